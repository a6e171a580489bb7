package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSeatsKnowWhatTheySaw: a card a seat saw where it lay is known to that
// seat after it goes where the seat cannot see it; a card it never saw is
// not. A card face up is known to every seat.
func TestSeatsKnowWhatTheySaw(t *testing.T) {
	tests := []struct {
		name  string
		play  func(t *testing.T, s *State, p map[string]PileID)
		code  string
		knows []bool // by seat
	}{
		{"face up, then into a hand", func(t *testing.T, s *State, p map[string]PileID) {
			fixMove(t, s, p["stock"], p["discard"], "5H")
			fixMove(t, s, p["discard"], p["hand.1"], "5H")
		}, "5H", []bool{true, true, true}},
		{"face up, then into the stock", func(t *testing.T, s *State, p map[string]PileID) {
			fixMove(t, s, p["stock"], p["discard"], "5H")
			require.NoError(t, s.MoveAll(p["discard"], p["stock"]))
		}, "5H", []bool{true, true, true}},
		{"drawn from the stock", func(t *testing.T, s *State, p map[string]PileID) {
			fixMove(t, s, p["stock"], p["hand.1"], "5H")
		}, "5H", []bool{false, false, false}},
		{"from a hand to the stock: its owner saw it", func(t *testing.T, s *State, p map[string]PileID) {
			fixMove(t, s, p["stock"], p["hand.2"], "5H")
			fixMove(t, s, p["hand.2"], p["stock"], "5H")
		}, "5H", []bool{false, true, false}},
		{"covered on a pile that shows its top", func(t *testing.T, s *State, p map[string]PileID) {
			require.NoError(t, s.SetVisibility(p["discard"], TopOnly))
			fixMove(t, s, p["stock"], p["discard"], "5H")
			fixMove(t, s, p["stock"], p["discard"], "6H")
		}, "5H", []bool{true, true, true}},
		{"shown to one seat, then hidden again", func(t *testing.T, s *State, p map[string]PileID) {
			fixMove(t, s, p["stock"], p["hand.1"], "5H")
			require.NoError(t, s.ShowTo(p["hand.1"], 2))
			require.NoError(t, s.HideFrom(p["hand.1"], 2))
		}, "5H", []bool{true, false, true}}, // seat 1 holds it
		{"a public pile turned face down", func(t *testing.T, s *State, p map[string]PileID) {
			fixMove(t, s, p["stock"], p["discard"], "5H")
			require.NoError(t, s.SetVisibility(p["discard"], Hidden))
		}, "5H", []bool{true, true, true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fixGame(t, 3, 1)
			p := map[string]PileID{}
			for _, n := range []string{"stock", "discard", "hand.1", "hand.2", "hand.3"} {
				p[n] = fixPile(t, s, n)
			}
			tt.play(t, s, p)
			k := fixKind(t, s.Deck(), tt.code)
			all := true
			for seat, want := range tt.knows {
				assert.Equal(t, want, s.Knows(seat, k), "seat %d", seat+1)
				all = all && want
			}
			assert.Equal(t, all, s.Knows(-1, k), "an onlooker knows what every seat knows, and only that")
			s.NewRound()
			assert.False(t, s.Knows(0, k), "a new round forgets")
		})
	}
}

// fixMove moves the card of a code between piles.
func fixMove(t *testing.T, s *State, from, to PileID, code string) {
	t.Helper()
	_, err := s.MoveKind(from, fixKind(t, s.Deck(), code), to, OnTop)
	require.NoError(t, err)
}
