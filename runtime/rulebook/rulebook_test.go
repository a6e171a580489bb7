package rulebook

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestReadOneRuleEach(t *testing.T) {
	b := Book{}
	b.Read(strings.NewReader("# Game\n\n**G-1 First.** One.\nStill one.\n\n**G-2 Second.** Two.\n## Next\nnot a rule\n"))
	assert.Equal(t, Book{"G-1": "**G-1 First.** One.\nStill one.", "G-2": "**G-2 Second.** Two."}, b)
}

func TestKnown(t *testing.T) {
	b := Book{"G-1": "one", "G-2": "two", "G-3a": "three a"}
	tests := []struct {
		codes []string
		want  []string
	}{
		{[]string{"G-2", "G-1", "G-9"}, []string{"G-2", "G-1"}},
		{[]string{"G-3a", "G-3a"}, []string{"G-3a"}},
		{nil, nil},
		{[]string{"XG-1", "G-1"}, []string{"G-1"}},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, b.Known(tt.codes), "%v", tt.codes)
	}
}

func TestLoadFindsTheRulesBesideTheScripts(t *testing.T) {
	root := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(root, "docs", "rules"), 0o755))
	require.NoError(t, os.MkdirAll(filepath.Join(root, "scripts"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(root, "docs", "rules", "g.md"), []byte("**G-7 Seven.** Text.\n"), 0o644))
	b := Load(filepath.Join(root, "scripts", "g.lua"))
	assert.Equal(t, "**G-7 Seven.** Text.", b["G-7"])
	b.ReadFile(filepath.Join(root, "missing.md"))
	assert.Len(t, b, 1, "a missing file adds nothing")
}

func FuzzRead(f *testing.F) {
	f.Add("# H\n**A-1 x** y\nz\n")
	f.Add("**B-2a** \n#\n**C-3**")
	f.Fuzz(func(t *testing.T, text string) {
		b := Book{}
		b.Read(strings.NewReader(text))
		for code, rule := range b {
			assert.True(t, strings.HasPrefix(rule, "**"+code), "a rule starts with its code: %q", rule)
		}
	})
}

// TestGoFishSaysAPlayerMayWait: the rule of going fishing says that a
// player nobody asks may wait many turns, and which option passes the turn
// round the table (issue 44: a player waiting thought the table stuck).
func TestGoFishSaysAPlayerMayWait(t *testing.T) {
	book := Book{}
	book.ReadFile("../../docs/rules/gofish.md")
	require.Contains(t, book, "GF-5")
	assert.Contains(t, book["GF-5"], "a player nobody asks may wait many turns")
	assert.Contains(t, book["GF-5"], "`after_miss=left`")
}
