package bind

import (
	"github.com/rulerun/rulerun/core/notation"
	lua "github.com/yuin/gopher-lua"
)

// movesWatched is the move table given to the part rules a listing asks,
// reused from call to call, and which of the move's slots its reader is
// watched reading while they are absent.
type movesWatched struct {
	moveBuf
	free []int // the slots watched: those the engine fills in later
	read bool  // the call under way read one of them
}

// WatchedMoveTable gives move m to a part rule as MoveTable does, in a
// table of its own that notes every read of the slots in free while they
// are absent (the optional parts the engine fills in after asking): the
// rule's answer holds for every filling of them exactly when it read none
// (ReadWatched). The table's metatable is hidden and fixed (__metatable
// is false).
func (b *Bindings) WatchedMoveTable(form *notation.Form, m *notation.Move, free []int) *lua.LTable {
	w := &b.watched
	if w.table == nil {
		w.table = b.view.L.CreateTable(0, 8)
		mt := b.view.L.CreateTable(0, 2)
		mt.RawSetString("__index", b.view.L.NewFunction(b.watchRead))
		mt.RawSetString("__metatable", lua.LFalse)
		w.table.Metatable = mt
	}
	w.free, w.read = free, false
	return b.fillMove(&w.moveBuf, form, m)
}

// ReadWatched reports whether the part rule last given a WatchedMoveTable
// read one of the slots it watched.
func (b *Bindings) ReadWatched() bool { return b.watched.read }

// watchRead is the watched table's __index: a key the table lacks reads as
// nil, as it would without it, and a watched slot's name is noted.
func (b *Bindings) watchRead(L *lua.LState) int {
	w := &b.watched
	if name, ok := L.Get(2).(lua.LString); ok && w.form != nil {
		if i := w.form.Slot(string(name)); i >= 0 {
			for _, f := range w.free {
				w.read = w.read || f == i
			}
		}
	}
	L.Push(lua.LNil)
	return 1
}
