package sandbox

import (
	lua "github.com/yuin/gopher-lua"
)

// guardBuiltins replaces the string and table builtins that could run away
// inside one instruction or leak Go internals.
func guardBuiltins(L *lua.LState, b *budget) {
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
