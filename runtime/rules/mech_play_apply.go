package rules

import (
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

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
	refs := m.Args[pp.cards].Cards
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

// applyPlay moves the cards played and does what they do: the call, the
// end of the game when the hand is empty, the window for a missed call,
// the cards' effects and the end of the turn.
func (pp *playPlan) applyPlay(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	t.Begin(st, seat)
	before := shedding.Target{Suit: -1, Rank: -1}
	if pp.match != nil {
		before = pp.match.Target(st)
	}
	refs := m.Args[pp.cards].Cards
	hand := pp.hand.Of(seat)
	kinds := make([]int, len(refs))
	for i, r := range refs {
		kinds[i] = r.Kind
		if _, err := st.MoveKind(hand, r.Kind, pp.to.Of(seat), core.OnTop); err != nil {
			return err
		}
	}
	if pp.call >= 0 && m.Args[pp.call].Set {
		pp.caller.CallWith(t, st, seat, st.Pile(hand).Len()) // said as the cards go down: before the play's line
	}
	pp.narratePlay(st, seat, m, refs)
	g := t.(view).g // the going out and the effects are still the turn core's: kinds passed to them does not escape
	if pp.emptyWins && st.Pile(hand).Len() == 0 {
		return g.goOut(st, seat, m, kinds)
	}
	if pp.caller != nil {
		pp.caller.Played(t, st, seat)
	}
	return pp.effects(g, st, seat, m, kinds, before)
}

func (pp *playPlan) narratePlay(st *core.State, seat int, m *notation.Move, refs []notation.CardRef) {
	if pp.Text.Text != "" && pp.name < 0 {
		st.SayAbout(seat, mech.WithRefs(pp.Text.Text, st.Deck(), refs), pp.Text.Codes...)
		return
	}
	if st.Imagined() {
		return
	}
	var b strings.Builder
	b.Grow(24 + 4*len(refs)) // the line in one allocation
	b.WriteString("{seat} {play|plays}")
	for _, r := range refs {
		b.WriteByte(' ')
		b.WriteString(notation.CardText(r, st.Deck()))
	}
	var codes []string
	if pp.name >= 0 && m.Args[pp.name].Set {
		i, _ := st.Deck().SuitIndex(m.Args[pp.name].Code)
		b.WriteString(mech.FillArg(pp.NameText.Or(" and {call|calls} %s"), suitName(st.Deck(), i)))
		codes = pp.NameText.Codes
	}
	b.WriteByte('.')
	st.SayAbout(seat, b.String(), codes...)
}
