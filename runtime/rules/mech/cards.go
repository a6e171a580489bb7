package mech

import (
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
)

// Cards selects cards by what they are: a card is selected when its rank,
// suit, kind or code is one of those listed. The zero value selects none.
type Cards struct {
	Ranks []string `lua:"ranks" doc:"The ranks selected, such as {\"8\", \"Q\"}."`
	Suits []string `lua:"suits" doc:"The suits selected."`
	Kinds []string `lua:"kinds" doc:"The kinds selected, such as \"wild\"."`
	Codes []string `lua:"codes" doc:"The cards selected by code."`
}

// Empty reports whether the selection names nothing.
func (c Cards) Empty() bool {
	return len(c.Ranks)+len(c.Suits)+len(c.Kinds)+len(c.Codes) == 0
}

// Set is a selection compiled for one deck: whether each kind of card is in
// it, by kind. A nil Set holds no card.
type Set []bool

// Compile resolves the selection against a deck. A rank, suit or code the
// deck does not have is an error, so that a typing mistake in a declaration
// is found when the script is checked, not silently never matched.
func (c Cards) Compile(d *core.Deck) (Set, error) {
	if c.Empty() {
		return nil, nil
	}
	if err := c.known(d); err != nil {
		return nil, err
	}
	s := make(Set, d.Kinds())
	for k := range s {
		card := d.Kind(k)
		s[k] = slices.Contains(c.Ranks, card.Rank) && card.Rank != "" ||
			slices.Contains(c.Suits, card.Suit) && card.Suit != "" ||
			slices.Contains(c.Kinds, card.Kind) && card.Kind != "" ||
			slices.Contains(c.Codes, card.Code)
	}
	return s, nil
}

func (c Cards) known(d *core.Deck) error {
	for _, r := range c.Ranks {
		if _, ok := d.RankIndex(r); !ok {
			return fmt.Errorf("the deck has no rank %q", r)
		}
	}
	for _, s := range c.Suits {
		if _, ok := d.SuitIndex(s); !ok {
			return fmt.Errorf("the deck has no suit %q", s)
		}
	}
	for _, code := range c.Codes {
		if _, ok := d.Lookup(code); !ok {
			return fmt.Errorf("the deck has no card %q", code)
		}
	}
	return nil
}

// Has reports whether card is in the set.
func (s Set) Has(d *core.Deck, card core.CardID) bool {
	return s != nil && s[d.KindOf(card)]
}

// Any reports whether one of cards is in the set.
func (s Set) Any(d *core.Deck, cards []core.CardID) bool {
	if s == nil {
		return false
	}
	for _, c := range cards {
		if s[d.KindOf(c)] {
			return true
		}
	}
	return false
}

// HighestOf is the highest of cards, in deck order.
func HighestOf(d *core.Deck, cards []core.CardID) core.CardID {
	top := cards[0]
	for _, c := range cards[1:] {
		if d.Card(c).Order > d.Card(top).Order {
			top = c
		}
	}
	return top
}

// AnyKind reports whether one of the card kinds is in the set.
func (s Set) AnyKind(kinds []int) bool {
	for _, k := range kinds {
		if s != nil && s[k] {
			return true
		}
	}
	return false
}

// suitIndexes are the lists 0..n-1 for decks of up to 16 suits, made once.
var suitIndexes = func() [][]int {
	out := make([][]int, 17)
	for n := range out {
		for i := range n {
			out[n] = append(out[n], i)
		}
	}
	return out
}()

// SuitIndexes are the indexes of the suits of d, 0 up: each suit a move
// may name. Shared: read only.
func SuitIndexes(d *core.Deck) []int {
	n := len(d.Suits())
	if n < len(suitIndexes) {
		return suitIndexes[n]
	}
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}
