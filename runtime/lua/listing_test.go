package lua

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A listing of one seat's moves whose checks are each within their budget,
// but thousands of them, is stopped by the listing's span, at the check's
// line.
func TestListingSharesOneBudget(t *testing.T) {
	const path = "../../cmd/rulerun/testdata/hostile/moves_out_of_turn_every_seat.lua"
	s, err := LoadWithLimits(path, longWall)
	require.NoError(t, err)
	g, err := s.NewGame(Config{Seats: 64})
	require.NoError(t, err)
	_, err = g.Moves(0)
	requireScriptError(t, err, path, 21,
		"it ran more than 40000000 steps, with the calls before it, in one listing of seat 1's moves")
}

// A greedy bot's choice, weighing each of 9,000 moves against the answers
// of 63 seats that may act out of turn, each with 9,000 of their own, is
// stopped by the choice's span: what the engine does for each move is
// charged to it, though no hook runs long.
func TestBotChoiceSharesOneBudget(t *testing.T) {
	s, err := LoadWithLimits("testdata/out_of_turn_cheap.lua", longWall)
	require.NoError(t, err)
	g, err := s.NewGame(Config{Seats: 64})
	require.NoError(t, err)
	bot, err := bots.NewBot("greedy", bots.Seed(1, 0))
	require.NoError(t, err)
	_, _, err = bot.Choose(g, 0, false)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "out_of_turn_cheap.lua:")
	assert.Contains(t, err.Error(), "it ran more than 100000000 steps, with the calls before it, in the greedy bot's choice of a move for seat 1")
}

// A span counts nothing when the rules count nothing: engine.Span on a
// game that is no Spanner is a no-op.
func TestSpanOfAGameWithoutSpans(t *testing.T) {
	var g engine.Game
	assert.NotPanics(t, func() { engine.Span(g, "nothing")() })
}
