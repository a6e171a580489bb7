package safefile

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadFileLimit checks the limit on what ReadFile returns.
func TestReadFileLimit(t *testing.T) {
	path := filepath.Join(t.TempDir(), "f.txt")
	require.NoError(t, os.WriteFile(path, []byte("0123456789"), 0o644))
	data, err := ReadFile(path, 10)
	require.NoError(t, err)
	assert.Equal(t, "0123456789", string(data))
	_, err = ReadFile(path, 9)
	var se *SizeError
	require.ErrorAs(t, err, &se)
	assert.Equal(t, path+" is 10 bytes; it may be at most 9", err.Error())
}

func TestReadFileRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	tests := []struct{ name, path, want string }{
		{"folder", dir, dir + " is a folder; only a regular file can be read"},
		{"missing", filepath.Join(dir, "none"), filepath.Join(dir, "none") + ": no such file"},
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		tests = append(tests, struct{ name, path, want string }{"endless device", "/dev/zero", "/dev/zero is a device"})
	}
	for _, tt := range tests {
		_, err := ReadFile(tt.path, 100)
		require.Error(t, err, tt.name)
		assert.Contains(t, err.Error(), tt.want, tt.name)
	}
}
