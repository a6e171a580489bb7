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
func (tp *trickPlan) openingLeader(g *Game, st *core.State) error {
	if tp == nil || tp.openWith == nil {
		return nil
	}
	for s := range st.Seats() {
		if _, ok := tp.openingCardOf(g, st, s); ok {
			if err := st.SetCurrent(s); err != nil {
				return err
			}
			if tp.OpenText.Text != "" {
				st.SayAbout(s, tp.OpenText.Text, tp.OpenText.Codes...)
			}
			return nil
		}
	}
	return nil
}

// openingCard is the first opening card seat holds, in deck order; ok is
// false when it holds none, and its first play is then free.
func (tp *trickPlan) openingCard(g *Game, seat int) (core.CardID, bool) {
	return tp.openingCardOf(g, g.st, seat)
}

func (tp *trickPlan) openingCardOf(g *Game, st *core.State, seat int) (core.CardID, bool) {
	d := st.Deck()
	found, ok := core.CardID(0), false
	for _, c := range st.Pile(g.p.hand.Of(seat)).Cards {
		if tp.openWith.Has(d, c) && (!ok || d.Card(c).Order < d.Card(found).Order) {
			found, ok = c, true
		}
	}
	return found, ok
}

// notOpening refuses a first play without the card it must contain.
func (tp *trickPlan) notOpening(g *Game, seat int) refusal {
	d := g.st.Deck()
	c, def := tp.lowest(g, seat), "the first play of the game must contain your lowest card, %s"
	if !tp.OpenWithLowest {
		c, _ = tp.openingCard(g, seat)
		def = "the first play of the game must contain %s"
	}
	return refuse(&tp.OpenWhy, fmt.Sprintf(tp.OpenWhy.Or(def), d.Card(c).Code))
}
