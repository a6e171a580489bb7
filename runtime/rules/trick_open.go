package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
)

// The opening play of a climbing game that declares its card
// (Trick.OpenWith): the seat dealt it makes the first play, which must
// contain it.

// openingLeader gives the first play to the seat dealt an opening card,
// and narrates it.
func (g *Game) openingLeader(st *core.State) error {
	if g.trick == nil || g.trick.openWith == nil {
		return nil
	}
	for s := range st.Seats() {
		if _, ok := g.openingCardOf(st, s); ok {
			if err := st.SetCurrent(s); err != nil {
				return err
			}
			if g.trick.OpenText != "" {
				st.SayAbout(s, g.trick.OpenText)
			}
			return nil
		}
	}
	return nil
}

// openingCard is the first opening card seat holds, in deck order; ok is
// false when it holds none, and its first play is then free.
func (g *Game) openingCard(seat int) (core.CardID, bool) {
	return g.openingCardOf(g.st, seat)
}

func (g *Game) openingCardOf(st *core.State, seat int) (core.CardID, bool) {
	d := st.Deck()
	found, ok := core.CardID(0), false
	for _, c := range st.Pile(g.hand.Of(seat)).Cards {
		if g.trick.openWith.Has(d, c) && (!ok || d.Card(c).Order < d.Card(found).Order) {
			found, ok = c, true
		}
	}
	return found, ok
}

// notOpening refuses a first play without the card it must contain.
func (g *Game) notOpening(seat int) refusal {
	d := g.st.Deck()
	c, def := g.lowest(seat), "the first play of the game must contain your lowest card, %s"
	if !g.trick.OpenWithLowest {
		c, _ = g.openingCard(seat)
		def = "the first play of the game must contain %s"
	}
	return refuse("trick", fmt.Sprintf(or(g.trick.OpenWhy, def), d.Card(c).Code))
}
