package lua

import (
	"context"
	"io"

	"github.com/rulerun/rulerun/runtime/lua/bind"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// Host is one sandboxed interpreter running a script. It serves one game at a
// time and is not safe for concurrent use; give each goroutine its own.
//
// Its parts live for different spans: the interpreter (vm) and what the
// script declares (decl) as long as the host; the game served (game, and
// view: what the script sees of it) until the host serves another; the
// call (cx) for one call into the script.
type Host struct {
	script *Script
	vm     interp         // the interpreter and the script's table
	decl   scriptDecls    // the hooks, verbs, decks and plans the script declares
	game   *Game          // the game served, or nil
	api    *bind.Bindings // what the script calls: g, piles, out; the game served as the script sees it, and the call under way
	buf    buffers        // reused from call to call
	listed partsKept      // the listed moves whose part rules the listing asked (partskept.go)
	// optCache is the options of the last game, resolved (options_cache.go)
	optCache optionsCache
	lastKey  lastKey // the plan key made last (options_cache.go)
	// counter counts the statements run, when the script was loaded with
	// coverage on (nil otherwise)
	counter *sandbox.Counter

	// Debug receives what the script prints; nil discards it.
	Debug io.Writer
}

// NewHost starts an interpreter with the script loaded.
func (s *Script) NewHost() (*Host, error) {
	th := sandbox.New(context.Background(), s.limits)
	h := &Host{script: s, Debug: s.Debug, vm: interp{thread: th, L: th.L, snapshot: globalsWatch{th},
		loaded: map[string]lua.LValue{}, loading: map[string]bool{}}}
	if s.cover != nil {
		var err error
		if h.counter, err = th.NewCounter(); err != nil {
			th.Close()
			return nil, err
		}
	}
	h.api = bind.New(th)
	h.installGlobals()
	h.api.Build()
	th.Own(h.api.G()) // g, with g.vars, and out are passed to hooks, and kept in Go between calls
	th.Own(h.api.Out())
	th.StrictGlobals()
	fn := h.chunk(s.proto)
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
	th.Own(t)
	h.decl.hooks = h.decls().Hooks()
	if s.Info != nil {
		h.decl.verbs = h.decls().Functions(s.Info)
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
	h.api.ClearRejection()
	L := h.vm.L
	top := L.GetTop()
	err := h.vm.thread.Call(fn, n, args...)
	if callSeen != nil {
		steps, charged := h.vm.thread.LastCall()
		callSeen(context, steps, charged)
	}
	if err != nil {
		L.SetTop(top)
		if why := h.vm.thread.Stopped(); why != "" {
			se := scriptError(err, h.script.Path, "")
			se.Msg = prefix(context, "script stopped: "+why)
			se.Limit = true
			return nil, se
		}
		if reason, at := h.api.Rejection(); reason != "" {
			im := &IllegalMove{Reason: reason, Codes: scriptCodes(reason)} // the script's words, read once
			if m := posPrefix.FindStringSubmatch(at); m != nil {
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

// callSeen, when a test sets it, is told of every call into a script:
// what it was (the hook's name), the steps it ran and of them those charged
// for rulerun's work (a proposal's).
var callSeen func(context string, steps, charged int64)

// Steps is the number of Lua steps (instructions) run by every call into
// the script on this host so far: a measure of a script's cost that does not
// depend on the machine.
func (h *Host) Steps() int64 { return h.vm.thread.Steps() }

// Instructions is the number of Lua instructions run by every call into
// the script on this host so far: Steps less the steps charged for
// rulerun's work on what the script handed it (a proposed move's).
func (h *Host) Instructions() int64 { return h.vm.thread.Steps() - h.vm.thread.Charged() }
