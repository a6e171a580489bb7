package shedding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Hands moved whole between seats by a card's effect: the turn core's
// effects ask for the swap of a seven and the pass of a zero.

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
