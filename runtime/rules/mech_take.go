package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// takeMech takes the top card, or the whole pile, of a pile into the hand
// (a verb with a Take; take.go).
type takeMech struct{ tp *takePlan }

func newTake(p *Plan, v int) (mechanic, error) { return takeMech{p.verbs[v].take}, nil }

func (t takeMech) list(g *Game, v, seat int, current bool) {
	if current && g.counted(t.tp.check(g)).Why == "" {
		g.cands = append(g.cands, cand{Verb: v, Suit: -1, Seat: -1})
	}
}

func (t takeMech) check(g *Game, seat int, m *notation.Move) refusal { return t.tp.check(g) }

func (t takeMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	return t.tp.apply(g, st, seat, m.Verb)
}
