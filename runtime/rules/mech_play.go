package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// playMech plays cards from the hand onto a pile (a verb with a Play): a
// card that matches, a run, with the suit it names and the call made with
// it; any seat may jump in out of turn with an identical card where the
// play allows it (jumpin.go).
type playMech struct{ pp *playPlan }

func newPlay(p *Plan, v int) (mech.Mechanic, error) {
	pm := playMech{pp: p.verbs[v].play}
	pm.pp.caller, _ = p.wholes[doesCall].(mech.Caller)
	if !pm.pp.JumpIn {
		return pm, nil
	}
	p.watchMoves(starter{shedding.JumpWatch{}})
	return jumping{pm}, nil
}

// List implements mech.Mechanic: the seat to act's plays, and another
// seat's jump in while the window is open.
func (pm playMech) List(t mech.Table, v, seat int, current bool) {
	switch {
	case current:
		pm.pp.listPlay(t, v, seat)
	case pm.pp.JumpIn && shedding.JumpSeats(t.State())&bit(seat) != 0:
		pm.pp.listJump(t, v, seat)
	}
}

// Check implements mech.Mechanic.
func (pm playMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	return pm.pp.checkPlay(t, seat, m)
}

// Apply implements mech.Mechanic.
func (pm playMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	return pm.pp.applyPlay(t, st, seat, m)
}

// Cite implements mech.Citer: a run is played under its rules; a single card
// under its match's rule (the named suit's, when a suit was named); and a
// call made with the play under the call's.
func (pm playMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	pp := pm.pp
	switch {
	case len(m.Args[pp.cards].Cards) > 1:
		tally.ApplyCodes(pp.implied.runs)
	case pp.Match != nil && namedSuit(t.State()) > 0:
		tally.ApplyCodes(pp.implied.matchNamed)
	case pp.Match != nil:
		tally.ApplyCodes(pp.implied.match)
	}
	if pp.call >= 0 && m.Args[pp.call].Set {
		tally.ApplyCodes(pp.caller.Codes())
	}
	if pp.seat >= 0 && m.Args[pp.seat].Set {
		tally.ApplyCodes(pp.implied.seat) // the rule of naming a seat, as its refusals cite it (a seven swaps hands)
	}
}

// The answers of mech it gives.
var (
	_ mech.Mechanic = playMech{}
	_ mech.Citer    = playMech{}
)
