package sim

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLossesAreCountedBySeat: a game lost by a seat and won by nobody is
// no draw, counts a loss to its loser and is decided.
func TestLossesAreCountedBySeat(t *testing.T) {
	s := NewSummary()
	for _, r := range []Record{
		{Seats: 3, Moves: 10, Losers: []int{2}},
		{Seats: 3, Moves: 12, Losers: []int{2}},
		{Seats: 3, Moves: 8, Losers: []int{3}},
		{Seats: 3, Moves: 9, Draw: true},
	} {
		s.Add(r)
	}
	assert.Equal(t, []int{0, 2, 1}, s.Losses)
	assert.True(t, s.Lost())
	assert.Equal(t, 1, s.Draws)
	assert.Equal(t, []int{3, 3, 3}, s.DecidedPlayed)
	rate, lo, hi := s.LossRate(1)
	assert.InDelta(t, 0.5, rate, 1e-9)
	assert.Less(t, lo, rate)
	assert.Greater(t, hi, rate)
}
