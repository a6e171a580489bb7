package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// trickMech is a play to the trick of a climbing game (does = "trick";
// trick*.go): a combination of cards that beats the play to beat, or
// leads.
type trickMech struct{ tp *trickPlan }

func newTrick(p *Plan, v int) (mechanic, error) {
	if p.trick == nil {
		return nil, fmt.Errorf("it plays to the trick: declare game.trick")
	}
	return trickMech{p.trick}, nil
}

func (trickMech) list(g *Game, v, seat int, current bool) {
	if current {
		g.p.trick.listTrick(g, v, seat)
	}
}

func (trickMech) check(g *Game, seat int, m *notation.Move) refusal {
	return g.p.trick.checkTrick(g, seat, m)
}

func (trickMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	return g.p.trick.applyTrick(g, st, seat, m)
}

// Cite implements mech.Citer: every play to the trick is made under the rule
// of what a play is, and one that beats the play on the table under the
// rule of beating.
func (tm trickMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tp := tm.tp
	tally.ApplyCodes(tp.kindCodes)
	if on := toBeatOf.Of(t.State()).Kind; on != 0 {
		tally.ApplyCodes(tp.beating(on - 1))
	}
}

// beating are the codes a play that beats a play of kind k is made under,
// each once: the rule of beating, and the rules that refuse a play that
// does not beat one of that kind (the trick's and the kind's own, and
// the classes' when the kind is ranked in them).
func (tp *trickPlan) beating(k int) []string {
	lists := [][]string{tp.beatCodes}
	keys := []string{"lower", "follow"}
	if tp.class[k] >= 0 {
		keys = append(keys, "class")
	}
	for _, key := range keys {
		lists = append(lists, tp.Why.Of(key).Codes, tp.Kinds[k].Why.Of(key).Codes)
	}
	return mech.UnionCodes(lists...)
}

// Cite is the answer of mech it gives.
var _ mech.Citer = trickMech{}
