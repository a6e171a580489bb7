package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRulebookHasEveryCitedRule checks that docs/rules holds every rule code
// a shipped script cites, so that the rules command finds each refusal's rule.
func TestRulebookHasEveryCitedRule(t *testing.T) {
	book := loadRulebook("../../scripts/unu.lua")
	require.NotEmpty(t, book, "docs/rules is found from a shipped script")
	scripts, err := filepath.Glob("../../scripts/*.lua")
	require.NoError(t, err)
	for _, s := range scripts {
		src, err := os.ReadFile(s)
		require.NoError(t, err)
		for _, code := range ruleCite.FindAllString(string(src), -1) {
			_, ok := book[code]
			assert.True(t, ok, "%s cites %s, which docs/rules lacks", filepath.Base(s), code)
		}
	}
}

func TestRulebookReadsOneRule(t *testing.T) {
	path := filepath.Join(t.TempDir(), "r.md")
	require.NoError(t, os.WriteFile(path, []byte("# Game\n\n**G-1 First.** One.\nStill one.\n\n**G-2 Second.** Two.\n## Next\nnot a rule\n"), 0o644))
	b := rulebook{}
	b.read(path)
	assert.Equal(t, "**G-1 First.** One.\nStill one.", b["G-1"])
	assert.Equal(t, "**G-2 Second.** Two.", b["G-2"])
	assert.Equal(t, []string{"G-2", "G-1"}, b.cited("G-2: no; see G-1 and G-9"))
}
