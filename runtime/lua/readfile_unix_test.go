//go:build unix

package lua

import (
	"path/filepath"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadFileRefusesNamedPipe checks that a named pipe given as a script or
// required as a module is refused at once, not waited on.
func TestReadFileRefusesNamedPipe(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.lua")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skipf("cannot make a named pipe: %v", err)
	}
	_, err := Load(fifo)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "pipe.lua is a named pipe")

	path := writeFile(t, dir, "game.lua", "return require \"pipe\" -- HERE\n")
	_, err = LoadWithLimits(path, testLimits)
	requireScriptError(t, err, filepath.ToSlash(path), 1, "is a named pipe")
}
