package main

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// codesOf are the rule codes named in a summary's "rule codes:" and
// "never cited" lines of its first run, in order.
func codesOf(t *testing.T, text string) (cited, dead []string) {
	t.Helper()
	code := regexp.MustCompile(`\b[A-Z][A-Z0-9]*-[0-9]+[a-z]?\b`)
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "rule codes: ") && cited == nil:
			cited = code.FindAllString(line, -1)
		case strings.HasPrefix(line, "rule codes never cited") && dead == nil:
			dead = code.FindAllString(line, -1)
		}
	}
	require.NotEmpty(t, cited, "a rule codes line")
	return cited, dead
}

// TestSimulateDocShowsTodaysUnu checks that the first example of
// docs/simulate.md is of the Unu shipped today: the rule codes it shows
// happening, and those never cited, are those a run of today's Unu names
// (a run of 200 games at the example's flags; the doc's run has 4,000).
// An example of an older Unu once showed its match as UNU-5.
func TestSimulateDocShowsTodaysUnu(t *testing.T) {
	doc, err := os.ReadFile("../../docs/simulate.md")
	require.NoError(t, err)
	_, example, ok := strings.Cut(string(doc), "## A real comparison")
	require.True(t, ok)
	_, example, ok = strings.Cut(example, "```text\n")
	require.True(t, ok)
	example, _, _ = strings.Cut(example, "```")
	var out, errOut strings.Builder
	status := run([]string{"rulerun", "simulate", "../../scripts/unu.lua", "--games", "200", "--players", "4", "--bots", "greedy"},
		strings.NewReader(""), &out, &errOut)
	require.Equal(t, exitOK, status, errOut.String())
	docCited, docDead := codesOf(t, example)
	runCited, runDead := codesOf(t, out.String())
	assert.Equal(t, runCited, docCited, "the codes the example shows happening")
	assert.Equal(t, runDead, docDead, "the codes the example shows never cited")
	assert.True(t, slices.Contains(docCited, "UNU-2"), "a card matching is UNU-2")
}
