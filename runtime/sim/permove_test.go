package sim

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPerMove checks an effect's rate per 100 moves: a ratio of totals,
// whose interval closes when every game fires it in proportion to its
// length, and needs two games.
func TestPerMove(t *testing.T) {
	tests := []struct {
		name   string
		games  [][2]int // firings, moves
		want   float64
		narrow bool // the interval is the rate itself
	}{
		{"in proportion", [][2]int{{2, 10}, {4, 20}, {3, 15}}, 20, true},
		{"spread", [][2]int{{1, 10}, {5, 20}, {3, 15}}, 20, false},
		{"never", [][2]int{{0, 10}, {0, 20}}, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := NewSummary()
			for i, g := range tt.games {
				s.Add(Record{Game: i, Seats: 2, Moves: g[1], Effects: map[string]int{"A: skip": g[0]}})
			}
			r := s.EffectRate("A: skip")
			assert.InDelta(t, tt.want, r.Mean, 1e-9)
			assert.Equal(t, len(tt.games), r.Of)
			if tt.narrow {
				assert.InDelta(t, r.Mean, r.Lo, 1e-6)
				assert.InDelta(t, r.Mean, r.Hi, 1e-6)
			} else {
				assert.Less(t, r.Lo, r.Mean)
				assert.Greater(t, r.Hi, r.Mean)
			}
		})
	}
	one := NewSummary()
	one.Add(Record{Seats: 2, Moves: 10, Effects: map[string]int{"A: skip": 1}})
	assert.Equal(t, Mean{Of: 1}, one.EffectRate("A: skip"), "one game has no interval")
}

// TestChangesNormalisedForLength checks that a variant whose games are
// only shorter, the same effects firing at the same rate per move and the
// same seats winning the games with a winner, shows a real change of
// length and of drawn games, but none of the effect's rate or of any
// seat's share: a count that falls because games are shorter, or a win
// rate that falls because more games are drawn, is no finding.
func TestChangesNormalisedForLength(t *testing.T) {
	base, short := NewSummary(), NewSummary()
	for i := range 400 {
		moves := 36 + i%9
		winners := []int{1 + i%2}
		base.Add(Record{Game: i, Seats: 2, Moves: moves, Winners: winners, Effects: map[string]int{"K: again": moves / 9}})
		r := Record{Game: i, Seats: 2, Moves: moves / 2, Winners: winners, Effects: map[string]int{"K: again": moves / 18}}
		if i%4 >= 2 { // half the games drawn, as many of each seat's wins
			r.Winners, r.Draw = nil, true
		}
		short.Add(r)
	}
	c := Compare("base.lua", "short.lua", base, short)
	Correct([]Comparison{c})
	assert.True(t, c.Length.Real, "games are shorter")
	assert.True(t, c.Drawn.Real, "more games are drawn")
	require.Len(t, c.Effects, 1)
	e := c.Effects[0]
	assert.Less(t, e.RunMean.Hi, e.BaseMean.Lo, "fewer a game")
	assert.False(t, e.Real, "as often every 100 moves: %+v", e.Difference)
	require.Len(t, c.Seats, 2)
	for _, sd := range c.Seats {
		assert.False(t, sd.Real, "seat %d wins as large a share of the games with a winner", sd.Seat)
		assert.InDelta(t, 0, sd.Change, 1e-9)
	}
}
