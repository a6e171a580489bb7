package core

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestNewRound(t *testing.T) {
	s := fixBusyState(t, 7)
	s.Reveal([]int{fixKind(t, s.Deck(), "7C")}, bit(1))
	stock, disc, h := fixPile(t, s, "stock"), fixPile(t, s, "discard"), fixHands(t, s)
	before := s.Clone()
	s.NewRound()

	assert.Equal(t, 6, s.NumPiles(), "the declared piles stay, the created meld is gone")
	_, ok := s.PileByName("meld.1")
	assert.False(t, ok, "created piles are removed")
	id, ok := s.PileByName("discard")
	require.True(t, ok)
	assert.Equal(t, disc, id, "declared piles keep their ids")
	require.Len(t, fixCards(s, stock), 52, "every card is back in the start pile")
	for i, c := range fixCards(s, stock) {
		assert.Equal(t, CardID(i), c, "in deck order")
	}
	assert.Empty(t, fixCards(s, h[0]))
	assert.Zero(t, s.Pile(h[2]).Viewers, "extra viewers are gone")
	assert.Equal(t, 3, s.RoundNumber(), "the round's scores are closed")
	assert.Zero(t, s.Turn().Passed)
	assert.Zero(t, s.Turn().Out)
	assert.Empty(t, s.Turn().Order)
	assert.False(t, s.Knows(1, fixKind(t, s.Deck(), "7C")), "what seats were shown is forgotten")
	assert.Equal(t, before.Turn().Dealer, s.Turn().Dealer, "the dealer stays")
	assert.Equal(t, before.Turn().Dir, s.Turn().Dir, "the direction stays")
	assert.Equal(t, "H", s.Var("trump"), "variables stay")
	require.NoError(t, s.CheckCards())

	// The original is unchanged: a round is a change like any other.
	_, ok = before.PileByName("meld.1")
	assert.True(t, ok)
	require.NoError(t, before.CheckCards())

	// A pile created after the new round reuses no stale name.
	_, err := s.NewPile("meld.1", "melds", 1, Public)
	require.NoError(t, err)
}

func TestNewRoundRestoresDeclaredVisibility(t *testing.T) {
	s := fixGame(t, 2, 1)
	h := fixHands(t, s)
	require.NoError(t, s.SetVisibility(h[0], Public))
	s.NewRound()
	assert.Equal(t, OwnerOnly, s.Pile(h[0]).Vis)
}

func TestMatchOver(t *testing.T) {
	tests := []struct {
		name    string
		totals  []int
		target  int
		lowest  bool
		over    bool
		winners []int
	}{
		{"nobody reached it", []int{10, 20, 30}, 100, false, false, nil},
		{"highest wins", []int{10, 120, 30}, 100, false, true, []int{1}},
		{"lowest wins", []int{10, 120, 30}, 100, true, true, []int{0}},
		{"exactly the target", []int{100, 0, 0}, 100, false, true, []int{0}},
		{"a shared win", []int{5, 120, 5}, 100, true, true, []int{0, 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fixGame(t, 3, 1)
			for seat, pts := range tt.totals {
				require.NoError(t, s.AddScore(seat, pts))
			}
			over, err := s.MatchOver(tt.target, tt.lowest)
			require.NoError(t, err)
			assert.Equal(t, tt.over, over)
			assert.Equal(t, tt.over, s.Result().Over)
			if tt.over {
				assert.Equal(t, tt.winners, s.Result().Winners)
			}
		})
	}
}

func TestRevealAndSave(t *testing.T) {
	s := fixGame(t, 3, 1)
	d := s.Deck()
	s.Reveal([]int{fixKind(t, d, "7C"), fixKind(t, d, "AS")}, bit(0)|bit(2))
	assert.True(t, s.Knows(0, fixKind(t, d, "7C")))
	assert.True(t, s.Knows(2, fixKind(t, d, "AS")))
	assert.False(t, s.Knows(1, fixKind(t, d, "7C")), "only the audience learns")
	assert.False(t, s.Knows(0, fixKind(t, d, "8C")))
	assert.True(t, s.MayName(0, fixKind(t, d, "7C")))
	assert.False(t, s.MayName(1, fixKind(t, d, "7C")), "the stock is hidden")

	data, err := json.Marshal(s)
	require.NoError(t, err)
	back, err := Restore(data, d)
	require.NoError(t, err)
	again, err := json.Marshal(back)
	require.NoError(t, err)
	assert.JSONEq(t, string(data), string(again))
	assert.True(t, back.Knows(2, fixKind(t, d, "AS")))

	c := s.Clone()
	c.Reveal([]int{fixKind(t, d, "KD")}, bit(1))
	assert.False(t, s.Knows(1, fixKind(t, d, "KD")), "a clone learns alone")
}
