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
	type slot struct {
		pile PileID
		i    int
	}
	n := 0
	for _, p := range c.piles {
		for i := range p.Cards {
			if !p.Sees(seat, i) {
				n++
			}
		}
	}
	slots := make([]slot, 0, n)
	// Each hidden card as its kind, then its id: sorted, the cards come in
	// deck order, so that where they lay does not matter, only which cards
	// are hidden.
	keys := make([]uint64, 0, n)
	for id, p := range c.piles {
		for i, card := range p.Cards {
			if !p.Sees(seat, i) {
				slots = append(slots, slot{PileID(id), i})
				keys = append(keys, uint64(c.deck.KindOf(card))<<32|uint64(uint32(card)))
			}
		}
	}
	slices.Sort(keys)
	cards := make([]CardID, len(keys))
	for i, k := range keys {
		cards[i] = CardID(uint32(k))
	}
	r := newRNG(seed)
	for i := len(cards) - 1; i > 0; i-- {
		j := r.intn(i + 1)
		cards[i], cards[j] = cards[j], cards[i]
	}
	for k, sl := range slots {
		c.mut(sl.pile).Cards[sl.i] = cards[k]
	}
	c.rng = newRNG(seed ^ 0x6465746572) // the future is a guess too
	return c
}
