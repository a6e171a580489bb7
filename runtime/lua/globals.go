package lua

import (
	"fmt"
	"regexp"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

var moduleName = regexp.MustCompile(`^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$`)

// installGlobals adds the functions every script may call besides the API.
func (h *Host) installGlobals() {
	g := h.vm.L.G.Global
	g.RawSetString("reject", h.api.Reject())
	g.RawSetString("require", h.vm.L.NewFunction(h.luaRequire))
	g.RawSetString("print", h.vm.L.NewFunction(h.luaPrint))
	math := g.RawGetString("math").(*lua.LTable)
	math.RawSetString("random", h.api.Random())
	math.RawSetString("randomseed", h.vm.L.NewFunction(func(L *lua.LState) int {
		L.RaiseError("math.randomseed is not available: the game's random source is seeded by rulerun (--seed)")
		return 0
	}))
}

// luaRequire loads a script from the main script's folder, or else a game
// rulerun ships: require "base" loads base.lua beside it, require
// "lib.cards" loads lib/cards.lua, and the name of a shipped game loads
// that game from any folder (Script.module).
func (h *Host) luaRequire(L *lua.LState) int {
	name := L.CheckString(1)
	if !moduleName.MatchString(name) {
		L.RaiseError("%s", fmt.Sprintf("invalid module name %q: use a name such as \"base\" or \"lib.cards\" for a script in the same folder, or the name of a game rulerun ships", name))
	}
	if v, ok := h.vm.loaded[name]; ok {
		L.Push(v)
		return 1
	}
	if h.vm.loading[name] {
		L.RaiseError("require %q: the scripts require each other in a loop", name)
	}
	proto, file, err := h.script.module(strings.ReplaceAll(name, ".", "/"))
	if err != nil {
		if se, ok := err.(*ScriptError); ok {
			L.RaiseError("require %q: %s", name, se.Error())
		}
		L.RaiseError("require %q: %v (looked for %s, then among the games rulerun ships)", name, err, file)
	}
	h.vm.loading[name] = true
	L.Push(h.chunk(proto))
	L.Push(lua.LString(name))
	L.Call(1, 1)
	delete(h.vm.loading, name)
	v := L.Get(-1)
	if v == lua.LNil {
		v = lua.LTrue
	}
	h.vm.loaded[name] = v
	h.vm.thread.Own(v)
	L.Pop(1)
	L.Push(v)
	return 1
}

func (h *Host) luaPrint(L *lua.LState) int {
	if h.Debug == nil {
		return 0
	}
	parts := make([]string, L.GetTop())
	for i := range parts {
		parts[i] = h.vm.thread.ToString(L.Get(i + 1))
	}
	fmt.Fprintf(h.Debug, "%s print: %s\n", strings.TrimSpace(L.Where(1)), strings.Join(parts, " "))
	return 0
}
