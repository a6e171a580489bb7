package rules

import (
	"slices"

	"github.com/rulerun/rulerun/core"
)

// tableMelds keeps the melds on the table as core.CheckMeld read them, so
// that a listing checks a meld once, not at every decision: the cards
// checked (a copy), and each meld's reading (Kind 0 where it was refused).
type tableMelds struct {
	cards   [][]core.MeldCard
	checked []core.Meld
}

// checkedMelds is what CheckMeld makes of each meld of melds, checked
// again only where the melds changed since the last call.
func (g *Game) checkedMelds(melds [][]core.MeldCard) []core.Meld {
	t := &g.laid
	if len(t.cards) > len(melds) {
		t.cards, t.checked = t.cards[:len(melds)], t.checked[:len(melds)]
	}
	for i, cards := range melds {
		if i < len(t.cards) && slices.Equal(t.cards[i], cards) {
			continue
		}
		m, err := g.st.Deck().CheckMeld(cards, g.melds.rules)
		if err != nil {
			m = core.Meld{}
		}
		if i == len(t.cards) {
			t.cards, t.checked = append(t.cards, nil), append(t.checked, core.Meld{})
		}
		t.cards[i], t.checked[i] = slices.Clone(cards), m
	}
	return t.checked
}
