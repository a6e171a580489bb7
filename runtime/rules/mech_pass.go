package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/climbing"
)

// passMech is the pass (does = "pass") without a trick: the end of a turn
// that a draw kept (drawn.go) or of a turn in steps (turnstep.go). In a
// game that declares a trick it is the pass of the trick
// (runtime/rules/climbing).
type passMech struct{}

func newPass(p *Plan, v int) (mechanic, error) {
	if p.d.Trick != nil {
		return made(climbing.NewPass)(p, v)
	}
	return passMech{}, nil
}

func (passMech) list(g *Game, v, seat int, current bool) {
	if !current {
		return
	}
	if g.p.stepped() && EndsWith(g.st) == 0 || !g.p.stepped() && g.p.shed.Drawn.DrewThisTurn(view{g}) && g.counted(g.p.shed.Drawn.CheckMustPlay(view{g}, seat)).Why == "" {
		g.cands = append(g.cands, cand{Verb: v, Suit: -1, Seat: -1})
	}
}

func (passMech) check(g *Game, seat int, m *notation.Move) refusal {
	if g.p.stepped() {
		return bound(g) // checkOpen said when else it may be made
	}
	if why := g.p.shed.Drawn.CheckPassDrawn(view{g}); why.Why != "" {
		return why
	}
	return g.p.shed.Drawn.CheckMustPlay(view{g}, seat)
}

// bound refuses the pass that would end a turn a take bound the seat to
// end with another verb (taking the whole discard pile binds it to
// discard).
func bound(g *Game) refusal {
	if e := EndsWith(g.st); e > 0 {
		return g.d.Verbs[e-1].Take.EndWithRefusal()
	}
	return legal
}

func (passMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	g.p.shed.Drawn.PassDrawn(view{g}, st, seat)
	return nil
}
