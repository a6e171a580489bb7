package lua

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestReadFileRefusesWhatIsNotAFile checks that scripts are read only from
// regular files, and never past their size limit.
func TestReadFileRefusesWhatIsNotAFile(t *testing.T) {
	dir := t.TempDir()
	big := writeFile(t, dir, "big.lua", strings.Repeat("-- x\n", MaxScriptSize/5+1))
	tests := []struct {
		name, path, want string
	}{
		{"folder", dir, "is a folder; only a regular file can be read"},
		{"too big", big, "scripts may be at most"},
		{"missing", filepath.Join(dir, "none.lua"), "no such file"},
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		tests = append(tests, struct{ name, path, want string }{"endless device", "/dev/zero", "/dev/zero is a device"})
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Load(tt.path)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.want)
		})
	}
}
