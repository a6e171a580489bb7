package lua

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/lua/bind"
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

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
	return h.runIn(st, readOnly, nil, fn, context, args...)
}

// runIn calls a hook with st as the state it sees, read only or not, and
// out as what the out object writes to (nil outside a generator); the
// bindings receive that context, and the declared plan of the game served.
func (h *Host) runIn(st *core.State, readOnly bool, out bind.Proposer, fn *lua.LFunction, context string, args ...lua.LValue) ([]lua.LValue, error) {
	if !readOnly {
		h.listed.forget() // the moves listed may not hold once a game changes
	}
	h.api.Begin(st, readOnly, h.servedPlan(), out)
	rets, err := h.callN(fn, 2, context, args...)
	if err != nil {
		h.api.End(false)
		return nil, err
	}
	if err := h.api.End(true); err != nil {
		return nil, &ScriptError{File: h.script.Path, Msg: err.Error()}
	}
	return rets, nil
}
