package main

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"github.com/urfave/cli/v2"
)

// TestCheckScriptPath: a folder or a missing file is bad command-line use
// (exit status 2), with the script meant when one is near.
func TestCheckScriptPath(t *testing.T) {
	tests := []struct {
		path, want string
	}{
		{"../../scripts", "is a folder, not a script"},
		{"nope.lua", "no such script: nope.lua"},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			err := checkScriptPath(tt.path)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
			var exit cli.ExitCoder
			require.ErrorAs(t, err, &exit)
			assert.Equal(t, exitUsage, exit.ExitCode())
		})
	}
	require.NoError(t, checkScriptPath(filepath.Join("..", "..", "scripts", "unu.lua")))
	t.Chdir(filepath.Join("..", ".."))
	assert.ErrorContains(t, checkScriptPath("thirteen"), "did you mean scripts/thirteen.lua?")
}
