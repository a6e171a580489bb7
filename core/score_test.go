package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestScoreRounds(t *testing.T) {
	s := fixGame(t, 3, 1)
	sc := s.Score()
	assert.Equal(t, []int{0, 0, 0}, sc.Totals)
	assert.Equal(t, []int{0, 0, 0}, sc.Round)
	assert.Empty(t, sc.Rounds)
	assert.Equal(t, 1, s.RoundNumber())

	require.NoError(t, s.AddScore(0, 10))
	require.NoError(t, s.AddScore(2, 5))
	require.NoError(t, s.AddScore(0, -3))
	assert.Equal(t, []int{7, 0, 5}, s.Score().Round)
	assert.Equal(t, []int{7, 0, 5}, s.Score().Totals)

	s.EndRound()
	assert.Equal(t, 2, s.RoundNumber())
	assert.Equal(t, [][]int{{7, 0, 5}}, s.Score().Rounds)
	assert.Equal(t, []int{0, 0, 0}, s.Score().Round, "a new round starts at zero")
	assert.Equal(t, []int{7, 0, 5}, s.Score().Totals, "totals carry over")

	require.NoError(t, s.AddScore(1, 20))
	assert.Equal(t, [][]int{{7, 0, 5}}, s.Score().Rounds, "a closed round does not change")
	s.EndRound()
	s.EndRound()
	assert.Equal(t, 4, s.RoundNumber())
	assert.Equal(t, [][]int{{7, 0, 5}, {0, 20, 0}, {0, 0, 0}}, s.Score().Rounds)
	assert.Equal(t, []int{7, 20, 5}, s.Score().Totals)

	for _, seat := range []int{-1, 3, 64} {
		err := s.AddScore(seat, 1)
		require.Error(t, err, "seat %d", seat)
		assert.Contains(t, err.Error(), "does not exist")
	}
	assert.Equal(t, []int{7, 20, 5}, s.Score().Totals, "a refused score changes nothing")
}

func TestEndGame(t *testing.T) {
	tests := []struct {
		name    string
		winners []int
		draw    bool
	}{
		{"one winner", []int{2}, false},
		{"shared win", []int{0, 3}, false},
		{"draw", nil, true},
		{"draw with empty list", []int{}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := fixGame(t, 4, 1)
			assert.False(t, s.Result().Over)
			require.NoError(t, s.EndGame(tt.winners, "no cards left"))
			r := s.Result()
			assert.True(t, r.Over)
			assert.Equal(t, tt.draw, r.Draw)
			assert.Equal(t, len(tt.winners), len(r.Winners))
			for i, w := range tt.winners {
				assert.Equal(t, w, r.Winners[i])
			}
			assert.Equal(t, "no cards left", r.Reason)

			err := s.EndGame([]int{1}, "again")
			require.Error(t, err)
			assert.Contains(t, err.Error(), "already over")
			assert.Equal(t, "no cards left", s.Result().Reason, "the first result stands")
		})
	}
}

func TestEndGameRejectsBadWinners(t *testing.T) {
	s := fixGame(t, 2, 1)
	for _, w := range [][]int{{2}, {0, -1}, {64}} {
		err := s.EndGame(w, "x")
		require.Error(t, err, "%v", w)
		assert.Contains(t, err.Error(), "does not exist")
		assert.False(t, s.Result().Over, "a refused result changes nothing")
	}
}

func TestEndGameCopiesWinners(t *testing.T) {
	s := fixGame(t, 3, 1)
	w := []int{1, 2}
	require.NoError(t, s.EndGame(w, "done"))
	w[0] = 0
	assert.Equal(t, []int{1, 2}, s.Result().Winners, "the caller's slice is not kept")
}

func TestScoreIsPerClone(t *testing.T) {
	s := fixGame(t, 2, 1)
	require.NoError(t, s.AddScore(0, 5))
	s.EndRound()
	require.NoError(t, s.AddScore(1, 1))
	c := s.Clone()

	require.NoError(t, c.AddScore(0, 100))
	c.EndRound()
	require.NoError(t, c.EndGame([]int{0}, "clone wins"))
	require.NoError(t, s.AddScore(1, 7))
	s.EndRound()

	assert.Equal(t, []int{5, 8}, s.Score().Totals)
	assert.Equal(t, [][]int{{5, 0}, {0, 8}}, s.Score().Rounds)
	assert.False(t, s.Result().Over)
	assert.Equal(t, []int{105, 1}, c.Score().Totals)
	assert.Equal(t, [][]int{{5, 0}, {100, 1}}, c.Score().Rounds)
	assert.True(t, c.Result().Over)
}

// TestEndGameLost: a game lost by a seat and won by nobody is no draw; its
// losers are checked, copied, kept by a fork and a view.
func TestEndGameLost(t *testing.T) {
	for name, tc := range map[string]struct {
		losers []int
		err    string
	}{
		"one loser":    {[]int{2}, ""},
		"no loser":     {nil, "names its losers"},
		"not a seat":   {[]int{5}, "seat"},
		"a seat below": {[]int{-1}, "seat"},
	} {
		t.Run(name, func(t *testing.T) {
			s := fixGame(t, 3, 1)
			err := s.EndGameLost(tc.losers, "left holding the odd queen")
			if tc.err != "" {
				assert.ErrorContains(t, err, tc.err)
				assert.False(t, s.Result().Over, "a refused end leaves the game as it was")
				return
			}
			require.NoError(t, err)
			r := s.Result()
			assert.True(t, r.Over)
			assert.False(t, r.Draw)
			assert.Empty(t, r.Winners)
			assert.Equal(t, tc.losers, r.Losers)
			assert.Equal(t, tc.losers, s.Fork().Result().Losers)
			assert.Equal(t, tc.losers, s.View(0, 0).Result.Losers)
			saved, err := s.MarshalJSON()
			require.NoError(t, err)
			back, err := Restore(saved, s.Deck())
			require.NoError(t, err)
			assert.Equal(t, tc.losers, back.Result().Losers, "saved and restored")
			assert.Error(t, s.EndGameLost(tc.losers, "again"))
		})
	}
}

// TestNameWinnersAndLosers: once a game is over, a rule may name its
// winners and its losers in place of those it ended with; a seat that is
// not one, or a game not over, is refused and changes nothing; winners
// and losers both none is a draw.
func TestNameWinnersAndLosers(t *testing.T) {
	for name, tc := range map[string]struct {
		over            bool
		winners, losers []int
		err             string
		draw            bool
	}{
		"winners and a loser named": {over: true, winners: []int{0, 2}, losers: []int{1}},
		"a loser alone: no draw":    {over: true, winners: []int{}, losers: []int{1}},
		"none at all: a draw":       {over: true, winners: []int{}, losers: []int{}, draw: true},
		"not a seat":                {over: true, winners: []int{3}, err: "seat"},
		"the game goes on":          {winners: []int{0}, err: "not over"},
	} {
		t.Run(name, func(t *testing.T) {
			s := fixGame(t, 3, 1)
			if tc.over {
				require.NoError(t, s.EndGame([]int{1}, "the best total"))
			}
			err := s.NameWinners(tc.winners)
			if err == nil {
				err = s.NameLosers(tc.losers)
			}
			if tc.err != "" {
				assert.ErrorContains(t, err, tc.err)
				if tc.over {
					assert.Equal(t, []int{1}, s.Result().Winners, "a refused name leaves the result as it was")
				}
				return
			}
			require.NoError(t, err)
			r := s.Result()
			assert.ElementsMatch(t, tc.winners, r.Winners)
			assert.ElementsMatch(t, tc.losers, r.Losers)
			assert.Equal(t, tc.draw, r.Draw)
		})
	}
}
