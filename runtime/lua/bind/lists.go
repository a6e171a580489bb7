package bind

import lua "github.com/yuin/gopher-lua"

// listSlab is how many empty tables newList takes from one allocation.
const listSlab = 32

// newList returns a new, empty Lua list for n values. Many lists the
// bindings answer are empty (no quads in a hand, no play higher than the
// one to beat): an empty list's table comes from a slab of tables made a
// few dozen at a time, so that it costs no allocation of its own. A list
// of values is a table made with room for them (a table made without room
// gets 32 places at its first value in gopher-lua). Every list is a
// table of its own, never handed out twice: a script that changes one
// changes no other.
func (sv *served) newList(L *lua.LState, n int) *lua.LTable {
	if n > 0 {
		return L.CreateTable(n, 0)
	}
	if len(sv.lists) == 0 {
		sv.lists = make([]lua.LTable, listSlab)
	}
	t := &sv.lists[0]
	sv.lists = sv.lists[1:]
	t.Metatable = lua.LNil
	return t
}
