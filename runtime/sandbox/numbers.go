package sandbox

import lua "github.com/yuin/gopher-lua"

// smallInts are the whole numbers 0 to len-1 as Lua values, boxed once:
// a number handed to a script as an interface value otherwise costs an
// allocation each time (a float64 on the heap), and counts, positions and
// seats are most of the numbers rulerun hands over. They are never changed,
// so every interpreter shares them.
var smallInts = func() (out [1024]lua.LValue) {
	for i := range out {
		out[i] = lua.LNumber(i)
	}
	return out
}()

// Int is n as a Lua number, without an allocation for the small whole
// numbers scripts are given most (0 to 1023).
func Int(n int) lua.LValue {
	if n >= 0 && n < len(smallInts) {
		return smallInts[n]
	}
	return lua.LNumber(n)
}

// guardIpairs replaces ipairs with one that answers the same (the index
// and the value, from 1 to the first nil, read raw) and hands over the
// index without an allocation: gopher-lua's boxes it twice a step.
func guardIpairs(L *lua.LState) {
	step := L.NewFunction(ipairsStep)
	L.G.Global.RawSetString("ipairs", L.NewFunction(func(L *lua.LState) int {
		tb := L.CheckTable(1)
		L.Push(step)
		L.Push(tb)
		L.Push(smallInts[0])
		return 3
	}))
}

// ipairsStep is one step of ipairs: the next index and its value, or
// nothing at the first nil.
func ipairsStep(L *lua.LState) int {
	tb := L.CheckTable(1)
	i := L.CheckInt(2) + 1
	v := tb.RawGetInt(i)
	if v == lua.LNil {
		return 0
	}
	L.Push(Int(i))
	L.Push(v)
	return 2
}
