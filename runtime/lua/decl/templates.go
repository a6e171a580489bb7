package decl

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// Templates: a message may hold {names} the engine fills in. The names a
// field's text may hold are those its doc tag writes in braces ("{card} is
// the card"); a narration or a reason, a line about a seat, may also hold
// {seat}; and any message {a|b}, words that differ for the seat itself. A
// name its field does not fill would be printed as it is: the reader
// refuses it, naming the script's line.

// placeName finds the {names} a doc tag writes.
var placeName = regexp.MustCompile(`\{([a-z_]+)\}`)

var placesCache sync.Map // the doc tag -> []string

// placesOf lists the names field s fills in, in the order its doc writes
// them, {seat} for a line about a seat.
func placesOf(s spec, kind *MessageKind) []string {
	key := s.doc
	if kind.tag == "narration" || kind.tag == "reason" {
		key = "{seat} " + key
	}
	if p, ok := placesCache.Load(key); ok {
		return p.([]string)
	}
	var out []string
	for _, m := range placeName.FindAllStringSubmatch(key, -1) {
		if !slices.Contains(out, m[1]) {
			out = append(out, m[1])
		}
	}
	placesCache.Store(key, out)
	return out
}

// checkTemplate refuses text, the message of field s (named name, or
// name.key for one of a table of refusals), when it holds a {name} the
// field does not fill, or a brace left open.
func (f *field) checkTemplate(s spec, name, text string) {
	kind := messageKind(s)
	if kind == nil || !strings.ContainsAny(text, "{}") {
		return
	}
	if err := templateError(text, placesOf(s, kind)); err != nil {
		f.fail(name, "%v", err)
	}
}

// templateError is the mistake in a template that may hold the names of
// places, or nil.
func templateError(text string, places []string) error {
	for rest := text; ; {
		open, end := strings.IndexByte(rest, '{'), strings.IndexByte(rest, '}')
		switch {
		case open < 0 && end < 0:
			return nil
		case end < 0 || strings.IndexByte(rest[open+1:end], '{') >= 0:
			return fmt.Errorf("has a '{' without its '}': %s", clipText(text))
		case open < 0 || end < open:
			return fmt.Errorf("has a '}' without its '{': %s", clipText(text))
		}
		inner := rest[open+1 : end]
		if !strings.Contains(inner, "|") && !slices.Contains(places, inner) {
			return fmt.Errorf("holds {%s}, which is not filled in here: %s", inner, placesText(places))
		}
		rest = rest[end+1:]
	}
}

// placesText says what a template may hold, for a message.
func placesText(places []string) string {
	braced := make([]string, len(places))
	for i, p := range places {
		braced[i] = "{" + p + "}"
	}
	agree := "{a|b} for words that differ for the seat itself"
	if len(braced) == 0 {
		return "it may hold " + agree
	}
	return "it may hold " + strings.Join(braced, ", ") + ", and " + agree
}

// clipText quotes a template, cut short when long.
func clipText(text string) string {
	if len(text) > 60 {
		text = text[:57] + "..."
	}
	return fmt.Sprintf("%q", text)
}
