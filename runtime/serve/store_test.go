package serve

import (
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestUnsavedMoveNotConfirmed(t *testing.T) {
	// A case breaks the folder, or has the file system answer errno: what
	// it answers when the disk is full or mounted read-only, which a test
	// cannot do to a real folder (nor, as root, make a folder refuse it).
	tests := []struct {
		name   string
		break_ func(t *testing.T, dir string)
		says   string
		errno  syscall.Errno
	}{
		{"the folder removed", func(t *testing.T, dir string) { require.NoError(t, os.RemoveAll(dir)) }, "gone", 0},
		{"the folder replaced by a file", func(t *testing.T, dir string) {
			require.NoError(t, os.RemoveAll(dir))
			require.NoError(t, os.WriteFile(dir, nil, 0o600))
		}, "cannot be written", 0},
		{"the folder read-only", func(t *testing.T, dir string) {
			if os.Geteuid() == 0 {
				t.Skip("root writes to a read-only folder: see the read-only file system below")
			}
			require.NoError(t, os.Chmod(dir, 0o500))
			t.Cleanup(func() { os.Chmod(dir, 0o700) })
		}, "cannot be written", 0},
		{"the disk full", nil, "the disk is full", syscall.ENOSPC},
		{"a read-only file system", nil, "cannot be written", syscall.EROFS},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "data")
			require.NoError(t, os.Mkdir(dir, 0o700))
			f := newFixture(t, dir, Spec{Script: "race", Seats: 2, Seed: 7})
			f.call(t, "POST", "/1/join", f.secret(1), "{}")
			f.call(t, "POST", "/2/join", f.secret(2), "{}")
			status, body := f.move(t, 1, "add 1")
			require.Equal(t, http.StatusOK, status, "%v", body)
			if tt.break_ != nil {
				tt.break_(t, dir)
			} else {
				f.srv.writeFile = func(dir, path string, data []byte) error {
					return &fs.PathError{Op: "write", Path: path, Err: tt.errno}
				}
			}

			status, body = f.move(t, 2, "add 1")
			assert.Equal(t, http.StatusServiceUnavailable, status, "a move not saved is not confirmed")
			assert.Contains(t, body["error"], "not saved")
			view, _ := body["view"].(map[string]any)
			require.NotNil(t, view)
			assert.Contains(t, view["unsaved"], tt.says, "the page says why")
			assert.NotContains(t, view["unsaved"], dir, "the host's path is the host's")
			_, view = f.call(t, "GET", "/1/view", f.secret(1), "")
			assert.Contains(t, view["unsaved"], "not being saved", "every seat is told")
		})
	}
}

func TestSavedAgainClearsTheWarning(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	require.NoError(t, os.Mkdir(dir, 0o700))
	f := newFixture(t, dir, Spec{Script: "race", Seats: 2, Seed: 7})
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	require.NoError(t, os.RemoveAll(dir))
	status, _ := f.move(t, 1, "add 1")
	require.Equal(t, http.StatusServiceUnavailable, status)
	require.NoError(t, os.Mkdir(dir, 0o700))
	status, body := f.move(t, 2, "add 1")
	assert.Equal(t, http.StatusOK, status, "%v", body)
	view, _ := body["view"].(map[string]any)
	assert.Nil(t, view["unsaved"])
	assert.FileExists(t, tableFile(dir, f.table.ID()))
}

func TestDamagedFilesSetAside(t *testing.T) {
	dir := t.TempDir()
	f := newFixture(t, dir, raceSpec())
	good := f.table.ID()
	f.http.Close()
	f.srv.Close()
	other, err := os.ReadFile(tableFile(dir, good))
	require.NoError(t, err)
	unknown := strings.Replace(strings.Replace(string(other), `"script":"race"`, `"script":"gone.lua"`, 1), good, "0000aaaa", -1)
	files := map[string]string{
		"table-1111bbbb.json": "{not json",
		"table-2222cccc.json": string(other), // holds another table
		"table-3333dddd.json": `{"id":"3333dddd","spec":{"script":"race","seats":2},"seats":[],"game":"bm90IGEgZ2FtZQ=="}`,
		"table-0000aaaa.json": unknown,
		".table-123":          "half written",
	}
	for name, text := range files {
		require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(text), 0o600))
	}
	var log strings.Builder
	again := New(Config{Sources: map[string]engine.Source{"race": enginetest.Source{}}, Data: dir, Log: &log})
	defer again.Close()
	tables, err := again.Resume()
	require.NoError(t, err, "a damaged file does not stop the others")
	require.Len(t, tables, 1)
	assert.Equal(t, good, tables[0].ID())
	for _, name := range []string{"table-1111bbbb.json", "table-2222cccc.json", "table-3333dddd.json"} {
		assert.NoFileExists(t, filepath.Join(dir, name))
		assert.FileExists(t, filepath.Join(dir, name+".damaged"), "set aside")
		assert.Contains(t, log.String(), name, "the log names it")
	}
	assert.FileExists(t, filepath.Join(dir, "table-0000aaaa.json"), "a table of rules not served is left as it is")
	assert.Contains(t, log.String(), "table-0000aaaa.json is left as it is")
	assert.NoFileExists(t, filepath.Join(dir, ".table-123"), "a half-written file is removed")
}
