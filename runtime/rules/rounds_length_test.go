package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRoundsLength: a match of a fixed number of rounds ends after the
// last, the best total winning, or sooner at a target declared too.
func TestRoundsLength(t *testing.T) {
	for name, tc := range map[string]struct {
		length, target, round int
		lowest                bool
		totals                []int
		over                  bool
		winners               []int
		line                  string
	}{
		"before the last round the match goes on": {length: 3, round: 2, totals: []int{0, 40, 0}},
		"after the last the highest total wins": {length: 3, round: 3, totals: []int{0, 40, 0}, over: true, winners: []int{1},
			line: "The last of 3 rounds is played: seat 2 wins the match with 40 points."},
		"the lowest, shared": {length: 2, round: 2, lowest: true, totals: []int{40, 22, 50}, over: true, winners: []int{0, 1},
			line: "The last of 2 rounds is played: seat 1 and seat 2 share the match win with 40 points."},
		"a target ends it sooner": {length: 9, target: 60, round: 2, totals: []int{55, 0, 0}, over: true, winners: []int{0},
			line: "A total has reached 60"},
	} {
		t.Run(name, func(t *testing.T) {
			g := shed(t, 3, 0, table{"hand.1": {"3C"}, "hand.2": {"5H", "KD"}, "hand.3": {"2S"}, "discard": {"9C"}},
				func(d *rules.Decl) {
					d.Rounds.Length, d.Rounds.Target = tc.length, tc.target
					d.Rounds.LowestWins, d.Rounds.Own = tc.lowest, tc.lowest
				})
			require.NoError(t, g.State().StartMatchAt(tc.round, tc.totals))
			play(t, g, 0, "play 3C")
			res := g.State().Result()
			assert.Equal(t, tc.over, res.Over)
			if tc.over {
				assert.Equal(t, tc.winners, res.Winners)
				assert.True(t, said(g, tc.line))
			}
		})
	}
}

func TestRoundsLengthOrTarget(t *testing.T) {
	d := shedDecl(t)
	d.Rounds.Target = 0
	_, err := rules.NewPlan(d, 3)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "or the rounds the match lasts")
}
