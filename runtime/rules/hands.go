package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// Hands moves whole hands between seats when a card is played
// (runtime/rules/shedding).
type Hands = shedding.Hands

// The ways an effect moves hands.
const (
	HandsNone = shedding.HandsNone // moves no hand
	HandsSwap = shedding.HandsSwap // the player's hand with the named seat's
	HandsPass = shedding.HandsPass // every hand one seat on
)

// moveHands does an effect's transfer of hands (hand, one pile a seat)
// for seat's play m, which may name the seat to swap with.
func (pp *playPlan) moveHands(st *core.State, hand Pile, seat int, m *notation.Move, e *Effect) {
	other, ok := pp.seatNamed(m)
	if !ok {
		other = -1
	}
	shedding.MoveHands(st, hand, e.Hands, seat, other, e.Text.Text != "")
}

// seatNamed is the seat a play names in its seat part, if it names one.
func (pp *playPlan) seatNamed(m *notation.Move) (int, bool) {
	if pp.seat < 0 || !m.Args[pp.seat].Set {
		return 0, false
	}
	return m.Args[pp.seat].Num, true
}

// checkSeatPart refuses a play that must name another seat and does not,
// or names one when it may not.
func (pp *playPlan) checkSeatPart(seat int, m *notation.Move, kinds []int) refusal {
	if pp.seat < 0 {
		return legal
	}
	named, ok := pp.seatNamed(m)
	must := pp.seatWith.AnyKind(kinds)
	switch {
	case must && (!ok || named == seat):
		return refuse(&pp.SeatHow, pp.SeatHow.Or("this play names another seat: add it"))
	case ok && !must:
		return refuse(&pp.SeatNot, pp.SeatNot.Or("this play names no seat"))
	}
	return legal
}

// seatChoices lists the seats a play of these card kinds by seat may name:
// every other seat when it must name one, else none (-1).
func (pp *playPlan) seatChoices(st *core.State, seat int, kinds []int) []int {
	if pp.seat < 0 || !pp.seatWith.AnyKind(kinds) {
		return []int{-1}
	}
	out := make([]int, 0, st.Seats()-1)
	for s := range st.Seats() {
		if s != seat {
			out = append(out, s)
		}
	}
	return out
}

// resolveSeatPart finds the slot of the seat a play names and the cards
// that name one.
func (p *Plan) resolveSeatPart(pp *playPlan, form *notation.Form) error {
	if pp.Seat == "" {
		return nil
	}
	if pp.seat = form.Slot(pp.Seat); pp.seat < 0 || form.Slots[pp.seat].Type != notation.Seat {
		return fmt.Errorf("its form %q has no part <%s> that names a seat", form.Pattern, pp.Seat)
	}
	var err error
	pp.seatWith, err = pp.SeatWith.Compile(p.d.Deck)
	return err
}

// resolveHands refuses an effect that swaps hands in a game where no play
// names a seat to swap with.
func (p *Plan) resolveHands() error {
	named := false
	for v := range p.verbs {
		pp := p.verbs[v].play
		named = named || pp != nil && pp.seat >= 0
	}
	for i, e := range p.d.Effects {
		if e.Hands == HandsSwap && !named {
			return fmt.Errorf("effect %d swaps hands with the seat a play names: give the play a seat part", i+1)
		}
	}
	return nil
}
