package tune

import (
	"fmt"
	"strconv"
	"strings"
)

// maxValues is the most values one option may take in a race.
const maxValues = 1000

// Opt is a declared option and the values a race tries for it.
type Opt struct {
	Name   string
	Values []string
}

// ParseOpt reads NAME=RANGE: a list of values (hand_size=3,5,7) or a range
// of whole numbers, both ends included (hand_size=3..12).
func ParseOpt(s string) (Opt, error) {
	name, spec, ok := strings.Cut(s, "=")
	name, spec = strings.TrimSpace(name), strings.TrimSpace(spec)
	if !ok || name == "" || spec == "" {
		return Opt{}, fmt.Errorf("%q: write NAME=RANGE, a list (hand_size=3,5,7) or a range (hand_size=3..12)", s)
	}
	if strings.ContainsAny(name, " ,=.<>") {
		return Opt{}, fmt.Errorf("%q: %q is not an option's name", s, name)
	}
	values, err := parseValues(spec)
	if err != nil {
		return Opt{}, fmt.Errorf("%s: %w", name, err)
	}
	return Opt{Name: name, Values: values}, nil
}

// parseValues reads a list or a range of values.
func parseValues(spec string) ([]string, error) {
	if lo, hi, ok := strings.Cut(spec, ".."); ok {
		return intRange(lo, hi)
	}
	var out []string
	seen := map[string]bool{}
	for _, v := range strings.Split(spec, ",") {
		v = strings.TrimSpace(v)
		switch {
		case v == "":
			return nil, fmt.Errorf("%q: a value of the list is empty", spec)
		case seen[v]:
			return nil, fmt.Errorf("%q: %s is listed twice", spec, v)
		}
		seen[v] = true
		out = append(out, v)
	}
	if len(out) > maxValues {
		return nil, fmt.Errorf("%q: %d values; at most %d", spec, len(out), maxValues)
	}
	return out, nil
}

// intRange lists the whole numbers from lo to hi.
func intRange(los, his string) ([]string, error) {
	lo, err1 := strconv.Atoi(strings.TrimSpace(los))
	hi, err2 := strconv.Atoi(strings.TrimSpace(his))
	switch {
	case err1 != nil || err2 != nil:
		return nil, fmt.Errorf("%q: a range is of whole numbers, such as 3..12", los+".."+his)
	case hi < lo:
		return nil, fmt.Errorf("%d..%d: the range ends before it starts", lo, hi)
	case int64(hi)-int64(lo) >= maxValues || hi-lo < 0:
		return nil, fmt.Errorf("%d..%d: more than %d values", lo, hi, maxValues)
	}
	out := make([]string, 0, hi-lo+1)
	for i := range hi - lo + 1 {
		out = append(out, strconv.Itoa(lo+i))
	}
	return out, nil
}

// Setting is one option's value in a candidate.
type Setting struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// Candidates crosses the options' values, the first option's changing
// slowest, and refuses an option given twice or too many candidates.
func Candidates(opts []Opt) ([][]Setting, error) {
	out := [][]Setting{nil}
	seen := map[string]bool{}
	for _, o := range opts {
		if seen[o.Name] {
			return nil, fmt.Errorf("option %s is tuned twice", o.Name)
		}
		seen[o.Name] = true
		if len(out)*len(o.Values) > maxValues {
			return nil, fmt.Errorf("%d candidates; at most %d may race at once", len(out)*len(o.Values), maxValues)
		}
		var next [][]Setting
		for _, c := range out {
			for _, v := range o.Values {
				next = append(next, append(append([]Setting(nil), c...), Setting{Name: o.Name, Value: v}))
			}
		}
		out = next
	}
	return out, nil
}

// Label names a candidate: "hand_size=5, decks=2".
func Label(c []Setting) string {
	parts := make([]string, len(c))
	for i, s := range c {
		parts[i] = s.Name + "=" + s.Value
	}
	return strings.Join(parts, ", ")
}
