package climbing

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The opening play of a climbing game that declares its card
// (Trick.OpenWith): the seat dealt it makes the first play, which must
// contain it.

// openingLeader gives the first play of the game to the seat dealt an
// opening card, and narrates it: after the first deal, before any move.
func (tp *plan) openingLeader(st *core.State) error {
	if tp.openWith == nil || st.MovesLen() > 0 {
		return nil
	}
	for s := range st.Seats() {
		if _, ok := tp.openingCardOf(st, s); ok {
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
func (tp *plan) openingCard(t *table, seat int) (core.CardID, bool) {
	return tp.openingCardOf(t.st, seat)
}

// openingCardOf is the first opening card seat holds in st.
func (tp *plan) openingCardOf(st *core.State, seat int) (core.CardID, bool) {
	d := st.Deck()
	found, ok := core.CardID(0), false
	for _, c := range st.Pile(tp.hand.Of(seat)).Cards {
		if tp.openWith.Has(d, c) && (!ok || d.Card(c).Order < d.Card(found).Order) {
			found, ok = c, true
		}
	}
	return found, ok
}

// notOpening refuses a first play without the card it must contain.
func (tp *plan) notOpening(t *table, seat int) mech.Refusal {
	d := t.st.Deck()
	c, def := tp.lowest(t, seat), "the first play of the game must contain your lowest card, %s"
	if !tp.OpenWithLowest {
		c, _ = tp.openingCard(t, seat)
		def = "the first play of the game must contain %s"
	}
	return mech.Refuse(&tp.OpenWhy, fmt.Sprintf(tp.OpenWhy.Or(def), d.Card(c).Code))
}
