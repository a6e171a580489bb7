package lua

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/lua/bind"
	"github.com/rulerun/rulerun/runtime/lua/decl"
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// Value runs the function declared in place of a value (deal.hand =
// function(at) ... end) with the context a as the table at (at.round,
// at.played, at.seats, at.pack, at.dealer, at.scores, at.trumps), read only, stopped
// as every script call is when it runs away; it must return what its
// field holds (decl.Func.Answer), else it is refused at its line.
func (d declaredHooks) Value(c *rules.Ctx, fn rules.Func, a rules.At) (int, string, error) {
	f := &d.g.plan.funcs[fn-1]
	h := d.g.host
	h.bind(d.g)
	rets, err := h.runIn(c.State, true, nil, f.Fn, f.Path, h.atTable(a))
	if err != nil {
		return 0, "", err
	}
	n, word, err := f.Answer(rets[0], a.Seats)
	if err != nil {
		got := bind.Describe(rets[0])
		if f.Kind == decl.Whole || f.Kind == decl.Seat {
			got = returned(rets[0]) // with a hint for a number written as a string
		}
		return 0, "", &ScriptError{File: h.script.Path, Line: f.Fn.Proto.LineDefined,
			Msg: fmt.Sprintf("%s %v (it returned %s)", f.Path, err, got)}
	}
	return n, word, nil
}

// atTable is the context a, as a declared function reads it: seats and the
// round numbered from 1, the dealer too (nil for none), the scores a list
// by seat, the trumps a suit's code (nil for none). It is the same table at each call, filled anew (the host's
// buffers): a function reads it while it runs.
func (h *Host) atTable(a rules.At) *lua.LTable {
	t, scores := h.buf.at, h.buf.atScores
	if t == nil {
		t, scores = h.vm.L.CreateTable(0, 7), h.vm.L.CreateTable(len(a.Scores), 0)
		h.buf.at, h.buf.atScores = t, scores
	}
	t.RawSetString("round", lua.LNumber(a.Round))
	t.RawSetString("played", lua.LNumber(a.Played))
	t.RawSetString("seats", lua.LNumber(a.Seats))
	t.RawSetString("pack", lua.LNumber(a.Pack))
	var dealer lua.LValue = lua.LNil
	if a.Dealer >= 0 {
		dealer = lua.LNumber(a.Dealer + 1)
	}
	t.RawSetString("dealer", dealer)
	for i := scores.Len(); i > len(a.Scores); i-- {
		scores.RawSetInt(i, lua.LNil)
	}
	for i, n := range a.Scores {
		scores.RawSetInt(i+1, lua.LNumber(n))
	}
	t.RawSetString("scores", scores)
	var trumps lua.LValue = lua.LNil
	if a.Trumps != "" {
		trumps = lua.LString(a.Trumps)
	}
	t.RawSetString("trumps", trumps)
	return t
}
