package rules

import (
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The rules applied as they happen: a counted game (Tally) counts the rule
// codes of each rule the engine applies, so that the designer's report
// calls no rule dead that a game used. A move is played under the rules
// its mechanic names (a mech.Citer); an effect, a bomb or a jump in fires
// under the rule its declaration gives.

// citeMove counts the rules seat's move m is played under, when the game
// is counted.
func (g *Game) citeMove(seat int, m *notation.Move) {
	if g.tally == nil {
		return
	}
	if c, ok := g.p.verbs[m.Verb].mech.(mech.Citer); ok {
		c.Cite(view{g}, seat, m, g.tally)
	}
	if g.p.verbs[m.Verb].opening {
		g.tally.ApplyCodes(g.d.Turn.OpenWhy.Codes) // a turn in steps is opened under its rule
	}
	if i := g.p.verbs[m.Verb].answer; i >= 0 {
		g.tally.ApplyCodes(g.p.duties[i].Why.Codes) // an answer is made under the duty's rule
	}
}
