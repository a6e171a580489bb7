package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestKeepComments(t *testing.T) {
	block := "recorded:\n  next: 2\n  size: {discard: 2}\n  hand:\n    1: [8H]\n    2: [5C]\n"
	tests := []struct {
		name string
		old  string // the old block's lines after its key's
		want string
	}{
		{"no comment", "  next: 3\n", block},
		{"before a key kept", "  next: 3\n  # the discard grows\n  size: {discard: 1}\n",
			"recorded:\n  next: 2\n  # the discard grows\n  size: {discard: 2}\n  hand:\n    1: [8H]\n    2: [5C]\n"},
		{"before a nested key, re-indented", "  hand:\n      # seat 2 keeps one\n      2: [9C]\n",
			"recorded:\n  next: 2\n  size: {discard: 2}\n  hand:\n    1: [8H]\n    # seat 2 keeps one\n    2: [5C]\n"},
		{"a key gone, and the end", "  # of a key gone\n  winner: [1]\n  next: 3\n  # at the end\n",
			block + "  # of a key gone\n  # at the end\n"},
		{"after a value: not kept", "  next: 3   # wrong\n", block},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, keepComments(strings.SplitAfter(tt.old, "\n"), block))
		})
	}
}

// TestUpdateKeepsCommentsInTheBlock: test --update rewrites a recorded
// block and keeps the comments written inside it.
func TestUpdateKeepsCommentsInTheBlock(t *testing.T) {
	path := filepath.Join(t.TempDir(), "u.yaml")
	src := `name: recorded
script: ` + unuScript(t) + `
seats: 3
setup: {first: 1, hand: {1: [8H, 5C]}, discard: [5H]}
steps:
  - 1: play 5C
recorded:
  # seat 2 is next: seat 1 played
  next: 3
  size: {discard: 2}
  # written last
`
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	results, changed, err := newLuaRunner().Update(path, nil)
	require.NoError(t, err)
	require.True(t, changed)
	require.Len(t, results, 1)
	assert.True(t, results[0].Updated)
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(after), "recorded:\n  # seat 2 is next: seat 1 played\n  next: 2\n")
	assert.True(t, strings.HasSuffix(string(after), "  # written last\n"), "got:\n%s", after)
	res := runFile(t, newLuaRunner(), path)
	assert.True(t, res.Passed(), "the file still reads: %v", res.Failure)
}
