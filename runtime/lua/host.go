package lua

import (
	"context"
	"fmt"
	"io"
	"regexp"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// Host is one sandboxed interpreter running a script. It serves one game at a
// time and is not safe for concurrent use; give each goroutine its own.
type Host struct {
	script *Script
	thread *sandbox.Thread
	L      *lua.LState // the thread's interpreter
	game   *lua.LTable // the table the script returned
	// pilesTable is the last g.piles built, and pilesLayout the piles it
	// names (bindPiles).
	pilesTable  *lua.LTable
	pilesLayout []pileSig
	// varsTables is true when g.vars may hold a table (varsHoldTables).
	varsTables bool
	hooks      struct{ setup, toAct, status, standing, firstDealer, afterDeal *lua.LFunction }
	api        *lua.LTable // the g passed to every hook
	vars       *lua.LTable // g.vars

	cur       *Game    // the game being served
	cx        hookCall // the call into the script under way
	pileMeta  *lua.LTable
	piles     []*lua.LUserData // pile handles, by PileID
	cardDeck  *core.Deck       // the deck the card caches are for
	codes     []lua.LValue     // card codes, by kind
	infos     []lua.LValue     // card info tables, by kind
	cards     *lua.LTable      // g.cards: code -> card info
	decks     map[string]*core.Deck
	plans     map[string]*declaredPlan // declared games' plans, by options and seats
	wheres    map[string]where         // where declarations that refuse moves are, by verb and declaration
	deckErrs  map[string]error         // declarations that failed, by the same key
	loaded    map[string]lua.LValue
	loading   map[string]bool
	varsMeta  *lua.LTable // metatable of g.vars; its __index holds the values
	varsState *core.State // the state g.vars shows
	snapshot  globalsWatch
	upvalues  *upvalueWatch   // the file's locals its functions use, as loaded
	move      *lua.LTable     // the move table given to check and apply, reused
	moveForm  *notation.Form  // the form of the move last written to it
	out       *lua.LTable     // the out object given to generators
	candBuf   []candidate     // reused between generator calls
	seen      map[string]bool // the moves Moves has listed, reused between calls
	verbs     []verbFuncs     // by verb index
	rets      []lua.LValue    // the results of the last call, reused

	// Buffers reused from call to call.
	sampleCands   []candidate
	sampleWeights []int
	sampleOrder   []int
	scratch       notation.Move    // the move RandomMove tries
	wholeBuf      []candidate      // the candidate of an enumerable verb
	argSlab       []notation.Value // the values of proposed moves

	// Debug receives what the script prints; nil discards it.
	Debug io.Writer
}

// NewHost starts an interpreter with the script loaded.
func (s *Script) NewHost() (*Host, error) {
	th := sandbox.New(context.Background(), s.limits)
	h := &Host{script: s, thread: th, L: th.L, Debug: s.Debug,
		loaded: map[string]lua.LValue{}, loading: map[string]bool{}}
	h.snapshot = globalsWatch{th}
	h.installGlobals()
	h.api = h.newAPI()
	h.out = h.newEmitter()
	th.StrictGlobals()
	fn := h.L.NewFunctionFromProto(s.proto)
	ret, err := h.call(fn, "loading the script")
	if err != nil {
		h.Close()
		return nil, err
	}
	t, ok := ret.(*lua.LTable)
	if !ok {
		h.Close()
		return nil, &ScriptError{File: s.Path, Msg: "the script must end with 'return game', where game is the table that declares the game"}
	}
	h.game = t
	h.hooks.setup, _ = t.RawGetString("setup").(*lua.LFunction)
	h.hooks.toAct, _ = t.RawGetString("to_act").(*lua.LFunction)
	h.hooks.status, _ = t.RawGetString("status").(*lua.LFunction)
	h.hooks.standing, _ = t.RawGetString("standing").(*lua.LFunction)
	h.hooks.firstDealer, _ = t.RawGetString("first_dealer").(*lua.LFunction)
	h.hooks.afterDeal, _ = t.RawGetString("after_deal").(*lua.LFunction)
	if s.Info != nil {
		h.bindVerbs(s.Info)
	}
	th.KeepGlobals()
	h.upvalues = watchUpvalues(t)
	return h, nil
}

// Close releases the interpreter.
func (h *Host) Close() { h.L.Close() }

// Script returns the script the host runs.
func (h *Host) Script() *Script { return h.script }

// call runs a Lua function under the step budget and returns its first
// result. context says what was being done, for error messages.
func (h *Host) call(fn *lua.LFunction, context string, args ...lua.LValue) (lua.LValue, error) {
	rets, err := h.callN(fn, 1, context, args...)
	if err != nil {
		return nil, err
	}
	return rets[0], nil
}

func (h *Host) callN(fn *lua.LFunction, n int, context string, args ...lua.LValue) ([]lua.LValue, error) {
	h.cx.rejected = ""
	L := h.L
	top := L.GetTop()
	err := h.thread.Call(fn, n, args...)
	if err != nil {
		L.SetTop(top)
		if why := h.thread.Stopped(); why != "" {
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
	rets := h.rets[:0]
	for i := range n {
		rets = append(rets, L.Get(top+1+i))
	}
	h.rets = rets
	L.SetTop(top)
	return rets, nil
}

var moduleName = regexp.MustCompile(`^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+)*$`)

// installGlobals adds the functions every script may call besides the API.
func (h *Host) installGlobals() {
	g := h.L.G.Global
	g.RawSetString("reject", h.L.NewFunction(h.luaReject))
	g.RawSetString("require", h.L.NewFunction(h.luaRequire))
	g.RawSetString("print", h.L.NewFunction(h.luaPrint))
	math := g.RawGetString("math").(*lua.LTable)
	math.RawSetString("random", h.L.NewFunction(h.luaMathRandom))
	math.RawSetString("randomseed", h.L.NewFunction(func(L *lua.LState) int {
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
	if v, ok := h.loaded[name]; ok {
		L.Push(v)
		return 1
	}
	if h.loading[name] {
		L.RaiseError("require %q: the scripts require each other in a loop", name)
	}
	proto, file, err := h.script.module(strings.ReplaceAll(name, ".", "/"))
	if err != nil {
		if se, ok := err.(*ScriptError); ok {
			L.RaiseError("require %q: %s", name, se.Error())
		}
		L.RaiseError("require %q: %v (looked for %s, then among the games rulerun ships)", name, err, file)
	}
	h.loading[name] = true
	L.Push(L.NewFunctionFromProto(proto))
	L.Push(lua.LString(name))
	L.Call(1, 1)
	delete(h.loading, name)
	v := L.Get(-1)
	if v == lua.LNil {
		v = lua.LTrue
	}
	h.loaded[name] = v
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
		parts[i] = h.thread.ToString(L.Get(i + 1))
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
func (h *Host) Steps() int64 { return h.thread.Steps() }

// globalsWatch tells whether a script changed the globals or library tables
// its thread kept after loading.
type globalsWatch struct{ thread *sandbox.Thread }

// changed names the first entry changed, or returns "".
func (w globalsWatch) changed() string { return w.thread.GlobalsChanged() }
