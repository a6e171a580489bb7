package lua

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestGreedyGoesOutInAMatch plays UnoCorns, a match of rounds, with greedy
// bots at every seat: a greedy bot that can play its last card goes out
// and ends the round, though the next round's deal leaves it seven cards.
// Judged by the cards it held after the next deal, it would keep one card
// for ever, and no round would end.
func TestGreedyGoesOutInAMatch(t *testing.T) {
	s := mustLoad(t, "../../scripts/unocorns.lua")
	for seed := uint64(1); seed <= 3; seed++ {
		g := mustGame(t, s, Config{Seats: 4, Seed: seed})
		agents := make([]engine.Agent, 4)
		for i := range agents {
			var err error
			agents[i], err = bots.NewBot("greedy", bots.Seed(seed, i))
			require.NoError(t, err)
		}
		ended := false
		for moves := 0; moves < 3000 && !ended; moves++ {
			d, err := g.ToAct()
			require.NoError(t, err)
			if d.Over {
				break
			}
			round := g.State().RoundNumber()
			_, err = engine.Step(g, agents)
			require.NoError(t, err)
			ended = g.State().RoundNumber() > round || g.State().Result().Over
		}
		assert.True(t, ended, "seed %d: greedy bots end the first round within 3,000 moves", seed)
	}
}
