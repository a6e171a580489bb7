package shedding

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Hands moves whole hands between seats when a card is played: the
// transfer of a seven that swaps hands with a seat the play names, or of a
// zero that passes every hand on. The turn core's effects ask for it.
type Hands int

// The ways an effect moves hands.
const (
	// HandsNone moves no hand.
	HandsNone Hands = iota
	// HandsSwap exchanges the player's hand with the hand of the seat its
	// play names (the play's seat part).
	HandsSwap
	// HandsPass passes every hand one seat on in the direction of play.
	HandsPass
)

// Texts the engine narrates hands moved with, where the effect declares
// none: templates about the player.
const (
	swapText = "{seat} {swap|swaps} hands with %s."
	passText = "Every hand passes to the next player."
)

// MoveHands does the transfer of hands h (hand, one pile a seat) in st for
// seat's play, which named the seat other (-1 for none), narrated in the
// engine's words unless quiet (the effect says its own).
func MoveHands(st *core.State, hand mech.Pile, h Hands, seat, other int, quiet bool) {
	switch h {
	case HandsSwap:
		if other < 0 || other == seat {
			return
		}
		SwapHands(st, hand, seat, other)
		if !quiet {
			st.SayAbout(seat, fmt.Sprintf(swapText, core.Event{Text: "{seat}", About: int32(other) + 1}.TextFor(-1)))
		}
	case HandsPass:
		PassHands(st, hand, seat)
		if !quiet {
			st.Say(passText)
		}
	}
}

// SwapHands exchanges the hands (hand, one pile a seat) of seats a and b
// in st, each keeping its order.
func SwapHands(st *core.State, hand mech.Pile, a, b int) {
	pa, pb := hand.Of(a), hand.Of(b)
	n := st.Pile(pa).Len()
	_ = st.MoveAll(pb, pa)
	for range n {
		_, _ = st.MoveAt(pa, 0, pb, core.OnTop)
	}
}

// PassHands gives every seat's hand to the next seat in the direction of
// play in st, from seat round: swapping seat's hand with each seat in turn
// leaves each seat the hand of the seat before it.
func PassHands(st *core.State, hand mech.Pile, seat int) {
	for i := 1; i < st.Seats(); i++ {
		SwapHands(st, hand, seat, st.NextSeat(seat, i))
	}
}
