package shedding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// What the effects of the cards played (the turn core's, Core.Effects) ask
// of the play: the suit it names, the seat it names, the window it opens
// to jump in.

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
