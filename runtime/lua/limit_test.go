package lua

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/engine"
)

// TestGameLimit declares a cap on Unu's moves in a variant: every game
// ends by the cap, drawn with the declared reason, unless won before.
func TestGameLimit(t *testing.T) {
	path := writeFile(t, t.TempDir(), "limited.lua", `local game = require "unu"
game.limit = { moves = 30, say = "LIMIT-1: thirty moves are up.", reason = "LIMIT-1: the game ends after {moves} moves" }
return game
`)
	s := mustLoad(t, path)
	for seed := uint64(1); seed <= 20; seed++ {
		g := mustGame(t, s, Config{Seats: 4, Seed: seed})
		agents := make([]engine.Agent, 4)
		for i := range agents {
			agents[i] = engine.NewRandomBot(seed*4 + uint64(i))
		}
		n, err := engine.SelfPlay(g, agents, 1000)
		require.NoError(t, err)
		res := g.State().Result()
		require.True(t, res.Over)
		if len(res.Winners) > 0 {
			assert.Less(t, n, 30, "seed %d: won after the cap", seed)
			continue
		}
		assert.Equal(t, 30, n, "seed %d", seed)
		assert.Equal(t, "LIMIT-1: the game ends after 30 moves", res.Reason)
	}
}

// TestGameLimitNeedsMoves refuses a cap without its number of moves.
func TestGameLimitNeedsMoves(t *testing.T) {
	path := writeFile(t, t.TempDir(), "nolimit.lua", `local game = require "unu"
game.limit = { say = "time" }
return game
`)
	s := mustLoad(t, path)
	_, err := s.NewGame(Config{Seats: 4, Seed: 1})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "game.limit.moves is required")
}
