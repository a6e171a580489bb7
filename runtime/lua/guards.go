package lua

import (
	lua "github.com/yuin/gopher-lua"
)

// Caps on builtins that run inside a single instruction, where the step
// budget cannot interrupt them (shared notes, §2).
const (
	maxStringResult = 1 << 20  // bytes string.rep, string.format, string.gsub or table.concat may return
	maxPatternInput = 16 << 10 // bytes gsub, find, match and gmatch may search
)

// guardBuiltins replaces the string and table builtins that could run away
// inside one instruction or leak Go internals.
func guardBuiltins(L *lua.LState) {
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
	for name, fn := range map[string]lua.LGFunction{"format": strFormat, "find": strFind, "match": strMatch,
		"gmatch": strGmatch, "gsub": strGsub} {
		str.RawSetString(name, L.NewFunction(fn))
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

// Runs and sets are listed inside one Go call, where the step budget cannot
// stop them, and a whole deck makes millions of long runs: like the other
// combination lists (api_combo.go), they are capped at maxCombos. cards[r]
// is the number of cards of rank r (h.perRank); choosing among them bounds
// the distinct picks, identical copies being listed once.

// tooManyRuns reports whether runs of minLen to maxLen ranks within lo..hi,
// per cards of each rank, could number more than maxCombos.
func tooManyRuns(cards []int, minLen, maxLen, per, lo, hi int) bool {
	total := 0.0
	for n := max(minLen, 1); n <= maxLen; n++ {
		for s := lo; s+n-1 <= hi; s++ {
			p := 1.0
			for r := s; r < s+n && p > 0; r++ {
				p *= choose(cards[r], per)
			}
			if total += p; total > maxCombos {
				return true
			}
		}
	}
	return false
}

// tooManySets reports whether sets of n cards of one rank could number more
// than maxCombos.
func tooManySets(cards []int, n int) bool {
	total := 0.0
	for _, k := range cards {
		if total += choose(k, n); total > maxCombos {
			return true
		}
	}
	return false
}
