package main

import (
	"bufio"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlayRecordsOnSignals: play --record writes the game when it is
// interrupted (Ctrl-C), told to stop (SIGTERM) or its terminal closes
// (SIGHUP) while the player thinks, and exits with status 130.
func TestPlayRecordsOnSignals(t *testing.T) {
	tests := []struct {
		name string
		sig  syscall.Signal
	}{
		{"Ctrl-C", syscall.SIGINT},
		{"SIGTERM", syscall.SIGTERM},
		{"SIGHUP", syscall.SIGHUP},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			file := filepath.Join(t.TempDir(), "game.yaml")
			cmd := exec.Command(os.Args[0], "play", "../../scripts/unu.lua", "--seed", "3", "--record", file)
			cmd.Env = append(os.Environ(), "RULERUN_TEST_CHILD=1")
			stdin, err := cmd.StdinPipe()
			require.NoError(t, err)
			defer stdin.Close()
			stdout, err := cmd.StdoutPipe()
			require.NoError(t, err)
			require.NoError(t, cmd.Start())
			out := bufio.NewReader(stdout)
			var seen strings.Builder
			for !strings.Contains(seen.String(), "you> ") { // the prompt
				b, err := out.ReadByte()
				require.NoError(t, err, "the game waits for a move: %s", seen.String())
				seen.WriteByte(b)
			}
			require.NoError(t, cmd.Process.Signal(tt.sig))
			rest := make([]byte, 4096)
			for {
				if _, err := out.Read(rest); err != nil {
					break
				}
			}
			err = cmd.Wait()
			var exit *exec.ExitError
			require.ErrorAs(t, err, &exit)
			assert.Equal(t, exitInterrupted, exit.ExitCode())
			data, err := os.ReadFile(file)
			require.NoError(t, err, "the game is recorded")
			assert.Contains(t, string(data), "seed: 3")
		})
	}
}
