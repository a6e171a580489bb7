package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fencedAfter returns the fenced block that follows the line marker in a
// Markdown text.
func fencedAfter(t *testing.T, doc, marker string) string {
	t.Helper()
	i := strings.Index(doc, marker+"\n```")
	require.GreaterOrEqual(t, i, 0, "no block after %s", marker)
	rest := doc[i+len(marker)+1:]
	start := strings.Index(rest, "\n") + 1
	end := strings.Index(rest[start:], "\n```")
	require.GreaterOrEqual(t, end, 0)
	return rest[start : start+end+1]
}

// TestDocFailureOutput checks that docs/scenarios.md shows what rulerun test
// really prints for its failing example.
func TestDocFailureOutput(t *testing.T) {
	data, err := os.ReadFile("../../docs/scenarios.md")
	require.NoError(t, err)
	doc := string(data)
	example := fencedAfter(t, doc, "<!-- fails -->")
	want := fencedAfter(t, doc, "<!-- output -->")
	require.Contains(t, doc, "`rulerun test unu.tests/king.yaml` says:")

	src, err := os.ReadFile("../../scripts/unu.lua")
	require.NoError(t, err)
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "unu.lua"), src, 0o644))
	require.NoError(t, os.Mkdir(filepath.Join(dir, "unu.tests"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "unu.tests", "king.yaml"), []byte(example), 0o644))
	t.Chdir(dir)

	var stdout, stderr bytes.Buffer
	code := run([]string{"rulerun", "test", "unu.tests/king.yaml"}, strings.NewReader(""), &stdout, &stderr)
	assert.Equal(t, exitProblem, code)
	assert.Equal(t, want, stdout.String())
}
