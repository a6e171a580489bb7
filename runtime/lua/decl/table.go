package decl

import (
	"fmt"
	"math"
	"slices"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// field reads the fields of one declaration table, such as game.deal, and
// reports the first mistake with the path of the field ("game.deal.hand").
type field struct {
	r    *Reader
	plan *planReader // nil outside a declared game's plan
	path string
	t    *lua.LTable
	err  error
}

// fieldsOf starts reading t, declared at path; t may be nil (the fields all
// take their defaults).
func (r *Reader) fieldsOf(path string, t *lua.LTable) *field { return &field{r: r, path: path, t: t} }

func (f *field) get(name string) lua.LValue {
	if f.t == nil {
		return lua.LNil
	}
	return f.t.RawGetString(name)
}

func (f *field) fail(name, format string, args ...any) {
	if f.err == nil {
		f.err = f.r.Errorf(f.path+"."+name, "%s.%s %s", f.path, name, fmt.Sprintf(format, args...))
	}
}

// str reads a string field.
func (f *field) str(name string) string {
	switch v := f.get(name).(type) {
	case *lua.LNilType:
		return ""
	case lua.LString:
		return string(v)
	default:
		f.fail(name, "must be a string, not %s", f.r.script.Describe(v))
		return ""
	}
}

// num reads a whole number field, def when absent.
func (f *field) num(name string, def int) int {
	switch v := f.get(name).(type) {
	case *lua.LNilType:
		return def
	case lua.LNumber:
		if float64(int(v)) != float64(v) || v < 0 {
			f.fail(name, "must be a whole number of 0 or more, not %s", f.r.script.Describe(v))
		}
		return int(v)
	default:
		f.fail(name, "must be a whole number, not %s", f.r.script.Describe(v))
		return def
	}
}

// flag reads a boolean field.
func (f *field) flag(name string) bool {
	switch v := f.get(name).(type) {
	case *lua.LNilType:
		return false
	case lua.LBool:
		return bool(v)
	default:
		f.fail(name, "must be true or false, not %s", f.r.script.Describe(v))
		return false
	}
}

// table reads a table field, nil when absent.
func (f *field) table(name string) *lua.LTable {
	switch v := f.get(name).(type) {
	case *lua.LNilType:
		return nil
	case *lua.LTable:
		return v
	default:
		f.fail(name, "must be a table, not %s", f.r.script.Describe(v))
		return nil
	}
}

// strings reads a list of strings; a single string is a list of one.
func (f *field) strings(name string) []string {
	switch v := f.get(name).(type) {
	case *lua.LNilType:
		return nil
	case lua.LString:
		return []string{string(v)}
	case *lua.LTable:
		var out []string
		for i := 1; i <= v.Len(); i++ {
			s, ok := v.RawGetInt(i).(lua.LString)
			if !ok {
				f.fail(name, "must list strings, such as {\"8\", \"Q\"}")
				return nil
			}
			out = append(out, string(s))
		}
		return out
	default:
		f.fail(name, "must be a string or a list of strings, not %s", f.r.script.Describe(v))
		return nil
	}
}

// nums reads a list of whole numbers.
func (f *field) nums(name string) []int {
	t := f.table(name)
	if t == nil {
		return nil
	}
	var out []int
	for i := 1; i <= t.Len(); i++ {
		n, ok := t.RawGetInt(i).(lua.LNumber)
		if !ok || n < 0 || float64(int(n)) != float64(n) {
			f.fail(name, "must list whole numbers, such as {4, 2, 1}")
			return nil
		}
		out = append(out, int(n))
	}
	return out
}

// strMap reads a table of string = string.
func (f *field) strMap(name string) map[string]string {
	t := f.table(name)
	if t == nil {
		return nil
	}
	out := map[string]string{}
	t.ForEach(func(k, v lua.LValue) {
		ks, ok1 := k.(lua.LString)
		vs, ok2 := v.(lua.LString)
		if !ok1 || !ok2 {
			f.fail(name, "must map names to texts, such as {suit = \"...\"}")
			return
		}
		out[string(ks)] = string(vs)
	})
	return out
}

// numMap reads a table of string = whole number.
func (f *field) numMap(name string) map[string]int {
	t := f.table(name)
	if t == nil {
		return nil
	}
	out := map[string]int{}
	t.ForEach(func(k, v lua.LValue) {
		ks, ok1 := k.(lua.LString)
		vn, ok2 := v.(lua.LNumber)
		if !ok1 || !ok2 || float64(int(vn)) != float64(vn) || math.Abs(float64(vn)) > 1e9 {
			f.fail(name, "must map names to whole numbers, such as {H = 1}")
			return
		}
		out[string(ks)] = int(vn)
	})
	return out
}

// only reports a field the declaration does not know, naming those it does;
// of several, the first in sorted order, so that the message is the same
// every run.
func (f *field) only(known ...string) {
	if f.t == nil || f.err != nil {
		return
	}
	var unknown, unnamed []string
	f.t.ForEach(func(k, _ lua.LValue) {
		name, ok := k.(lua.LString)
		switch {
		case !ok && f.t.Len() == 0:
			unnamed = append(unnamed, k.String())
		case ok && !slices.Contains(known, string(name)):
			unknown = append(unknown, string(name))
		}
	})
	slices.Sort(unknown)
	slices.Sort(unnamed)
	switch {
	case len(unknown) > 0 && retired[f.path+"."+unknown[0]] != "":
		f.fail(unknown[0], "is no longer a field of %s: %s", f.path, retired[f.path+"."+unknown[0]])
	case len(unknown) > 0:
		f.fail(unknown[0], "is not a field of %s (its fields are %s)", f.path, strings.Join(known, ", "))
	case len(unnamed) > 0:
		f.fail(unnamed[0], "is not a field: name the fields")
	}
}

func quoteList(items []string) string {
	out := ""
	for i, s := range items {
		switch {
		case i == 0:
		case i == len(items)-1:
			out += " or "
		default:
			out += ", "
		}
		out += "\"" + s + "\""
	}
	return out
}
