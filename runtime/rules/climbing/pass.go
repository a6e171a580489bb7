package climbing

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// passMech is the pass of a trick (does = "pass" in a game that declares
// game.trick): the seat lets the play on the table stand and is out of
// the trick (or, with Rejoin, until the next play).
type passMech struct {
	tp    *plan
	trick int // the verb whose room the pass lists in: the play to the trick's, which it shares, else its own
}

// NewPass makes the pass of a trick of verb v (mech.Make).
func NewPass(s mech.Setup, v int) (mech.Mechanic, error) {
	tp, err := newPlan(s)
	if err != nil {
		return nil, err
	}
	pm := &passMech{tp: tp, trick: s.VerbOf(doesTrick)}
	if pm.trick < 0 {
		pm.trick = v
	}
	return pm, nil
}

// List implements mech.Mechanic: the seat to act may pass a play on the
// table, unless the last-card rule binds it to play.
func (pm *passMech) List(t mech.Table, v, seat int, current bool) {
	if !current || ToBeatOf.Of(t.State()).Kind == 0 {
		return
	}
	if pm.tp.LastCard == nil {
		t.Offer(v)
		return
	}
	var tb table
	if pm.tp.mayPass(tb.of(t, pm.trick), seat) {
		t.Offer(v)
	}
}

// Check implements mech.Mechanic: the seat that leads may not pass, nor a
// seat the last-card rule binds to play.
func (pm *passMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	var tb table
	return pm.tp.checkPass(tb.of(t, pm.trick), seat)
}

// Apply implements mech.Mechanic.
func (pm *passMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	pm.tp.applyPass(st, seat)
	return nil
}

// Cite implements mech.Citer: the pass of a trick is made under the rule of
// passing (the one its refusal to the leader cites).
func (pm *passMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(pm.tp.passCodes)
}

// Cite is the answer of mech it gives.
var _ mech.Citer = (*passMech)(nil)
