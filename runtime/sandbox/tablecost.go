package sandbox

import (
	"math/bits"

	lua "github.com/yuin/gopher-lua"
)

// The table builtins do inside one instruction work in proportion to the
// table: table.insert at the front of a list of n moves n elements up,
// table.remove at the front moves them down, table.sort compares about
// n·log2(n) pairs, unpack and table.concat read n elements. A loop of them
// on a big table would run for hours within the step budget, so each
// charges its work to the call's steps, an element moved, read or
// compared a step (guardTableCosts).

// concatStepsPerElement is what table.concat charges an element: it
// writes each as a string (a number is formatted) and copies it, the work
// of several instructions.
const concatStepsPerElement = 8

// guardTableCosts wraps table.insert, table.remove, table.sort,
// table.concat and unpack so that they charge their work to b.
func guardTableCosts(L *lua.LState, b *budget) {
	tbl := L.G.Global.RawGetString("table").(*lua.LTable)
	charged(L, tbl, "insert", b, insertCost)
	charged(L, tbl, "remove", b, removeCost)
	charged(L, tbl, "sort", b, sortCost)
	charged(L, tbl, "concat", b, func(L *lua.LState) int64 { return concatStepsPerElement * rangeCost(L) })
	charged(L, L.G.Global, "unpack", b, rangeCost)
}

// charged replaces the function name of lib with one that first charges
// cost(L) steps to b.
func charged(L *lua.LState, lib *lua.LTable, name string, b *budget, cost func(*lua.LState) int64) {
	fn := lib.RawGetString(name).(*lua.LFunction).GFunction
	lib.RawSetString(name, L.NewFunction(func(L *lua.LState) int {
		b.charge(cost(L))
		return fn(L)
	}))
}

// listLen is the length of the table argument 1, or 0 when it is not a
// table (the builtin then raises its own error).
func listLen(L *lua.LState) int64 {
	if t, ok := L.Get(1).(*lua.LTable); ok {
		return int64(t.Len())
	}
	return 0
}

// insertCost is what table.insert(t, [pos,] v) moves: the elements from
// pos to the end.
func insertCost(L *lua.LState) int64 {
	n := listLen(L)
	if L.GetTop() < 3 {
		return 1
	}
	pos, ok := L.Get(2).(lua.LNumber)
	if !ok {
		return 1
	}
	return max(n-int64(pos)+1, 1)
}

// removeCost is what table.remove(t [, pos]) moves: the elements after
// pos.
func removeCost(L *lua.LState) int64 {
	n := listLen(L)
	pos, ok := L.Get(2).(lua.LNumber)
	if L.GetTop() < 2 || !ok {
		return 1
	}
	return max(n-int64(pos), 1)
}

// sortCost is about the comparisons table.sort makes: n·log2(n). A
// comparison function's own steps are counted as it runs.
func sortCost(L *lua.LState) int64 {
	n := listLen(L)
	return max(n*int64(bits.Len64(uint64(n))), 1)
}

// rangeCost is the elements unpack(t [, i [, j]]) and table.concat(t
// [, sep [, i [, j]]]) read.
func rangeCost(L *lua.LState) int64 {
	n := listLen(L)
	first, last := 2, 3
	if L.GetTop() >= 2 {
		if _, ok := L.Get(2).(lua.LString); ok { // concat's separator
			first, last = 3, 4
		}
	}
	i, j := int64(1), n
	if v, ok := L.Get(first).(lua.LNumber); ok {
		i = int64(v)
	}
	if v, ok := L.Get(last).(lua.LNumber); ok {
		j = int64(v)
	}
	return max(j-i+1, 1)
}
