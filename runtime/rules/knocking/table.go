package knocking

import (
	"fmt"
	"math/bits"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// ShowTable implements mech.Shower: to the seat looking, its own hand as the
// engine would arrange it, each meld together and the deadwood last, and
// what its deadwood counts; to every seat, the most a knock may leave.
func (k *knockMech) ShowTable(st *core.State, seat int, t *engine.Table) {
	t.Status = append(t.Status, fmt.Sprintf("knock with deadwood %d or less", k.limit(st)))
	if seat < 0 || !mech.SeesPile(st, k.hand, seat, seat) || st.Result().Over {
		return
	}
	cards := st.Pile(k.hand.Of(seat)).Cards
	if len(cards) == 0 || len(cards) > 64 {
		return
	}
	sp := core.SpreadHand(spreadCards(st, cards), k.Meld, nil)
	t.Badge(seat, fmt.Sprintf("deadwood %d", sp.Cost))
	t.Hand = arrangedCodes(st, cards, sp)
	for _, m := range sp.Melds {
		t.Melds = append(t.Melds, bits.OnesCount64(m))
	}
}

// arrangedCodes are the codes of a hand's cards, meld by meld, then its
// deadwood, each part in the deck's order.
func arrangedCodes(st *core.State, cards []core.CardID, sp core.Spread) []string {
	d := st.Deck()
	out := make([]string, 0, len(cards))
	add := func(mask uint64) {
		var part []core.CardID
		for m := mask; m != 0; m &= m - 1 {
			part = append(part, cards[bits.TrailingZeros64(m)])
		}
		slices.SortFunc(part, func(a, b core.CardID) int { return d.Card(a).Order - d.Card(b).Order })
		for _, c := range part {
			out = append(out, d.Card(c).Code)
		}
	}
	for _, m := range sp.Melds {
		add(m)
	}
	add(sp.Deadwood)
	return out
}
