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
