package shedding

import (
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Apply moves the cards of seat's checked play m and does what they do:
// the call, the end of the game when the hand is empty, the window for a
// missed call, the cards' effects and the end of the turn (the turn
// core's, Core).
func (pp *PlayPlan) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	t.Begin(st, seat)
	before := Target{Suit: -1, Rank: -1}
	if pp.match != nil && pp.shed.Remembers {
		before = pp.match.Target(st)
	}
	refs := m.Args[pp.cards].Cards
	hand := pp.hand.Of(seat)
	for _, r := range refs {
		if _, err := st.MoveKind(hand, r.Kind, pp.to.Of(seat), core.OnTop); err != nil {
			return err
		}
	}
	if pp.call >= 0 && m.Args[pp.call].Set {
		pp.caller.CallWith(t, st, seat, st.Pile(hand).Len()) // said as the cards go down: before the play's line
	}
	pp.narratePlay(st, seat, m, refs)
	if pp.emptyWins && st.Pile(hand).Len() == 0 {
		return pp.core.GoOut(t, st, seat, m)
	}
	if pp.caller != nil {
		pp.caller.Played(t, st, seat)
	}
	return pp.core.Effects(t, st, seat, m, before)
}

func (pp *PlayPlan) narratePlay(st *core.State, seat int, m *notation.Move, refs []notation.CardRef) {
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
