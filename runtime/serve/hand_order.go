package serve

import (
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// orderHand puts the cards of seatNo's own hand in the order the game's
// mechanics hold it (engine.Table): as a mechanic arranges it (melds, then
// deadwood), else by suit then rank (a trick game), else by rank; a hand
// the mechanics say nothing of stays in its pile's order.
func orderHand(deck *core.Deck, piles []core.PileView, seatNo int, facts *engine.Table) {
	if facts == nil || seatNo < 0 {
		return
	}
	for i := range piles {
		p := &piles[i]
		if p.Owner != seatNo || p.Group != "hand" || len(p.Cards) != p.Count {
			continue
		}
		switch {
		case sameCodes(facts.Hand, p.Cards):
			p.Cards = slices.Clone(facts.Hand)
		case facts.Sort == engine.SortSuit:
			p.Cards = sortCodes(deck, p.Cards, true)
		case facts.Sort == engine.SortRank:
			p.Cards = sortCodes(deck, p.Cards, false)
		}
	}
}

// sameCodes reports whether a and b hold the same codes, in any order.
func sameCodes(a, b []string) bool {
	if len(a) != len(b) || len(a) == 0 {
		return false
	}
	x, y := slices.Clone(a), slices.Clone(b)
	slices.Sort(x)
	slices.Sort(y)
	return slices.Equal(x, y)
}

// sortCodes returns codes in the deck's order (by rank), or by suit first.
func sortCodes(deck *core.Deck, codes []string, bySuit bool) []string {
	type key struct{ suit, order int }
	keyOf := func(code string) key {
		k, ok := deck.Lookup(code)
		if !ok {
			return key{1 << 30, 1 << 30}
		}
		c := deck.Kind(k)
		if !bySuit {
			return key{0, c.Order}
		}
		return key{c.SuitIndex, c.Order}
	}
	out := slices.Clone(codes)
	slices.SortStableFunc(out, func(a, b string) int {
		ka, kb := keyOf(a), keyOf(b)
		if ka.suit != kb.suit {
			return ka.suit - kb.suit
		}
		return ka.order - kb.order
	})
	return out
}
