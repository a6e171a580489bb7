package terminal

import (
	"bytes"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHandOverWaitsForEnter: a person typing the input presses Enter to
// take the screen, which is scrolled clear of the last hand first; a
// terminal's screen is cleared instead.
func TestHandOverWaitsForEnter(t *testing.T) {
	var out bytes.Buffer
	term := raceTerminal("\n", &out)
	term.humans, term.interactive, term.game = []int{0, 1}, true, enginetest.New(2)
	term.since = 5
	term.mu.Lock()
	require.NoError(t, term.handOver(1, false))
	require.ErrorIs(t, term.handOver(0, true), ErrInputEnded, "no Enter: the input ended")
	term.mu.Unlock()
	assert.Equal(t, 1, term.seat, "seat 2 reads the terminal")
	assert.Zero(t, term.since, "seat 2 reads the log from its start")
	assert.Equal(t, 5, term.readers[0].since, "seat 1's place in the log is kept")
	assert.Contains(t, out.String(), strings.Repeat("\n", 40)+"Pass the screen to seat 2, then press Enter.")
	assert.Contains(t, out.String(), "Seat 2, your turn.")

	out.Reset()
	term = raceTerminal("", &out)
	term.live = true
	term.hide()
	assert.Equal(t, "\x1b[H\x1b[2J\x1b[3J", out.String())
}
