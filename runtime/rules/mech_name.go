package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// nameMech names the suit of its <suit> slot as the suit to follow (does =
// "name"), such as the colour of a wild start card (form.go).
type nameMech struct{}

func newName(p *Plan, v int) (mechanic, error) {
	if p.verbs[v].form.suit < 0 {
		return nil, fmt.Errorf("it names a suit: its form needs a <suit>")
	}
	return nameMech{}, nil
}

// notYours implements gate: the rule that says who names (a declarer).
func (n nameMech) notYours(g *Game, seat int) refusal { return n.gate(g, seat) }

// gate is why seat may not name a suit now, by the mechanics that say, or "".
func (nameMech) gate(g *Game, seat int) refusal {
	for _, m := range g.p.hear.inners {
		if ng, ok := m.(mech.NameGate); ok {
			if why := ng.MayName(view{g}, seat); why.Why != "" {
				return why
			}
		}
	}
	return legal
}

// list lists every value of the verb's form, unless the script's generate
// lists its moves, as for a verb of code alone.
func (n nameMech) list(g *Game, v, seat int, current bool) {
	if n.gate(g, seat).Why == "" {
		codeMech{}.list(g, v, seat, current)
	}
}

func (n nameMech) check(g *Game, seat int, m *notation.Move) refusal {
	return n.gate(g, seat)
}

func (nameMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	g.name(st, m)
	return nil
}
