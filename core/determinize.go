package core

import "slices"

// Determinize returns a copy of the state as one seat might imagine it: every
// card the seat cannot see is dealt anew, at random from seed, among the
// places the seat cannot see, and the copy's random generator is reseeded
// from seed. The copy depends only on what the seat sees: two states that
// differ in where their hidden cards lie give the same copies. A search
// bot plays out such imagined games without learning a hidden card (what a
// seat was shown with Reveal is not kept in place either: the seat knows the
// card, not where it went).
func (s *State) Determinize(seat int, seed uint64) *State {
	c := s.Clone()
	c.imagined = true
	n := 0
	for _, p := range c.piles {
		for i := range p.Cards {
			if !p.Sees(seat, i) {
				n++
			}
		}
	}
	// Each hidden card as its kind, then its id: sorted, the cards come in
	// deck order, so that where they lay does not matter, only which cards
	// are hidden.
	keys := make([]uint64, 0, n)
	for _, p := range c.piles {
		for i, card := range p.Cards {
			if !p.Sees(seat, i) {
				keys = append(keys, uint64(c.deck.KindOf(card))<<32|uint64(uint32(card)))
			}
		}
	}
	slices.Sort(keys)
	r := newRNG(seed)
	for i := len(keys) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		keys[i], keys[j] = keys[j], keys[i]
	}
	// The hidden places, in the order they were found, get the cards in
	// the order shuffled.
	k := 0
	for id, p := range c.piles {
		var cards []CardID // the pile's own copy, made at its first hidden card
		for i := range p.Cards {
			if p.Sees(seat, i) {
				continue
			}
			if cards == nil {
				cards = c.mut(PileID(id)).Cards
			}
			cards[i] = CardID(uint32(keys[k]))
			k++
		}
	}
	c.rng = newRNG(seed ^ 0x6465746572) // the future is a guess too
	return c
}
