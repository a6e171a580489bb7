package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Predicate is the script's code that answers a predicate declared on a
// move (game.moving's when = function(at, move)): Allows calls the
// function fn (from 1) with the context a and the move q, read only, and
// returns whether it allows the move. The script's Hooks answer it.
type Predicate interface {
	Allows(c *Ctx, fn Func, a At, q mech.Asked) (bool, error)
}

// Allows implements mech.Table: the script's predicate fn asked about the
// move q in st, at the round's context (the dealer as the turn keeps it).
func (t view) Allows(fn Func, st *core.State, q mech.Asked) (bool, error) {
	h, ok := t.g.hooks.(Predicate)
	if !ok {
		return false, fmt.Errorf("%s: a predicate needs the script's code", q.Verb)
	}
	return h.Allows(&Ctx{State: st, ReadOnly: true}, fn, atNow(st, st.Turn().Dealer), q)
}
