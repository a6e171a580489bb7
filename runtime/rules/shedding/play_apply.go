package shedding

import (
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A Core is what the turn core does for a play of cards: what the cards
// do once they are down, and the turn a seat takes by jumping in.
type Core interface {
	// GoOut ends the game, or the round of a match, won by seat, whose
	// play m emptied its hand: the effects of a last card first
	// (mech.Table.GoOut, of the cards of the play).
	GoOut(t mech.Table, st *core.State, seat int, m *notation.Move) error
	// Effects does what the cards of seat's play m do (game.effects), in
	// the declared order, then ends the turn unless it stays open: before
	// is what was to be matched before the play, which a duty the
	// effects impose remembers.
	Effects(t mech.Table, st *core.State, seat int, m *notation.Move, before Target) error
	// TakeTurn makes seat, jumping in with a play of verb v, the seat
	// whose turn it is: the jump counted, and the turn under way ended
	// as any turn ends.
	TakeTurn(t mech.Table, st *core.State, seat, v int)
}

// Apply moves the cards of seat's checked play m and does what they do:
// the call, the end of the game when the hand is empty, the window for a
// missed call, the cards' effects and the end of the turn (the turn
// core's, Core).
func (pp *PlayPlan) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	t.Begin(st, seat)
	before := Target{Suit: -1, Rank: -1}
	if pp.match != nil {
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

// NameSuit makes the suit seat's play m names, when it names one, the
// suit named in st (an effect's name).
func (pp *PlayPlan) NameSuit(st *core.State, m *notation.Move) {
	if pp.name >= 0 && m.Args[pp.name].Set {
		i, _ := st.Deck().SuitIndex(m.Args[pp.name].Code)
		setNamed(st, i)
	}
}

// setNamed makes the suit of index i (-1 for none) the one named in st.
func setNamed(st *core.State, i int) {
	if i < 0 {
		if mech.SuitNamed.Of(st).Suit != 0 {
			mech.SuitNamed.Ref(st).Suit = 0
		}
		return
	}
	mech.SuitNamed.Ref(st).Suit = i + 1
}

// MoveHandsFor does the transfer of hands of effect e for seat's play m,
// which may name the seat to swap with.
func (pp *PlayPlan) MoveHandsFor(st *core.State, seat int, m *notation.Move, e *Effect) {
	other, ok := pp.seatNamed(m)
	if !ok {
		other = -1
	}
	MoveHands(st, pp.hand, e.Hands, seat, other, e.Text.Text != "")
}

// jumpText narrates a jump where the play declares no words for it.
const jumpText = "{seat} {jump|jumps} in."

// OpenJumpAfter opens the window to jump in on seat's play of kinds in st,
// when its verb allows it and the play passed the turn to another seat
// with nothing owed: no duty imposed (noDuty), no total held, no open
// turn, and the card played still on top.
func (pp *PlayPlan) OpenJumpAfter(t mech.Table, st *core.State, seat int, kinds []int, noDuty bool) {
	if !pp.JumpIn || !noDuty || st.Result().Over || Stacked(st) > 0 || t.OpenTurn(st) || st.Turn().Current == seat {
		return
	}
	if top, ok := st.Pile(pp.to.Of(seat)).Top(); ok && st.Deck().KindOf(top) == kinds[len(kinds)-1] {
		OpenJump(st, seat)
	}
}
