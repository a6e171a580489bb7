package lua

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	lua "github.com/yuin/gopher-lua"
)

// Allows runs the predicate declared on a move (when = function(at, move)
// ... end) with the context a as the table at and the move q as the table
// move (move.seat from 1, move.verb, move.card, move.from, move.to), read
// only, stopped as every script call is when it runs away; it must return
// true or false.
func (d declaredHooks) Allows(c *rules.Ctx, fn rules.Func, a rules.At, q mech.Asked) (bool, error) {
	h := d.g.host
	h.bind(d.g)
	return d.askFlag(c, fn, h.atTable(a), h.askedTable(q))
}

// askFlag runs the function fn declared in a field that is asked, never
// kept (a move's when, what beats what), with args, read only, stopped as
// every script call is when it runs away; it must return true or false,
// else it is refused at its line with its field's path.
func (d declaredHooks) askFlag(c *rules.Ctx, fn rules.Func, args ...lua.LValue) (bool, error) {
	f := d.g.plan.funcs[fn-1]
	h := d.g.host
	rets, err := h.runIn(c.State, true, nil, f.Fn, f.Path, args...)
	if err != nil {
		return false, err
	}
	b, ok := rets[0].(lua.LBool)
	if !ok {
		return false, &ScriptError{File: h.script.Path, Line: f.Fn.Proto.LineDefined,
			Msg: fmt.Sprintf("%s must return true or false (it returned %s)", f.Path, returned(rets[0]))}
	}
	return bool(b), nil
}

// askedTable is the move q, as a predicate reads it: the seat numbered
// from 1.
func (h *Host) askedTable(q mech.Asked) *lua.LTable {
	t := h.vm.L.CreateTable(0, 5)
	t.RawSetString("seat", lua.LNumber(q.Seat+1))
	t.RawSetString("verb", lua.LString(q.Verb))
	t.RawSetString("card", lua.LString(q.Card))
	t.RawSetString("from", lua.LString(q.From))
	t.RawSetString("to", lua.LString(q.To))
	return t
}

var _ rules.Predicate = declaredHooks{}
