package taking

import (
	"fmt"
	"maps"
	"slices"

	"github.com/rulerun/rulerun/core"
)

// Bowers: a card whose suit and rank change with the trump suit. The card
// of the declared rank in trumps (the right bower) is the highest trump;
// the card of that rank in the suit paired with trumps (the suit of the
// same colour: the left bower) is the next, and counts as a trump, not as
// a card of its printed suit: it follows trumps, is led as a trump and
// wins as one. Every other card keeps its suit and rank.

// Bowers declares the bowers, in game.tricks.bowers.
type Bowers struct {
	// Rank is the rank code of the bowers, such as "J".
	Rank string `lua:"rank" required:"the rank of the bowers, such as \"J\"" doc:"The rank code of the bowers, such as \"J\"."`
	// Pairs pairs each suit with the suit whose card of Rank is its left
	// bower (the suit of the same colour): {S = "C", C = "S", ...}.
	Pairs map[string]string `lua:"pairs" required:"the suit of the same colour of each suit, such as {S = \"C\", C = \"S\", H = \"D\", D = \"H\"}" doc:"The suit of the same colour of each suit, such as {S = \"C\", C = \"S\", H = \"D\", D = \"H\"}: with trumps S, the jack of clubs is the left bower. A pair declared one way holds both ways."`
}

// The ranks of the bowers above every other trump (winner).
const (
	rightBower = 1000 + 1<<10
	leftBower  = rightBower - 1
)

// bowers finds the bowers' rank and the pairs of suits in the deck.
func (f *followMech) bowers(d *core.Deck) error {
	f.bower = -1
	b := f.Bowers
	if b == nil {
		return nil
	}
	if f.Trumps == "" {
		return fmt.Errorf("tricks bowers: the bowers are trumps: declare the trumps")
	}
	for i, r := range d.Ranks() {
		if r.Code == b.Rank {
			f.bower = i
		}
	}
	if f.bower < 0 {
		return fmt.Errorf("tricks bowers: %q is not a rank of the deck", b.Rank)
	}
	f.pair = make([]int, len(d.Suits()))
	for i := range f.pair {
		f.pair[i] = -1
	}
	for _, s := range slices.Sorted(maps.Keys(b.Pairs)) {
		i, ok := d.SuitIndex(s)
		j, ok2 := d.SuitIndex(b.Pairs[s])
		if !ok || !ok2 || i == j {
			return fmt.Errorf("tricks bowers: pairs.%s = %q: pair two suits of the deck", s, b.Pairs[s])
		}
		f.pair[i], f.pair[j] = j, i
	}
	return nil
}

// suitOf is the suit a card of kind k counts as, counted as c says: trumps
// for the left bower, the suit the round counts it as, else its own.
func (f *followMech) suitOf(d *core.Deck, k int, c *cardCount) int {
	card := d.Kind(k)
	if f.bower >= 0 && c.trumps >= 0 && card.RankIndex == f.bower && f.pair[c.trumps] == card.SuitIndex {
		return c.trumps
	}
	if c.suits != "" {
		if s, ok := countedSuit(d, c.suits, card.Code); ok {
			return s
		}
	}
	return card.SuitIndex
}

// rankOf is how high a card of kind k ranks in a trick led in suit led,
// counted as c says: a trump above every other card, the bowers above
// every other trump, a card ranked high (Tricks.High) above every other
// of its suit; a card of neither suit -1.
func (f *followMech) rankOf(d *core.Deck, k, led int, c *cardCount) int {
	card := d.Kind(k)
	suit := f.suitOf(d, k, c)
	if suit != c.trumps && suit != led {
		return -1
	}
	rank := card.RankIndex
	if c.high != "" {
		if high := highPlace(c.high, card.Code); high >= 0 {
			rank = high
		}
	}
	switch {
	case suit == c.trumps && f.bower >= 0 && card.RankIndex == f.bower:
		if card.SuitIndex == c.trumps {
			return rightBower
		}
		return leftBower
	case suit == c.trumps:
		return 1000 + rank
	}
	return rank
}
