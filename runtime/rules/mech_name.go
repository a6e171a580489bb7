package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// nameMech names the suit of its <suit> slot as the suit to follow (does =
// "name"), such as the colour of a wild start card (form.go).
type nameMech struct{}

func newName(p *Plan, v int) (mechanic, error) { return nameMech{}, nil }

// list lists every value of the verb's form, unless the script's generate
// lists its moves, as for a verb of code alone.
func (nameMech) list(g *Game, v, seat int, current bool) { codeMech{}.list(g, v, seat, current) }

func (nameMech) check(g *Game, seat int, m *notation.Move) refusal { return legal }

func (nameMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	g.name(st, m)
	return nil
}
