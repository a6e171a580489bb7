package main

import (
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// burnCPU starts a process spinning on a core for each core of the
// machine, as other people's builds and tests do on a shared one; they
// are stopped, by their process ids, when the test ends.
func burnCPU(t *testing.T) {
	t.Helper()
	for range runtime.NumCPU() {
		burner := exec.Command("sh", "-c", "while :; do :; done")
		require.NoError(t, burner.Start())
		t.Cleanup(func() {
			_ = burner.Process.Kill()
			_ = burner.Wait()
		})
	}
}

// TestValidatePassesUnderLoad checks that validate's verdict on every
// shipped game does not depend on the machine's load: with a process
// spinning on every core, each passes. A game is judged by its moves, the
// sandbox's steps and its own CPU time, which the spinning processes do
// not add to; the wall clock only stops a game that hangs. Two games of
// each (a whole match of the games of rounds) keep it to a few CPU
// seconds a game.
func TestValidatePassesUnderLoad(t *testing.T) {
	games, err := filepath.Glob("../../scripts/*.lua")
	require.NoError(t, err)
	require.Len(t, games, 21, "every shipped game")
	burnCPU(t)
	var out, errOut strings.Builder
	args := append([]string{"rulerun", "validate", "--games", "2", "--moves", "0"}, games...)
	status := run(args, strings.NewReader(""), &out, &errOut)
	assert.Equal(t, exitOK, status, "%s%s", out.String(), errOut.String())
	for _, path := range games {
		assert.Contains(t, out.String(), "ok   "+path+" (", "%s passes", filepath.Base(path))
	}
}
