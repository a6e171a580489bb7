package scenario

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestWildStandsWhereTyped: a meld form of ordered cards (<cards...>) keeps
// the order typed, so a wild written without its card stands where it is
// written (RUM-3): meld P4 P5 W lays W=P6, meld W P4 P5 lays W=P3. The
// shipped Rumski declares meld <cards...>.
func TestWildStandsWhereTyped(t *testing.T) {
	src, err := os.ReadFile(filepath.Join(shippedDir, "rumski.lua"))
	require.NoError(t, err)
	require.Contains(t, string(src), `"meld <cards...>",`)
	dir := t.TempDir()
	script := filepath.Join(dir, "rumski.lua")
	require.NoError(t, os.WriteFile(script, src, 0o644))
	tests := []struct{ move, laid string }{
		{"meld P4 P5 W", "meld 1: P4 P5 W=P6"},
		{"meld W P4 P5", "meld 1: W=P3 P4 P5"},
		{"meld P4 W P5", "meld 1: P4 P5 W=P6"},
		{"meld P5 P4 W", "meld 1: P4 P5 W=P6"},
	}
	for _, tt := range tests {
		t.Run(tt.move, func(t *testing.T) {
			path := filepath.Join(dir, "s.yaml")
			require.NoError(t, os.WriteFile(path, []byte(`name: wild
script: rumski.lua
seats: 2
options: {first_dealer: 2}
setup:
  first: 1
  hand: {1: [P4, P5, W, Y1]}
  discard: [G7]
steps:
  - 1: draw
  - 1: `+tt.move+`
  - expect: {log: "`+tt.laid+`"}
`), 0o644))
			got, err := ParseFile(path)
			require.NoError(t, err)
			res := newLuaRunner().Run(got[0])
			if !res.Passed() {
				t.Errorf("%s", describe(res))
			}
		})
	}
}
