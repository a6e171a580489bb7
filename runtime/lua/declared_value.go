package lua

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// Value runs the function declared in place of a value (deal.hand =
// function(at) ... end) with the context a as the table at (at.round,
// at.seats, at.pack, at.dealer), read only, stopped as every script call
// is when it runs away; it must return a whole number of 0 or more.
func (d declaredHooks) Value(c *rules.Ctx, fn rules.Func, a rules.At) (int, error) {
	f := d.g.plan.funcs[fn-1]
	h := d.g.host
	h.bind(d.g)
	rets, err := h.runIn(c.State, true, nil, f.Fn, f.Path, h.atTable(a))
	if err != nil {
		return 0, err
	}
	n, ok := rets[0].(lua.LNumber)
	if !ok || n < 0 || float64(int(n)) != float64(n) {
		return 0, &ScriptError{File: h.script.Path, Line: f.Fn.Proto.LineDefined,
			Msg: fmt.Sprintf("%s must return a whole number of 0 or more (it returned %s)", f.Path, returned(rets[0]))}
	}
	return int(n), nil
}

// atTable is the context a, as a declared function reads it: seats and the
// round numbered from 1, the dealer too (nil for none).
func (h *Host) atTable(a rules.At) *lua.LTable {
	t := h.vm.L.CreateTable(0, 4)
	t.RawSetString("round", lua.LNumber(a.Round))
	t.RawSetString("seats", lua.LNumber(a.Seats))
	t.RawSetString("pack", lua.LNumber(a.Pack))
	if a.Dealer >= 0 {
		t.RawSetString("dealer", lua.LNumber(a.Dealer+1))
	}
	return t
}
