package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWinnersByFunction: a function declared as the match's winners
// (match.winners) is called once as the match ends, with the final
// scores, and the seats it names (a set, bit s for seat s) win in place
// of the best totals; none is a draw. It is not called while the match
// goes on, nor as a round or the game starts.
func TestWinnersByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		round   int
		set     int
		over    bool
		winners []int
		draw    bool
		calls   []string
	}{
		"the match goes on":        {round: 2, set: 0b100, calls: nil},
		"the seats it names win":   {round: 3, set: 0b101, over: true, winners: []int{0, 2}, calls: []string{"1@3/0"}},
		"a seat of no best total":  {round: 3, set: 0b100, over: true, winners: []int{2}, calls: []string{"1@3/0"}},
		"no seat wins: it is draw": {round: 3, set: 0, over: true, draw: true, calls: []string{"1@3/0"}},
	} {
		t.Run(name, func(t *testing.T) {
			h := &valueHooks{answer: func(fn rules.Func, a rules.At) int {
				assert.Equal(t, []int{20, 30, 5}, a.Scores, "the final scores")
				return tc.set
			}}
			d := shedDecl(t)
			d.Rounds.Length, d.Rounds.Target, d.Rounds.Winners = 3, 0, 1
			d.Funcs = []rules.FuncDecl{{Path: "game.match.winners", Life: rules.AtMatchEnd}}
			p, err := rules.NewPlan(d, 3)
			require.NoError(t, err)
			g, err := p.NewGame(1, h)
			require.NoError(t, err)
			assert.Empty(t, h.calls, "not called as the game or a round starts")
			st := g.State()
			place(t, st, table{"hand.1": {"3C"}, "hand.2": {"5H", "KD"}, "hand.3": {"2S"}, "discard": {"9C"}})
			st.SetFlow(st.Flow().Fresh())
			require.NoError(t, st.SetCurrent(0))
			st.SetDirection(1)
			require.NoError(t, st.StartMatchAt(tc.round, []int{0, 30, 5}))
			g = p.Resume(st, h)
			play(t, g, 0, "play 3C")
			res := g.State().Result()
			assert.Equal(t, tc.over, res.Over)
			assert.Equal(t, tc.calls, h.calls)
			if tc.over {
				assert.Equal(t, tc.winners, res.Winners)
				assert.Equal(t, tc.draw, res.Draw)
				assert.Equal(t, tc.set, mech.ValueIn(g.State(), -1, 1), "the answer kept with the game")
			}
		})
	}
}

// TestLosersByFunction: a function declared as the match's losers
// (match.losers) is called once as the match ends, and the seats it names
// lose it, beside its winners (the best totals, or those a function
// names); winners named as none and losers named, the match is lost by
// them and no draw.
func TestLosersByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		winnersToo bool
		winnerSet  int // the winners' answer, when winnersToo
		losers     int // the losers' answer (a set, bit s for seat s)
		winners    []int
		lost       []int
		draw       bool
	}{
		"the seat it names loses, the best total wins": {losers: 0b100, winners: []int{1}, lost: []int{2}},
		"no loser named: the best total wins":          {losers: 0, winners: []int{1}},
		"winners and losers both named":                {winnersToo: true, winnerSet: 0b101, losers: 0b010, winners: []int{0, 2}, lost: []int{1}},
		"no winner, one loser: lost, no draw":          {winnersToo: true, winnerSet: 0, losers: 0b010, lost: []int{1}},
		"no winner, no loser: a draw":                  {winnersToo: true, winnerSet: 0, losers: 0, draw: true},
	} {
		t.Run(name, func(t *testing.T) {
			h := &valueHooks{answer: func(fn rules.Func, a rules.At) int {
				if tc.winnersToo && fn == 1 {
					return tc.winnerSet
				}
				return tc.losers
			}}
			d := shedDecl(t)
			d.Rounds.Length, d.Rounds.Target = 3, 0
			d.Funcs = []rules.FuncDecl{{Path: "game.match.losers", Life: rules.AtMatchEnd}}
			d.Rounds.Losers = 1
			if tc.winnersToo {
				d.Funcs = []rules.FuncDecl{{Path: "game.match.winners", Life: rules.AtMatchEnd}, {Path: "game.match.losers", Life: rules.AtMatchEnd}}
				d.Rounds.Winners, d.Rounds.Losers = 1, 2
			}
			p, err := rules.NewPlan(d, 3)
			require.NoError(t, err)
			g, err := p.NewGame(1, h)
			require.NoError(t, err)
			st := g.State()
			place(t, st, table{"hand.1": {"3C"}, "hand.2": {"5H", "KD"}, "hand.3": {"2S"}, "discard": {"9C"}})
			st.SetFlow(st.Flow().Fresh())
			require.NoError(t, st.SetCurrent(0))
			st.SetDirection(1)
			require.NoError(t, st.StartMatchAt(3, []int{0, 30, 5}))
			g = p.Resume(st, h)
			play(t, g, 0, "play 3C")
			res := g.State().Result()
			require.True(t, res.Over)
			if tc.winners == nil {
				assert.Empty(t, res.Winners)
			} else {
				assert.Equal(t, tc.winners, res.Winners)
			}
			if tc.lost == nil {
				assert.Empty(t, res.Losers)
			} else {
				assert.Equal(t, tc.lost, res.Losers)
			}
			assert.Equal(t, tc.draw, res.Draw)
		})
	}
}
