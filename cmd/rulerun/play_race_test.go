package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlayRaceRecordReplays: at the terminal a slap is a race run by
// arrival. The player here lets every race go (Enter) and flips in turn,
// so the bots' reactions decide the races; the game recorded with
// --record, whoever won each race, replays to the same end.
func TestPlayRaceRecordReplays(t *testing.T) {
	file := filepath.Join(t.TempDir(), "game.yaml")
	input := strings.Repeat("\n1\n", 300) + "quit\n"
	var out, errOut strings.Builder
	code := run([]string{"rulerun", "play", "../../scripts/ratscrew.lua", "--players", "3", "--seed", "5", "--no-color", "--record", file},
		strings.NewReader(input), &out, &errOut)
	require.Equal(t, exitOK, code, "%s", errOut.String())
	assert.Contains(t, out.String(), "A race: the first to act wins")
	assert.Regexp(t, `seat [23] slaps first and takes the pile`, out.String(), "a bot won a race")
	recorded, err := os.ReadFile(file)
	require.NoError(t, err)
	assert.Contains(t, string(recorded), "slap", "the race's winner is recorded as a move")

	var testOut bytes.Buffer
	errOut.Reset()
	code = run([]string{"rulerun", "test", file}, strings.NewReader(""), &testOut, &errOut)
	assert.Equal(t, exitOK, code, "the recording replays: %s%s", testOut.String(), errOut.String())
}
