package serve

import (
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestUnsavedMoveNotConfirmed(t *testing.T) {
	tests := []struct {
		name   string
		break_ func(t *testing.T, dir string)
		says   string
	}{
		{"the folder removed", func(t *testing.T, dir string) { require.NoError(t, os.RemoveAll(dir)) }, "gone"},
		{"the folder replaced by a file", func(t *testing.T, dir string) {
			require.NoError(t, os.RemoveAll(dir))
			require.NoError(t, os.WriteFile(dir, nil, 0o600))
		}, "cannot be written"},
		{"the folder read-only", func(t *testing.T, dir string) {
			if os.Geteuid() == 0 {
				t.Skip("root writes to a read-only folder")
			}
			require.NoError(t, os.Chmod(dir, 0o500))
			t.Cleanup(func() { os.Chmod(dir, 0o700) })
		}, "cannot be written"},
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
			tt.break_(t, dir)

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
