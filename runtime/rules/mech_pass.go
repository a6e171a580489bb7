package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// passMech is the pass (does = "pass"): in a climbing game the pass of a
// trick (trick_moves.go); without a trick, the end of a turn that a draw
// kept (drawn.go) or of a turn in steps (turnstep.go).
type passMech struct{ codes []string } // the trick's rules of passing, if any

func newPass(p *Plan, v int) (mechanic, error) {
	if p.trick != nil {
		return passMech{p.trick.passCodes}, nil
	}
	return passMech{}, nil
}

func (passMech) list(g *Game, v, seat int, current bool) {
	if !current {
		return
	}
	if g.p.trick != nil && g.p.trick.mayPass(g, seat) || g.p.trick == nil && (g.p.stepped() && EndsWith(g.st) == 0 || !g.p.stepped() && g.p.drawn.drewThisTurn(g) && g.counted(g.p.drawn.checkMustPlay(g, seat)).Why == "") {
		g.cands = append(g.cands, cand{Verb: v, Suit: -1, Seat: -1})
	}
}

func (passMech) check(g *Game, seat int, m *notation.Move) refusal {
	switch {
	case g.p.stepped():
		return bound(g) // checkOpen said when else it may be made
	case g.p.trick != nil:
		return g.p.trick.checkPass(g, seat)
	}
	if why := g.p.drawn.checkPassDrawn(g); why.Why != "" {
		return why
	}
	return g.p.drawn.checkMustPlay(g, seat)
}

// bound refuses the pass that would end a turn a take bound the seat to
// end with another verb (taking the whole discard pile binds it to
// discard).
func bound(g *Game) refusal {
	if e := EndsWith(g.st); e > 0 {
		tp := g.p.verbs[e-1].take
		return refuse(&tp.EndWithWhy, tp.EndWithWhy.Or("after taking that pile you must end your turn with "+tp.EndWith))
	}
	return legal
}

func (passMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	if g.p.trick != nil {
		g.p.trick.applyPass(g, st, seat)
	} else {
		g.p.drawn.passDrawn(g, st, seat)
	}
	return nil
}

// Cite implements mech.Citer: the pass of a trick is made under the rule of
// passing (the one its refusal to the leader cites).
func (pm passMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(pm.codes)
}

// Cite is the answer of mech it gives.
var _ mech.Citer = passMech{}
