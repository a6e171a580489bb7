package lua

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/lua/bind"
	"github.com/rulerun/rulerun/runtime/lua/decl"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withCommas writes n as docs/sandbox.md does: 20,000,000.
func withCommas(n int64) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// TestSandboxDocStatesTheLimits checks that docs/sandbox.md gives every
// limit of the bindings with the number the code uses (the interpreter's
// are checked in runtime/sandbox).
func TestSandboxDocStatesTheLimits(t *testing.T) {
	data, err := os.ReadFile("../../docs/sandbox.md")
	require.NoError(t, err)
	doc := string(data)
	for what, text := range map[string]string{
		"script size": fmt.Sprintf("%d KB", MaxScriptSize>>10),
		"deck":        withCommas(core.MaxDeckSize) + " cards",
		"aliases":     fmt.Sprintf("%d aliases", decl.MaxAliases),
		"moves":       withCommas(bind.MaxMoves) + " moves, each naming at most " + fmt.Sprint(notation.MaxTokens) + " cards",
		"piles":       "| " + withCommas(bind.MaxPiles) + ", declared",
		"log lines":   fmt.Sprintf("%d KB; %s lines per hook call", bind.MaxLogLine>>10, withCommas(bind.MaxLogLines)),
		"status":      fmt.Sprintf("the status text | %d KB", maxStatus>>10),
	} {
		assert.True(t, strings.Contains(doc, text), "docs/sandbox.md does not give the %s as %q", what, text)
	}
}
