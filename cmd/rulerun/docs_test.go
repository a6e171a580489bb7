package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
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

// TestDocsCiteWhatIsThere checks that the README asks for the Go version
// go.mod does, and that the docs and scripts cite no file outside the
// repository (rules texts are in docs/rules; the yardstick, which lives
// beside the repository, is named as such).
func TestDocsCiteWhatIsThere(t *testing.T) {
	mod, err := os.ReadFile("../../go.mod")
	require.NoError(t, err)
	m := regexp.MustCompile(`(?m)^go (\d+\.\d+)`).FindSubmatch(mod)
	require.NotNil(t, m)
	readme, err := os.ReadFile("../../README.md")
	require.NoError(t, err)
	assert.Contains(t, string(readme), "With Go "+string(m[1])+" or newer installed")

	files, err := filepath.Glob("../../docs/*.md")
	require.NoError(t, err)
	scripts, err := filepath.Glob("../../scripts/*.lua")
	require.NoError(t, err)
	outside := regexp.MustCompile(`(\.\./)?shared/(rules|notes)/`)
	for _, f := range append(append(files, scripts...), "../../README.md") {
		data, err := os.ReadFile(f)
		require.NoError(t, err)
		assert.NotRegexp(t, outside, string(data), "%s cites a file outside the repository", f)
	}
}
