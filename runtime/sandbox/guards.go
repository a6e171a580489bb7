package sandbox

import (
	lua "github.com/yuin/gopher-lua"
)

// guardBuiltins replaces the string and table builtins that could run away
// inside one instruction or leak Go internals, and counts the strings the
// ones that make long strings make (see budget.made).
func guardBuiltins(L *lua.LState, b *budget) {
	defer countMade(L, b, "string", "rep", "format", "gsub", "upper", "lower", "reverse")
	defer countMade(L, b, "table", "concat")
	str := L.G.Global.RawGetString("string").(*lua.LTable)
	str.RawSetString("dump", lua.LNil)
	rep := str.RawGetString("rep").(*lua.LFunction)
	str.RawSetString("rep", L.NewFunction(func(L *lua.LState) int {
		s, n := L.CheckString(1), L.CheckInt(2)
		sep := L.OptString(3, "")
		if w := len(s) + len(sep); n > 0 && w > 0 && n > maxStringResult/w { // not w*n: it can overflow
			L.RaiseError("string.rep would make a string over %d bytes", maxStringResult)
		}
		return rep.GFunction(L)
	}))
	str.RawSetString("format", L.NewFunction(strFormat))
	for name, fn := range map[string]func(*lua.LState, *budget) int{"find": strFind, "match": strMatch,
		"gmatch": strGmatch, "gsub": strGsub} {
		str.RawSetString(name, L.NewFunction(func(L *lua.LState) int { return fn(L, b) }))
	}
	tbl := L.G.Global.RawGetString("table").(*lua.LTable)
	concat := tbl.RawGetString("concat").(*lua.LFunction)
	tbl.RawSetString("concat", L.NewFunction(func(L *lua.LState) int {
		t, sep := L.CheckTable(1), L.OptString(2, "")
		total := 0
		for i := max(L.OptInt(3, 1), 1); i <= min(L.OptInt(4, t.Len()), t.Len()); i++ {
			if total += len(lua.LVAsString(t.RawGetInt(i))) + len(sep); total > maxStringResult {
				L.RaiseError("table.concat would make a string over %d bytes", maxStringResult)
			}
		}
		return concat.GFunction(L)
	}))
}

// madeBytesPerStep is how many bytes of a string a builtin makes count as
// one step: a loop that makes a string of a megabyte and drops it, over
// and over, is stopped by its steps as a loop of copies would be.
const madeBytesPerStep = 16

// countMade wraps the functions names of the library lib so that the
// strings they return are counted as made for the script, in memory and
// in steps.
func countMade(L *lua.LState, b *budget, lib string, names ...string) {
	t := L.G.Global.RawGetString(lib).(*lua.LTable)
	for _, name := range names {
		fn := t.RawGetString(name).(*lua.LFunction).GFunction
		t.RawSetString(name, L.NewFunction(func(L *lua.LState) int {
			n := fn(L)
			for i := 1; i <= n; i++ {
				if s, ok := L.Get(-i).(lua.LString); ok {
					b.made(len(s))
					b.charge(int64(len(s)) / madeBytesPerStep)
				}
			}
			return n
		}))
	}
}
