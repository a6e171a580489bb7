package sandbox

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"
)

// names gives tables, functions and userdata a name that is the same in
// every run, in place of their address in memory ("table: 0xc000123450"),
// which differs from run to run: "table: 1", "function: 2", numbered in the
// order the call under way first turned each into text. The numbers start
// again at every call, so that the same game prints the same text.
type names struct {
	ids map[lua.LValue]int
}

// reset forgets the names, at the start of a call.
func (n *names) reset() {
	if len(n.ids) > 0 {
		clear(n.ids)
	}
}

// of is v as tostring writes it.
func (n *names) of(L *lua.LState, v lua.LValue) string {
	if fn, ok := L.GetMetaField(v, "__tostring").(*lua.LFunction); ok {
		L.Push(fn)
		L.Push(v)
		L.Call(1, 1)
		s := L.Get(-1)
		L.Pop(1)
		if s.Type() != lua.LTString {
			L.RaiseError("'__tostring' must return a string")
		}
		return s.String()
	}
	switch v.Type() {
	case lua.LTTable, lua.LTFunction, lua.LTUserData, lua.LTThread, lua.LTChannel:
		if n.ids == nil {
			n.ids = map[lua.LValue]int{}
		}
		id, ok := n.ids[v]
		if !ok {
			id = len(n.ids) + 1
			n.ids[v] = id
		}
		return fmt.Sprintf("%s: %d", v.Type(), id)
	}
	return v.String()
}

// guardToString replaces tostring with one that writes names, not
// addresses.
func guardToString(L *lua.LState, n *names) {
	L.G.Global.RawSetString("tostring", L.NewFunction(func(L *lua.LState) int {
		L.Push(lua.LString(n.of(L, L.CheckAny(1))))
		return 1
	}))
}
