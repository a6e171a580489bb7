package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// mechanicRunsCode reports whether seat's move m, of a verb with no code
// of its own to run, calls the script's code, as its mechanic says
// (mech.CodeRunner; mech.Shedder: the move empties the hand and the round
// ends, the next is dealt and the script's after_deal runs), else as the
// play of its cards does (playRunsCode). The answers are the verb's,
// asked once when the plan was made.
func (p *Plan) mechanicRunsCode(t view, seat int, m *notation.Move) bool {
	vp := &p.verbs[m.Verb]
	if vp.runner != nil {
		return vp.runner.RunsCode(t, seat, m)
	}
	if vp.shedder != nil {
		return p.rounds.redeals(true) && vp.shedder.Empties(t, seat, m)
	}
	return p.playRunsCode(t.g.st, seat, m)
}

// playRunsCode reports whether seat's move m, a play or a move of no cards,
// calls the script's code: it may end a round of a match whose deal runs
// it (seat holds one card or none), or its cards have an effect of code.
func (p *Plan) playRunsCode(st *core.State, seat int, m *notation.Move) bool {
	if p.rounds.redeals(p.d.DealtCode) && st.Pile(p.hand.Of(seat)).Len() <= 1 {
		return true // the round may end: the next is dealt, and the script's after_deal runs
	}
	pp := p.verbs[m.Verb].play
	if pp == nil {
		return false
	}
	refs := m.Args[pp.CardsSlot()].Cards
	if p.rounds.redeals(true) && len(refs) == st.Pile(p.hand.Of(seat)).Len() {
		return true // the round ends: the next is dealt, and the script's after_deal runs
	}
	for i := range p.d.Effects {
		if p.d.Effects[i].Hook < 0 {
			continue
		}
		for _, r := range refs {
			if s := p.effects[i].cards; s != nil && s[r.Kind] {
				return true
			}
		}
	}
	return false
}

// playCore is what the turn core does for a play of cards
// (shedding.Core), on the game the table views.
type playCore struct{}

// GoOut implements shedding.Core.
func (*playCore) GoOut(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	g := t.(view).g
	refs := m.Args[g.p.verbs[m.Verb].play.CardsSlot()].Cards
	kinds := make([]int, len(refs))
	for i, r := range refs {
		kinds[i] = r.Kind
	}
	return g.goOut(st, seat, m, kinds)
}

// Effects implements shedding.Core.
func (*playCore) Effects(t mech.Table, st *core.State, seat int, m *notation.Move, before shedding.Target) error {
	g := t.(view).g
	pp := g.p.verbs[m.Verb].play
	refs := m.Args[pp.CardsSlot()].Cards
	kinds := make([]int, len(refs))
	for i, r := range refs {
		kinds[i] = r.Kind
	}
	return effects(g, pp, st, seat, m, kinds, before)
}

// TakeTurn implements shedding.Core.
func (*playCore) TakeTurn(t mech.Table, st *core.State, seat, v int) {
	g := t.(view).g
	if i := g.p.verbs[v].jumpTally; i >= 0 {
		g.fired(i) // the rule of jumping in, as its refusal and narration cite it
	}
	g.p.endTurn(st, flowRef(st))
	_ = st.SetCurrent(seat)
}

var _ shedding.Core = (*playCore)(nil)
