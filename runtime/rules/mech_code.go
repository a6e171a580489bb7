package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// codeMech is a verb the script's functions run alone (its generate,
// check and apply: the Hooks). Without a generate, the engine lists every
// value of its form (form.go), such as "challenge" or "guess <suit>".
type codeMech struct{}

func newCode(p *Plan, v int) (mechanic, error) { return codeMech{}, nil }

func (codeMech) list(g *Game, v, seat int, current bool) {
	if current && !g.d.Verbs[v].Code.Generate {
		g.listForm(v, seat)
	}
}

func (codeMech) check(g *Game, seat int, m *notation.Move) refusal { return legal }

func (codeMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error { return nil }
