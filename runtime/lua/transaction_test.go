package lua

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const txnPath = "testdata/txn.lua"

// TestFailedMovesLeaveNoTrace plays moves whose play hook changes cards,
// variables, the log, scores, turn, random generator and piles, then
// rejects the move, fails or loops. Each must leave Save() unchanged, and
// the game must go on as if they were never tried.
func TestFailedMovesLeaveNoTrace(t *testing.T) {
	s, err := LoadWithLimits(txnPath, testLimits)
	require.NoError(t, err)
	g := mustGame(t, s, Config{Seed: 5})
	card := handOf(t, g, 0)[0]
	before := mustSave(t, g)

	im := requireIllegal(t, g.Play(0, "reject "+card), "changed my mind")
	assert.Equal(t, txnPath, im.File)
	assert.Equal(t, fileLine(t, txnPath, "-- REJECT"), im.Line)
	assert.Equal(t, "reject "+card, im.Move)
	assert.Equal(t, string(before), string(mustSave(t, g)), "after a rejected move")

	requireScriptError(t, g.Play(0, "boom "+card), txnPath, fileLine(t, txnPath, "-- BOOM"), "attempt to index")
	assert.Equal(t, string(before), string(mustSave(t, g)), "after a script error")

	requireScriptError(t, g.Play(0, "loop "+card), txnPath, fileLine(t, txnPath, "-- LOOP"), "steps")
	assert.Equal(t, string(before), string(mustSave(t, g)), "after a runaway move")

	// The failed moves' pile name is free again, and the game goes on
	// exactly as a game where they were never tried.
	require.NoError(t, g.Play(0, "meld "+card))
	require.NoError(t, g.Play(1, "draw"))
	require.NoError(t, g.Play(0, "draw"))
	fresh := mustGame(t, s, Config{Seed: 5})
	require.NoError(t, fresh.Play(0, "meld "+card))
	require.NoError(t, fresh.Play(1, "draw"))
	require.NoError(t, fresh.Play(0, "draw"))
	assert.Equal(t, string(mustSave(t, fresh)), string(mustSave(t, g)))
	assert.Equal(t, []any{"a"}, g.State().Var("list"))
	assert.Nil(t, g.State().Var("touched"))
}

// TestFailedMovesOnAClone checks that a failed move on a clone touches
// neither the clone nor the original, and that clones are independent.
func TestFailedMovesOnAClone(t *testing.T) {
	s, err := LoadWithLimits(txnPath, testLimits)
	require.NoError(t, err)
	g := mustGame(t, s, Config{Seed: 6})
	card := handOf(t, g, 0)[0]
	before := mustSave(t, g)
	c := g.Clone()
	requireIllegal(t, c.Play(0, "reject "+card), "changed my mind")
	assert.Equal(t, string(before), string(mustSave(t, c)))
	require.NoError(t, c.Play(0, "meld "+card))
	assert.Equal(t, string(before), string(mustSave(t, g)), "a move on the clone changes the original")
	require.NoError(t, g.Play(0, "draw"))
	assert.NotEqual(t, string(mustSave(t, g)), string(mustSave(t, c)))
	requireIllegal(t, g.Play(1, "reject "+handOf(t, g, 1)[0]), "changed my mind")
	require.NoError(t, c.Play(1, "draw"), "the clone still plays after a failed move on the original")
}
