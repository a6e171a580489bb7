package terminal

import (
	"bytes"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOutOfTurnPromptSaysWhatEnterDoes: when the player may act out of
// turn, Enter lets play go on, and so does 1, the first choice (a player
// typing 1 at every prompt makes no move out of turn, such as a wrong slap
// that costs a card); the prompt never also says that Enter makes the only
// move.
func TestOutOfTurnPromptSaysWhatEnterDoes(t *testing.T) {
	g := enginetest.New(2)
	require.NoError(t, g.PlayMove(0, enginetest.Add(1)))
	g.SetOthers(0)
	var out bytes.Buffer
	term := raceTerminal("\n"+strings.Repeat("1\n", 10), &out)
	require.NoError(t, term.Play(g))
	text := out.String()
	assert.Contains(t, text, "You may act now, out of turn (type a move, or press Enter to let play go on):\n   1  let play go on (as Enter)\n   2  shout\nyou> \n")
	assert.NotContains(t, text, "press Enter to make it")
	assert.NotContains(t, text, "shouts", "1 at every prompt out of turn made no move")
	require.Greater(t, len(g.State().Moves()), 1)
	assert.Equal(t, "seat 2", seatWord(g.State().Moves()[1].Seat, 0), "Enter let play go on: seat 2 played next")
}
