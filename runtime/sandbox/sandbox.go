package sandbox

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

// NoRawset is a key a metatable may hold to keep rawset off its table: rawset
// on the table raises the key's value, a message that says how to change
// the table instead.
const NoRawset = "__rulerun_no_rawset"

// newState builds a fresh interpreter with only the safe libraries, their
// keys in sorted order (so pairs() over them is deterministic), and guarded
// builtins that charge their work to b and name values by n.
func newState(b *budget, n *names) *lua.LState {
	// The call stack is one array of CallStackSize frames (16 KB), made
	// with the interpreter: gopher-lua's segmented stack (MinimizeStackMemory)
	// saves those bytes but costs every call and return of the script a
	// few indirect steps more (a twentieth of a game's machine instructions).
	// The interpreter opens no coroutines, so no other thread carries one.
	L := lua.NewState(lua.Options{SkipOpenLibs: true, CallStackSize: CallStackSize, RegistrySize: 1024,
		RegistryMaxSize: 64 * 1024, RegistryGrowStep: 1024})
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
			if why, ok := meta.RawGetString(NoRawset).(lua.LString); ok {
				L.RaiseError("%s", string(why))
			}
		}
		return rawset.GFunction(L)
	}))
	guardIpairs(L)
	guardBuiltins(L, b)
	guardTableCosts(L, b)
	guardProtectedCalls(L, b)
	guardToString(L, n)
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
