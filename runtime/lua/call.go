package lua

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// call is the context of one call into the script, and every binding
// receives it: the state its g sees, whether the hook may change it, the
// game served, and what the call produced besides its results. The host
// holds the context of the call under way, set by runIn for exactly that
// call; outside a call it names no state, and g's methods refuse to run.
type call struct {
	*served                    // the game served: pile handles, card caches, g
	thread     *sandbox.Thread // the thread the call runs on, stopped at a cap
	state      *core.State     // the state g reads and changes
	readOnly   bool            // the hook may only look (to_act, status, check, generate)
	plan       *rules.Plan     // the declared game's plan, or nil
	logBase    int             // log lines before the call, for the cap on lines a call may write
	emit       *emitter        // what out writes to, during a generator
	rejected   string          // the reason reject gave, or ""
	rejectedAt string          // where reject was called
}

// idle is the context outside any call: the game served, and no state.
func (h *Host) idle() call { return call{served: &h.view, thread: h.vm.thread} }

// servedPlan is the plan of the declared game served, or nil.
func (h *Host) servedPlan() *rules.Plan {
	if g := h.game; g != nil && g.plan != nil {
		return g.plan.plan
	}
	return nil
}

// run calls a hook with st as the state it sees. A read-only hook that tries
// to change the game fails.
func (h *Host) run(st *core.State, fn *lua.LFunction, readOnly bool, context string, args ...lua.LValue) ([]lua.LValue, error) {
	return h.runIn(call{state: st, readOnly: readOnly}, fn, context, args...)
}

// runIn calls a hook in the context cx, which names the state the hook
// sees, whether it may change it and what out writes to; the rest of the
// context (the game served, its plan) is the host's.
func (h *Host) runIn(cx call, fn *lua.LFunction, context string, args ...lua.LValue) ([]lua.LValue, error) {
	st, readOnly := cx.state, cx.readOnly
	cx.served, cx.thread, cx.plan = &h.view, h.vm.thread, h.servedPlan()
	cx.logBase = st.LogLen()
	h.cx = cx
	defer func() { h.cx = h.idle() }()
	h.view.growPiles(st)
	h.view.loadVars(st)
	rets, err := h.callN(fn, 2, context, args...)
	if readOnly && h.view.varsHoldTables() {
		h.view.varsState = nil // the hook may have changed a table inside g.vars in place
	}
	if err != nil {
		if !readOnly {
			h.view.varsState = nil // g.vars may hold half a move
		}
		return nil, err
	}
	if !readOnly {
		if err := h.storeVars(st); err != nil {
			return nil, err
		}
	}
	return rets, nil
}

// mutState is mustState for functions that change the game: they fail in
// the hooks that may only look (to_act, status, standing, and a verb's
// check, generate and part rules).
func (cx *call) mutState(L *lua.LState, what string) *core.State {
	st := cx.mustState(L, what)
	if cx.readOnly {
		L.RaiseError("%s changes the game, which only setup and a verb's apply may do (to_act, status, standing, and a verb's check, generate and part rules may only look)", what)
	}
	return st
}

// mustState returns the state being changed, or stops the script when no
// game is running (while the script itself is loading).
func (cx *call) mustState(L *lua.LState, what string) *core.State {
	if cx.state == nil {
		L.RaiseError("%s can only be used while a game is running (inside setup, to_act, status or a verb's functions)", what)
	}
	return cx.state
}

// bound makes a Lua function of a binding: each time the script calls it,
// it receives the context of the call under way.
func (h *Host) bound(fn func(cx *call, L *lua.LState) int) *lua.LFunction {
	return h.vm.L.NewFunction(func(L *lua.LState) int { return fn(&h.cx, L) })
}
