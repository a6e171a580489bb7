package core

import "fmt"

// ExchangeOnShuffle fixes a deal for a test: the next shuffle of any pile
// draws its random order as usual, then puts card m[c] where card c fell,
// for each c in m. m must be a permutation of the cards it names (each card
// both a key and a value once), so no card is lost or doubled; the random
// sequence is unchanged, so a script deals exactly as it would, with the
// named cards in the places of others. It applies to one shuffle and is not
// saved.
func (s *State) ExchangeOnShuffle(m map[CardID]CardID) error {
	seen := make(map[CardID]bool, len(m))
	for c, to := range m {
		if int(c) >= s.deck.Size() || int(to) >= s.deck.Size() || c < 0 || to < 0 {
			return fmt.Errorf("exchange on shuffle: no card %d in the deck", max(c, to))
		}
		if seen[to] {
			return fmt.Errorf("exchange on shuffle: card %d is given twice", to)
		}
		seen[to] = true
	}
	for c := range m {
		if !seen[c] {
			return fmt.Errorf("exchange on shuffle: card %d is given away but never received", c)
		}
	}
	s.exchange = m
	return nil
}

// ExchangePending reports whether an exchange set by ExchangeOnShuffle
// still waits for a shuffle.
func (s *State) ExchangePending() bool { return s.exchange != nil }
