package sandbox

import (
	"sort"

	lua "github.com/yuin/gopher-lua"
)

// strictGlobals makes reading an undefined global, or creating a new one, an
// error that says what to do instead.
func strictGlobals(L *lua.LState) {
	meta := L.CreateTable(0, 3)
	meta.RawSetString("__index", L.NewFunction(func(L *lua.LState) int {
		name := L.CheckString(2)
		if why, ok := forbidden[name]; ok {
			L.RaiseError("%s is not available: %s", name, why)
		}
		L.RaiseError("unknown name '%s' (a typo, or a variable that needs 'local'?)", name)
		return 0
	}))
	meta.RawSetString("__newindex", L.NewFunction(func(L *lua.LState) int {
		L.RaiseError("cannot create global '%s': declare it local, keep game state in g.vars, or put it in your game table", L.CheckString(2))
		return 0
	}))
	meta.RawSetString("__metatable", lua.LFalse)
	L.SetMetatable(L.G.Global, meta)
}

// globalEntry is one global or library entry as it was after loading.
type globalEntry struct {
	table *lua.LTable
	name  string // as a person reads it: "print", "string.rep"
	key   lua.LValue
	value lua.LValue
}

// globalsSnapshot records the globals and library entries, so that a host
// reused for another game can check that no script changed them.
type globalsSnapshot struct {
	entries []globalEntry
	sizes   map[*lua.LTable]int
}

// snapshotGlobals records the globals and library entries of L as they are.
func snapshotGlobals(L *lua.LState) *globalsSnapshot {
	snap := &globalsSnapshot{sizes: map[*lua.LTable]int{}}
	g := L.G.Global
	snap.add(g, "")
	for _, lib := range []string{"string", "table", "math"} {
		if t, ok := g.RawGetString(lib).(*lua.LTable); ok {
			snap.add(t, lib+".")
		}
	}
	sort.Slice(snap.entries, func(i, j int) bool { return snap.entries[i].name < snap.entries[j].name })
	return snap
}

func (s *globalsSnapshot) add(t *lua.LTable, prefix string) {
	n := 0
	for k, v := t.Next(lua.LNil); k != lua.LNil; k, v = t.Next(k) {
		s.entries = append(s.entries, globalEntry{table: t, name: prefix + k.String(), key: k, value: v})
		n++
	}
	s.sizes[t] = n
}

// changed returns the first global or library entry that differs from the
// snapshot, or "". It allocates nothing when nothing changed.
func (s *globalsSnapshot) changed() string {
	for _, e := range s.entries {
		if e.table.RawGet(e.key) != e.value {
			return e.name
		}
	}
	for t, n := range s.sizes {
		count := 0
		for k, _ := t.Next(lua.LNil); k != lua.LNil; k, _ = t.Next(k) {
			count++
		}
		if count != n {
			return "a global or library table (an entry was added)"
		}
	}
	return ""
}
