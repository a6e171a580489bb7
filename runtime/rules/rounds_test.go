package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestRoundsScoring(t *testing.T) {
	at := table{"hand.1": {"3C"}, "hand.2": {"5H", "KD"}, "hand.3": {"2S"}, "marks.3": {"AS"}, "discard": {"9C"}}
	for name, tc := range map[string]struct {
		rounds rules.Rounds
		totals []int
		line   string
	}{
		"the winner scores the others' hands": {rules.Rounds{Target: 100, ScoreText: msg("{seat} {score|scores} {points}.")},
			[]int{20, 0, 0}, "seat 1 scores 20 points."},
		"the piles that count": {rules.Rounds{Target: 100, Piles: []string{"hand", "marks"}},
			[]int{34, 0, 0}, "seat 1 scores 34 points."},
		"each seat adds its own": {rules.Rounds{Target: 100, Own: true, OwnText: msg("{seat} {add|adds} {points}.")},
			[]int{0, 18, 2}, "seat 2 adds 18 points."},
	} {
		t.Run(name, func(t *testing.T) {
			g := shed(t, 3, 0, at, func(d *rules.Decl) { d.Rounds = &tc.rounds })
			play(t, g, 0, "play 3C")
			assert.Equal(t, tc.totals, g.State().Score().Totals)
			assert.True(t, said(g, tc.line))
			assert.True(t, said(g, "Scores after round 1: "))
		})
	}
}

func TestRoundsNextDeal(t *testing.T) {
	for name, tc := range map[string]struct {
		winnerDeals bool
		dealer      int
	}{
		"the deal passes to the left": {false, 2},
		"the winner deals":            {true, 0},
	} {
		t.Run(name, func(t *testing.T) {
			g := shed(t, 3, 0, table{"hand.1": {"3C"}, "discard": {"9C"}}, func(d *rules.Decl) {
				d.Rounds.WinnerDeals, d.Rounds.Target = tc.winnerDeals, 1000
			})
			st := g.State()
			require.NoError(t, st.SetDealer(1))
			st.SetDirection(-1)
			play(t, g, 0, "play 3C")
			st = g.State()
			assert.False(t, st.Result().Over)
			assert.Equal(t, 2, st.RoundNumber())
			assert.Equal(t, tc.dealer, st.Turn().Dealer)
			assert.Equal(t, 1, st.Turn().Dir, "play starts clockwise again")
			assert.Equal(t, (tc.dealer+1)%3, toAct(t, g))
			assert.True(t, said(g, "Round 2: seat"))
			for s := range 3 {
				assert.Len(t, codes(g, "hand."+string(rune('1'+s))), 5)
			}
			assert.NoError(t, st.CheckCards())
		})
	}
}

func TestRoundsMatchOver(t *testing.T) {
	for name, tc := range map[string]struct {
		lowest  bool
		totals  []int
		winners []int
		line    string
	}{
		"the highest total wins": {false, []int{55, 0, 0}, []int{0}, "A total has reached 60: seat 1 wins the match with 75 points."},
		"the lowest total wins, shared": {true, []int{10, 70, 8}, []int{0, 2},
			"A total has reached 60: seat 1 and seat 3 share the match win with 10 points."},
	} {
		t.Run(name, func(t *testing.T) {
			g := shed(t, 3, 0, table{"hand.1": {"3C"}, "hand.2": {"5H", "KD"}, "hand.3": {"2S"}, "discard": {"9C"}},
				func(d *rules.Decl) { d.Rounds.LowestWins, d.Rounds.Own = tc.lowest, tc.lowest })
			require.NoError(t, g.State().StartMatchAt(1, tc.totals))
			play(t, g, 0, "play 3C")
			res := g.State().Result()
			assert.True(t, res.Over)
			assert.Equal(t, tc.winners, res.Winners)
			assert.True(t, said(g, tc.line))
			assert.Len(t, g.State().Score().Rounds, 1, "the last round is closed too")
		})
	}
}

func TestRoundsLastCardCounts(t *testing.T) {
	g := shed(t, 2, 0, table{"hand.1": {"JC"}, "hand.2": {"5H"}, "stock": {"2S", "3S", "4S"}, "discard": {"9C"}}, nil)
	play(t, g, 0, "play JC")
	assert.Equal(t, []int{14, 0}, g.State().Score().Totals, "the three cards drawn count")
}
