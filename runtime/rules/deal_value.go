package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Func and At are a function declared in place of a value and the context
// it is called with (mech.Func, mech.At).
type (
	Func = mech.Func
	At   = mech.At
)

// Valuer is the script's code that gives a value declared as a function:
// Value calls the function fn (from 1) with the context a and returns the
// whole number it gives. The script's Hooks answer it.
type Valuer interface {
	Value(c *Ctx, fn Func, a At) (int, error)
}

// atDeal is the context of a call at a deal by dealer.
func atDeal(st *core.State, dealer int) At {
	return At{Round: st.RoundNumber(), Seats: st.Seats(), Pack: st.Deck().Size(), Dealer: dealer}
}

// valueOf is the value of a field declared as v or, when fn is a function,
// what the script's code h gives for it at the context a (field names it
// in errors). A value declared calls no script.
func valueOf(h Hooks, st *core.State, v int, fn Func, a At, field string) (int, error) {
	if fn == 0 {
		return v, nil
	}
	vr, ok := h.(Valuer)
	if !ok {
		return 0, fmt.Errorf("%s: a function needs the script's code", field)
	}
	return vr.Value(&Ctx{State: st, ReadOnly: true}, fn, a)
}
