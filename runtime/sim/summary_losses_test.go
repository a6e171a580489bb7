package sim

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
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

// lostRun is a run of games of 3 seats in which seat loser (from 1) loses
// lost of n games, and nobody loses the rest (a draw).
func lostRun(loser, lost, n int) *Summary {
	s := NewSummary()
	for i := range n {
		r := Record{Seats: 3, Moves: 10, Draw: true}
		if i < lost {
			r = Record{Seats: 3, Moves: 10, Losers: []int{loser}}
		}
		s.Add(r)
	}
	return s
}

// TestLossesInFiguresAndComparisons: each seat's share of losses is a
// figure of a run that lost games, and a variant that moves the losses to
// another seat shows it in the comparison (and in the correction).
func TestLossesInFiguresAndComparisons(t *testing.T) {
	a, b := lostRun(1, 150, 200), lostRun(3, 150, 200)
	f := Figures("a", a)
	require.NotNil(t, f.Seats[0].Lost)
	assert.InDelta(t, 0.75, f.Seats[0].Lost.Rate, 1e-9)
	assert.Zero(t, f.Seats[2].Lost.Count)

	c := Compare("a", "b", a, b)
	require.Len(t, c.Seats, 3)
	require.NotNil(t, c.Seats[0].Lost)
	assert.InDelta(t, -0.75, c.Seats[0].Lost.Change, 1e-9)
	assert.True(t, c.Seats[0].Lost.Real)
	assert.InDelta(t, 0.75, c.Seats[2].Lost.Change, 1e-9)
	assert.Contains(t, c.differences(), c.Seats[2].Lost, "the correction weighs the losses' differences")

	drawn := lostRun(1, 0, 200)
	assert.Nil(t, Figures("d", drawn).Seats[0].Lost, "a run without losses has no loss figures")
	assert.Nil(t, Compare("d", "d", drawn, drawn).Seats[0].Lost)
}

// TestSkillCountsAGameLostByOthers: a game that others lose is decided, and
// the seats that did not lose share its win.
func TestSkillCountsAGameLostByOthers(t *testing.T) {
	tests := []struct {
		name    string
		r       Record
		decided int
		wins    float64
	}{
		{"the bot spared, one of three losers", Record{Seats: 3, Losers: []int{2}, Skill: &SkillGame{Bot: "x", Seat: 1}}, 1, 0.5},
		{"the bot lost", Record{Seats: 3, Losers: []int{1}, Skill: &SkillGame{Bot: "x", Seat: 1}}, 1, 0},
		{"a draw tells nothing", Record{Seats: 3, Draw: true, Skill: &SkillGame{Bot: "x", Seat: 1}}, 0, 0},
		{"a win is a win", Record{Seats: 3, Winners: []int{1}, Skill: &SkillGame{Bot: "x", Seat: 1}}, 1, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var s Skill
			s.add(tt.r)
			assert.Equal(t, tt.decided, s.Decided)
			assert.InDelta(t, tt.wins, s.Wins(), 1e-9)
		})
	}
}
