package runtime

import (
	"regexp"

	lua "github.com/yuin/gopher-lua"
)

// Caps on builtins that run inside a single instruction, where the step
// budget cannot interrupt them (shared notes, §2).
const (
	maxStringResult = 1 << 20  // bytes a string.rep or string.format may return
	maxPatternInput = 16 << 10 // bytes gsub, find, match and gmatch may search
)

var formatVerb = regexp.MustCompile(`^%[-+ #0]?\d{0,2}(\.\d{0,2})?[dioxXeEfgGqsc%]`)
var anyVerb = regexp.MustCompile(`%.`)

// guardBuiltins wraps the string builtins that could run away or leak Go
// internals.
func guardBuiltins(L *lua.LState) {
	str := L.G.Global.RawGetString("string").(*lua.LTable)
	str.RawSetString("dump", lua.LNil)
	wrap := func(name string, check func(L *lua.LState)) {
		orig := str.RawGetString(name).(*lua.LFunction)
		str.RawSetString(name, L.NewFunction(func(L *lua.LState) int {
			check(L)
			return orig.GFunction(L)
		}))
	}
	wrap("rep", func(L *lua.LState) {
		s, n := L.CheckString(1), L.CheckInt(2)
		sep := L.OptString(3, "")
		if n > 0 && (len(s)+len(sep))*n > maxStringResult {
			L.RaiseError("string.rep would make a string over %d bytes", maxStringResult)
		}
	})
	wrap("format", func(L *lua.LState) {
		f := L.CheckString(1)
		for _, loc := range anyVerb.FindAllStringIndex(f, -1) {
			if m := formatVerb.FindString(f[loc[0]:]); m == "" {
				L.RaiseError("string.format: unsupported format at %q (use %%d %%s %%f %%x %%q ...)", f[loc[0]:min(loc[1]+4, len(f))])
			}
		}
		total := len(f)
		for i := 2; i <= L.GetTop(); i++ {
			total += len(L.Get(i).String())
		}
		if total > maxStringResult {
			L.RaiseError("string.format would make a string over %d bytes", maxStringResult)
		}
	})
	for _, name := range []string{"gsub", "find", "match", "gmatch"} {
		fn := name
		wrap(fn, func(L *lua.LState) {
			if len(L.CheckString(1)) > maxPatternInput {
				L.RaiseError("string.%s: text over %d bytes is too long to search", fn, maxPatternInput)
			}
		})
	}
}
