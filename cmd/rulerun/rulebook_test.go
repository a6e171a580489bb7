package main

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rulebook"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRulebookHasEveryCitedRule checks that docs/rules holds every rule code
// a shipped script cites, so that the rules command and the web table find
// each refusal's rule.
func TestRulebookHasEveryCitedRule(t *testing.T) {
	book := rulebook.Load("../../scripts/unu.lua")
	require.NotEmpty(t, book, "docs/rules is found from a shipped script")
	scripts, err := filepath.Glob("../../scripts/*.lua")
	require.NoError(t, err)
	for _, s := range scripts {
		src, err := os.ReadFile(s)
		require.NoError(t, err)
		for _, code := range core.RuleCodes(string(src)) {
			_, ok := book[code]
			assert.True(t, ok, "%s cites %s, which docs/rules lacks", filepath.Base(s), code)
		}
	}
}
