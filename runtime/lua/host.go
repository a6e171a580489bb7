package lua

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// Host is one sandboxed interpreter running a script. It serves one game at a
// time and is not safe for concurrent use; give each goroutine its own.
//
// Its parts live for different spans: the interpreter (vm) and what the
// script declares (decl) as long as the host; the game served (view) until
// the host serves another; the call (cx) for one call into the script.
type Host struct {
	script *Script
	vm     interp      // the interpreter and the script's table
	decl   scriptDecls // the hooks, verbs, decks and plans the script declares
	view   served      // the game served, as the script sees it
	cx     call        // the call into the script under way
	buf    buffers     // reused from call to call

	// Debug receives what the script prints; nil discards it.
	Debug io.Writer
}

// NewHost starts an interpreter with the script loaded.
func (s *Script) NewHost() (*Host, error) {
	th := sandbox.New(context.Background(), s.limits)
	h := &Host{script: s, Debug: s.Debug, vm: interp{thread: th, L: th.L, snapshot: globalsWatch{th},
		loaded: map[string]lua.LValue{}, loading: map[string]bool{}}}
	h.view.L = th.L
	h.cx = h.idle()
	h.installGlobals()
	h.view.api = h.newAPI()
	h.buf.out = h.newEmitter()
	th.StrictGlobals()
	fn := h.vm.L.NewFunctionFromProto(s.proto)
	ret, err := h.callOne(fn, "loading the script")
	if err != nil {
		h.Close()
		return nil, err
	}
	t, ok := ret.(*lua.LTable)
	if !ok {
		h.Close()
		return nil, &ScriptError{File: s.Path, Msg: "the script must end with 'return game', where game is the table that declares the game"}
	}
	h.vm.table = t
	h.decl.hooks.setup, _ = t.RawGetString("setup").(*lua.LFunction)
	h.decl.hooks.toAct, _ = t.RawGetString("to_act").(*lua.LFunction)
	h.decl.hooks.status, _ = t.RawGetString("status").(*lua.LFunction)
	h.decl.hooks.standing, _ = t.RawGetString("standing").(*lua.LFunction)
	h.decl.hooks.firstDealer, _ = t.RawGetString("first_dealer").(*lua.LFunction)
	h.decl.hooks.afterDeal, _ = t.RawGetString("after_deal").(*lua.LFunction)
	if s.Info != nil {
		h.bindVerbs(s.Info)
	}
	th.KeepGlobals()
	h.vm.upvalues = watchUpvalues(t)
	return h, nil
}

// Close releases the interpreter.
func (h *Host) Close() { h.vm.L.Close() }

// Script returns the script the host runs.
func (h *Host) Script() *Script { return h.script }

// callOne runs a Lua function under the step budget and returns its first
// result. context says what was being done, for error messages.
func (h *Host) callOne(fn *lua.LFunction, context string, args ...lua.LValue) (lua.LValue, error) {
	rets, err := h.callN(fn, 1, context, args...)
	if err != nil {
		return nil, err
	}
	return rets[0], nil
}

func (h *Host) callN(fn *lua.LFunction, n int, context string, args ...lua.LValue) ([]lua.LValue, error) {
	h.cx.rejected = ""
	L := h.vm.L
	top := L.GetTop()
	err := h.vm.thread.Call(fn, n, args...)
	if err != nil {
		L.SetTop(top)
		if why := h.vm.thread.Stopped(); why != "" {
			se := scriptError(err, h.script.Path, "")
			se.Msg = prefix(context, "script stopped: "+why)
			se.Limit = true
			return nil, se
		}
		if h.cx.rejected != "" {
			im := &IllegalMove{Reason: h.cx.rejected}
			if m := posPrefix.FindStringSubmatch(h.cx.rejectedAt); m != nil {
				im.File, im.Line = m[1], atoi(m[2])
			}
			return nil, im
		}
		return nil, scriptError(err, h.script.Path, context)
	}
	rets := h.vm.rets[:0]
	for i := range n {
		rets = append(rets, L.Get(top+1+i))
	}
	h.vm.rets = rets
	L.SetTop(top)
	return rets, nil
}

var moduleName = regexp.MustCompile(`^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$`)

// installGlobals adds the functions every script may call besides the API.
func (h *Host) installGlobals() {
	g := h.vm.L.G.Global
	g.RawSetString("reject", h.vm.L.NewFunction(h.luaReject))
	g.RawSetString("require", h.vm.L.NewFunction(h.luaRequire))
	g.RawSetString("print", h.vm.L.NewFunction(h.luaPrint))
	math := g.RawGetString("math").(*lua.LTable)
	math.RawSetString("random", h.vm.L.NewFunction(h.luaMathRandom))
	math.RawSetString("randomseed", h.vm.L.NewFunction(func(L *lua.LState) int {
		L.RaiseError("math.randomseed is not available: the game's random source is seeded by rulerun (--seed)")
		return 0
	}))
}

// luaReject refuses the move being played: reject("reason").
func (h *Host) luaReject(L *lua.LState) int {
	if v := L.Get(1); v != lua.LNil && v.Type() != lua.LTString {
		L.RaiseError("reject takes a message, the reason the move breaks a rule (a string such as \"RULE-7: follow suit\"), not %s", describe(v))
	}
	reason := L.OptString(1, "")
	if reason == "" {
		reason = "the rules do not allow this move"
	}
	h.cx.rejected = reason
	h.cx.rejectedAt = L.Where(1)
	L.RaiseError("move rejected: %s", reason)
	return 0
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
	L.Push(L.NewFunctionFromProto(proto))
	L.Push(lua.LString(name))
	L.Call(1, 1)
	delete(h.vm.loading, name)
	v := L.Get(-1)
	if v == lua.LNil {
		v = lua.LTrue
	}
	h.vm.loaded[name] = v
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

// luaMathRandom answers math.random from the game's seeded generator.
func (h *Host) luaMathRandom(L *lua.LState) int {
	st := h.mutState(L, "math.random")
	switch L.GetTop() {
	case 0:
		L.Push(lua.LNumber(st.RandomFloat()))
	case 1:
		n := L.CheckInt(1)
		if n < 1 {
			L.RaiseError("%s", "interval is empty")
		}
		L.Push(lua.LNumber(st.Random(n) + 1))
	default:
		lo, hi := L.CheckInt(1), L.CheckInt(2)
		if hi < lo {
			L.RaiseError("%s", "interval is empty")
		}
		L.Push(lua.LNumber(lo + st.Random(hi-lo+1)))
	}
	return 1
}

// mutState is mustState for functions that change the game: they fail in
// the hooks that may only look (to_act, status, standing, and a verb's
// check, generate and part rules).
func (h *Host) mutState(L *lua.LState, what string) *core.State {
	st := h.mustState(L, what)
	if h.cx.readOnly {
		L.RaiseError("%s changes the game, which only setup and a verb's apply may do (to_act, status, standing, and a verb's check, generate and part rules may only look)", what)
	}
	return st
}

// mustState returns the state being changed, or stops the script when no
// game is running (while the script itself is loading).
func (h *Host) mustState(L *lua.LState, what string) *core.State {
	if h.cx.state == nil {
		L.RaiseError("%s can only be used while a game is running (inside setup, to_act, status or a verb's functions)", what)
	}
	return h.cx.state
}

// Steps is the number of Lua steps (instructions) run by every call into
// the script on this host so far: a measure of a script's cost that does not
// depend on the machine.
func (h *Host) Steps() int64 { return h.vm.thread.Steps() }
