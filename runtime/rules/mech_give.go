package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// giveMech gives the card of its <card> slot, for every seat to see, to
// the seat whose move imposed the duty it answers (does = "give";
// exchange.go).
type giveMech struct{}

func newGive(p *Plan, v int) (mechanic, error) { return giveMech{}, nil }

func (giveMech) list(g *Game, v, seat int, current bool) {
	if current {
		g.listGive(v, seat)
	}
}

func (giveMech) check(g *Game, seat int, m *notation.Move) refusal { return g.checkGive(seat, m) }

func (giveMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	return g.applyGive(st, seat, &g.d.Verbs[m.Verb], m)
}
