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

func newPlay(p *Plan, v int) (mechanic, error) {
	pm := playMech{pp: p.verbs[v].play}
	pm.pp.caller, _ = p.wholes[doesCall].(mech.Caller)
	if !pm.pp.JumpIn {
		return pm, nil
	}
	p.watchMoves(starter{shedding.JumpWatch{}})
	return jumping{pm}, nil
}

func (pm playMech) list(g *Game, v, seat int, current bool) {
	switch {
	case current:
		pm.pp.listPlay(g, v, seat)
	case pm.pp.JumpIn && shedding.JumpSeats(g.st)&bit(seat) != 0:
		pm.pp.listJump(g, v, seat)
	}
}

func (pm playMech) check(g *Game, seat int, m *notation.Move) refusal {
	return pm.pp.checkPlay(g, seat, m)
}

func (pm playMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	return pm.pp.applyPlay(g, st, seat, m)
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

// Cite is the answer of mech it gives.
var _ mech.Citer = playMech{}
