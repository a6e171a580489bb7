package lua

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// ResolveOptions checks typed option values (--opt name=value) against the
// script's declarations and returns every option's value, defaults filled in.
func (in *Info) ResolveOptions(given map[string]string) (map[string]any, error) {
	out := make(map[string]any, len(in.Options))
	for _, o := range in.Options {
		out[o.Name] = o.Default
	}
	names := make([]string, 0, len(given))
	for k := range given {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, name := range names {
		o, ok := in.Option(name)
		if !ok {
			return nil, fmt.Errorf("unknown option %q for %s (options: %s)", name, in.Name, in.optionNames())
		}
		v, err := o.parse(given[name])
		if err != nil {
			return nil, fmt.Errorf("option %s: %w", name, err)
		}
		out[name] = v
	}
	return out, nil
}

func (in *Info) optionNames() string {
	if len(in.Options) == 0 {
		return "none"
	}
	var out []string
	for _, o := range in.Options {
		out = append(out, o.Name)
	}
	return strings.Join(out, ", ")
}

// parse reads a typed value as the option's type.
func (o *Option) parse(s string) (any, error) {
	switch o.Default.(type) {
	case bool:
		switch strings.ToLower(s) {
		case "true", "on", "yes", "1":
			return true, nil
		case "false", "off", "no", "0":
			return false, nil
		}
		return nil, fmt.Errorf("%q is not on or off (use true or false)", s)
	case float64:
		f, err := strconv.ParseFloat(s, 64)
		if err != nil || math.IsNaN(f) || math.IsInf(f, 0) {
			return nil, fmt.Errorf("%q is not a number", s)
		}
		return f, nil
	}
	if len(o.Choices) > 0 && !slices.Contains(o.Choices, s) {
		return nil, fmt.Errorf("%q is not one of %s", s, strings.Join(o.Choices, ", "))
	}
	return s, nil
}

// FormatValue writes an option value as a person would type it.
func FormatValue(v any) string {
	switch x := v.(type) {
	case float64:
		return strconv.FormatFloat(x, 'f', -1, 64)
	case bool:
		return strconv.FormatBool(x)
	}
	return fmt.Sprint(v)
}
