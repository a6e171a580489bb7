package sandbox

import (
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// Steps charged for every error a script catches with pcall or xpcall.
// Raising and catching an error costs the interpreter as much as a thousand
// instructions or more (it writes out the Lua call stack, a line per
// frame), so a loop of pcall(error, {}) is stopped by the step budget like
// any other runaway loop instead of running until the wall clock.
const (
	errorCost      = 2000 // for every caught error
	errorFrameCost = 50   // and for every frame under the pcall
)

// guardProtectedCalls replaces pcall and xpcall with versions that charge
// caught errors to the step budget. xpcall runs its handler after the failed
// call has returned (a script cannot look at the failed call's stack anyway):
// gopher-lua's own runs it first, and leaves the failed function's local
// variables open in any closure made there.
func guardProtectedCalls(L *lua.LState, b *budget) {
	g := L.G.Global
	pcall := g.RawGetString("pcall").(*lua.LFunction)
	g.RawSetString("pcall", L.NewFunction(func(L *lua.LState) int {
		n := pcall.GFunction(L)
		if n == 2 && L.Get(-2) == lua.LFalse {
			chargeError(L, b, L.Get(-1))
		}
		return n
	}))
	g.RawSetString("xpcall", L.NewFunction(func(L *lua.LState) int {
		fn := L.CheckFunction(1)
		handler := L.CheckFunction(2)
		top := L.GetTop()
		L.Push(fn)
		err := L.PCall(0, lua.MultRet, nil)
		if err == nil {
			L.Insert(lua.LTrue, top+1)
			return L.GetTop() - top
		}
		chargeError(L, b, errorObject(err))
		L.Push(handler)
		L.Push(errorObject(err))
		if err := L.PCall(1, 1, nil); err != nil {
			chargeError(L, b, errorObject(err))
			L.Push(errorObject(err)) // an error in the handler is the result
		}
		L.Insert(lua.LFalse, L.GetTop())
		return 2
	}))
}

// errorObject is the Lua value an error was raised with.
func errorObject(err error) lua.LValue {
	if api, ok := err.(*lua.ApiError); ok {
		return api.Object
	}
	return lua.LString(err.Error())
}

// chargeError charges a caught error to the budget. Its stack was written
// out from where it was raised, which only a stack overflow says is deep.
func chargeError(L *lua.LState, b *budget, obj lua.LValue) {
	depth := callDepth(L)
	if s, ok := obj.(lua.LString); ok && strings.HasSuffix(string(s), "stack overflow") {
		depth = CallStackSize
	}
	b.charge(errorCost + errorFrameCost*int64(depth))
}

// callDepth is the number of frames on the Lua call stack.
func callDepth(L *lua.LState) int {
	d := 0
	for step := 128; step > 0; step /= 2 {
		for {
			if _, ok := L.GetStack(d + step); !ok {
				break
			}
			d += step
		}
	}
	return d + 1
}
