package serve

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Reading the piles for the page: what a wild in a meld stands for, and,
// once the game is over, what every seat was left with.

// meldStands gives, for each pile that holds one of the melds laid (the
// flow's melds, read by their cards), each of its cards as the meld
// writes it, by position: "W=Y7" for a wild standing for Y7, "" for a card
// that stands for itself. Only piles with
// a wild standing for a card appear.
func meldStands(g engine.Game, piles []core.PileView) map[string][]string {
	mk, ok := g.(engine.MeldKeeper)
	if !ok {
		return nil
	}
	melds := mk.Melds()
	if len(melds) == 0 {
		return nil
	}
	d := g.State().Deck()
	out := map[string][]string{}
	for _, p := range piles {
		for _, m := range melds {
			if stands, ok := standsOf(d, p.Cards, m); ok {
				out[p.Name] = stands
				break
			}
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// standsOf reads cards (codes) as meld m: the card each stands for, and
// whether cards are m's cards, in order, with a wild standing for a card.
func standsOf(d *core.Deck, cards []string, m []core.MeldCard) ([]string, bool) {
	if len(cards) != len(m) || len(cards) == 0 {
		return nil, false
	}
	stands := make([]string, len(cards))
	named := false
	for i, c := range m {
		if c.Kind < 0 || c.Kind >= d.Kinds() || d.Kind(c.Kind).Code != cards[i] {
			return nil, false
		}
		if c.As >= 0 && c.As < d.Kinds() {
			stands[i], named = cards[i]+"="+d.Kind(c.As).Code, true
		}
	}
	return stands, named
}

// revealHands shows, once the game is over, the cards of every seat's own
// piles face up, as the terminal's last lines do: what each seat was left
// with. piles is changed in place.
func revealHands(st *core.State, piles []core.PileView) {
	for i, p := range piles {
		if p.Owner < 0 || p.Cards != nil || p.Count == 0 {
			continue
		}
		id, ok := st.PileByName(p.Name)
		if !ok {
			continue
		}
		cards := make([]string, 0, p.Count)
		for _, c := range st.Pile(id).Cards {
			cards = append(cards, st.Deck().Card(c).Code)
		}
		piles[i].Cards, piles[i].Top = cards, ""
		if len(cards) > 0 {
			piles[i].Top = cards[len(cards)-1]
		}
	}
}
