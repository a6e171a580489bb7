package core

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// Shared fixtures of the core tests. Their names start with "fix" so that
// they do not collide with helpers of other test files of the package.

// fixDeck returns the standard French 52-card deck.
func fixDeck(t testing.TB) *Deck {
	t.Helper()
	d, err := NewDeck(French52())
	require.NoError(t, err)
	return d
}

// fixGame returns a state with a French52 deck, a hidden "stock" holding every
// card in deck order, one owner-only "hand" pile per seat ("hand.1"...) and a
// public "discard" pile.
func fixGame(t testing.TB, seats int, seed uint64) *State {
	t.Helper()
	s, err := NewState(fixConfig(t, seats, seed))
	require.NoError(t, err)
	return s
}

// fixConfig is the configuration of a fixGame state.
func fixConfig(t testing.TB, seats int, seed uint64) Config {
	return Config{
		Deck:  fixDeck(t),
		Seats: seats,
		Seed:  seed,
		Piles: []PileSpec{
			{Name: "stock", Vis: Hidden},
			{Name: "hand", Vis: OwnerOnly, PerSeat: true},
			{Name: "discard", Vis: Public},
		},
		Start: "stock",
	}
}

// fixPile finds a pile by name and fails the test when there is none.
func fixPile(t testing.TB, s *State, name string) PileID {
	t.Helper()
	id, ok := s.PileByName(name)
	require.True(t, ok, "pile %q", name)
	return id
}

// fixHands returns the per-seat hand piles of a fixGame state.
func fixHands(t testing.TB, s *State) []PileID {
	t.Helper()
	out := make([]PileID, s.Seats())
	for i := range out {
		out[i] = fixPile(t, s, SeatPileName("hand", i))
	}
	return out
}

// fixCodes returns the codes of a pile's cards, bottom first.
func fixCodes(s *State, id PileID) []string {
	p := s.Pile(id)
	out := make([]string, len(p.Cards))
	for i, c := range p.Cards {
		out[i] = s.Deck().Card(c).Code
	}
	return out
}

// fixCards returns a copy of a pile's cards.
func fixCards(s *State, id PileID) []CardID {
	return append([]CardID(nil), s.Pile(id).Cards...)
}

// fixSnapshot copies the cards of every pile of a state.
func fixSnapshot(s *State) [][]CardID {
	out := make([][]CardID, s.NumPiles())
	for i := range out {
		out[i] = fixCards(s, PileID(i))
	}
	return out
}

// fixKind looks a card up and fails the test when the deck has no such card.
func fixKind(t testing.TB, d *Deck, code string) int {
	t.Helper()
	k, ok := d.Lookup(code)
	require.True(t, ok, "card %q", code)
	return k
}
