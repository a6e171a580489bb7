package lua

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPilesTableIsPerGame checks that g.piles, which games with the same
// piles share on a host, never carries one game's changes into another: a
// pile made with g:new_pile, or a script overwriting a name in g.piles.
func TestPilesTableIsPerGame(t *testing.T) {
	path := miniVariant(t, `local game = require "mini"
local setup = game.setup
function game.setup(g)
  setup(g)
  if g.options.hand_size == 4 then g:new_pile("extra") end
  if g.options.hand_size == 3 then g.piles.discard = g.piles.stock end
end
function game.status(g)
  local p = rawget(g.piles, "extra")
  return (p and "extra " or "") .. "discard holds " .. g.piles.discard:count()
end
return game
`)
	s := mustLoad(t, path)
	h, err := s.NewHost()
	require.NoError(t, err)
	status := func(hand string) string {
		g, err := h.NewGame(Config{Seed: 1, Options: map[string]string{"hand_size": hand}})
		require.NoError(t, err)
		st, err := g.Status(0)
		require.NoError(t, err)
		return st
	}
	plain := status("5")
	assert.Equal(t, "discard holds 1", plain)
	assert.Equal(t, "extra discard holds 1", status("4"), "the game's own new pile")
	assert.Equal(t, plain, status("5"), "a pile another game made is not named")
	assert.NotEqual(t, plain, status("3"), "the game's own overwrite")
	assert.Equal(t, plain, status("5"), "another game's overwrite is gone")
}
