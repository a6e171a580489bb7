package lua

import (
	"sort"

	lua "github.com/yuin/gopher-lua"
)

func init() {
	// A script must not be able to allocate a huge array part with one
	// assignment such as t[6e7] = 1 (see shared notes, §2).
	lua.MaxArrayIndex = 1 << 18
}

// forbidden names a script may reach for, with why it gets nothing.
var forbidden = map[string]string{
	"os":             "rule scripts have no operating-system access (no files, processes or clock)",
	"io":             "rule scripts have no file access",
	"debug":          "the debug library is not available to rule scripts",
	"package":        "use require \"name\" to load a script from the same folder",
	"dofile":         "use require \"name\" to load a script from the same folder",
	"loadfile":       "use require \"name\" to load a script from the same folder",
	"load":           "rule scripts cannot compile code at run time",
	"loadstring":     "rule scripts cannot compile code at run time",
	"getfenv":        "environments are not available to rule scripts",
	"setfenv":        "environments are not available to rule scripts",
	"collectgarbage": "memory is managed by rulerun",
	"module":         "return a table from your script instead",
	"coroutine":      "coroutines are not available to rule scripts",
	"newproxy":       "newproxy is not available to rule scripts",
}

// callStackSize is the deepest a script's calls may nest.
const callStackSize = 200

// newSandbox builds a fresh interpreter with only the safe libraries, their
// keys in sorted order (so pairs() over them is deterministic), guarded
// builtins, and strict globals.
func newSandbox() *lua.LState {
	L := lua.NewState(lua.Options{SkipOpenLibs: true, CallStackSize: callStackSize, RegistrySize: 1024,
		RegistryMaxSize: 64 * 1024, RegistryGrowStep: 1024, MinimizeStackMemory: true})
	for _, lib := range []struct {
		name string
		open lua.LGFunction
	}{{lua.BaseLibName, lua.OpenBase}, {lua.TabLibName, lua.OpenTable},
		{lua.StringLibName, lua.OpenString}, {lua.MathLibName, lua.OpenMath}} {
		L.Push(L.NewFunction(lib.open))
		L.Push(lua.LString(lib.name))
		L.Call(1, 0)
	}
	g := L.G.Global
	for name := range forbidden {
		g.RawSetString(name, lua.LNil)
	}
	for _, name := range []string{"print", "_printregs", "require", "_GOPHER_LUA_VERSION"} {
		g.RawSetString(name, lua.LNil)
	}
	// setmetatable on a number, boolean or function would change every such
	// value for the rest of the interpreter's life (shared notes, §1).
	setmt := g.RawGetString("setmetatable").(*lua.LFunction)
	g.RawSetString("setmetatable", L.NewFunction(func(L *lua.LState) int {
		L.CheckTable(1)
		return setmt.GFunction(L)
	}))
	// rawset must not reach past the guards of card information and g.vars.
	rawset := g.RawGetString("rawset").(*lua.LFunction)
	g.RawSetString("rawset", L.NewFunction(func(L *lua.LState) int {
		if meta, ok := L.CheckTable(1).Metatable.(*lua.LTable); ok {
			if why, ok := meta.RawGetString(rawsetRefuse).(lua.LString); ok {
				L.RaiseError("%s", string(why))
			}
		}
		return rawset.GFunction(L)
	}))
	guardBuiltins(L)
	guardProtectedCalls(L)
	canonicalize(L)
	return L
}

// sortedCopy copies a table's string-keyed entries into a new table, inserted
// in sorted key order.
func sortedCopy(L *lua.LState, t *lua.LTable) *lua.LTable {
	var keys []string
	t.ForEach(func(k, _ lua.LValue) {
		if s, ok := k.(lua.LString); ok {
			keys = append(keys, string(s))
		}
	})
	sort.Strings(keys)
	out := L.CreateTable(0, len(keys))
	for _, k := range keys {
		out.RawSetString(k, t.RawGetString(k))
	}
	return out
}

// canonicalize rebuilds the globals and library tables in sorted order and
// gives strings a metatable that hides the string library.
func canonicalize(L *lua.LState) {
	old := L.G.Global
	for _, lib := range []string{"string", "table", "math"} {
		old.RawSetString(lib, sortedCopy(L, old.RawGetString(lib).(*lua.LTable)))
	}
	str := old.RawGetString("string").(*lua.LTable)
	str.RawSetString("__index", lua.LNil)
	str.RawSetString("gfind", lua.LNil)
	strMeta := L.CreateTable(0, 2)
	strMeta.RawSetString("__index", str)
	strMeta.RawSetString("__metatable", lua.LFalse)
	L.SetMetatable(lua.LString(""), strMeta)
	g := sortedCopy(L, old)
	g.RawSetString("_G", g)
	L.G.Global = g
	L.Env = g
}

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
