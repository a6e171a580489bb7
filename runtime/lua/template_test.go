package lua

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSayAboutASeat checks that a line written about a seat reads in each
// reader's words, and that a broken template is an error at its line.
func TestSayAboutASeat(t *testing.T) {
	path := miniVariant(t, `local game = require "mini"
local setup = game.setup
function game.setup(g)
  setup(g)
  g:say("{seat} {deal|deals} the cards.", 1)
end
return game
`)
	s, err := LoadWithLimits(path, testLimits)
	require.NoError(t, err)
	g := mustGame(t, s, Config{Seed: 1})
	mine, theirs := g.View(0, 0).Log, g.View(1, 0).Log
	assert.Equal(t, "You deal the cards.", mine[len(mine)-1])
	assert.Equal(t, "seat 1 deals the cards.", theirs[len(theirs)-1])

	src := `local game = require "mini"
local setup = game.setup
function game.setup(g)
  setup(g)
  g:say("{who} deals.", 1) -- HERE
end
return game
`
	path = miniVariant(t, src)
	s, err = LoadWithLimits(path, testLimits)
	require.NoError(t, err)
	_, err = s.NewGame(Config{Seed: 1})
	requireScriptError(t, err, path, markedLine(t, src, "HERE"), "{who}: write {seat} for the seat")
}
