package scenario

import (
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/cover"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/lua"
)

var updateCover = flag.Bool("update-cover", false, "rewrite the golden files of the coverage tests")

// loadCovered loads a Lua script with coverage on.
func loadCovered(path string, debug io.Writer) (engine.Source, error) {
	s, err := lua.LoadCovered(path)
	if err != nil {
		return nil, err
	}
	s.Debug = debug
	return s, nil
}

// outcome is how a scenario ended, without its game (so that two runs of
// every shipped scenario fit in the memory the sandbox allows).
type outcome struct {
	Name    string
	Failure *Failure
	Log     []string
}

// runWith runs every scenario under dir with a runner of load.
func runWith(t *testing.T, load Loader, dir string) (*Runner, []outcome) {
	t.Helper()
	files, err := Find([]string{dir})
	require.NoError(t, err)
	r := NewRunner(load)
	var out []outcome
	for _, f := range files {
		scenarios, err := ParseFile(f)
		require.NoError(t, err)
		for _, s := range scenarios {
			res := r.Run(s)
			out = append(out, outcome{Name: res.Name, Failure: res.Failure, Log: res.Log})
		}
	}
	return r, out
}

// markedLines writes each file of a profile line by line, each line marked
// run ("+"), not run ("-") or not code (" ").
func markedLines(p *cover.Profile) string {
	var b strings.Builder
	for _, f := range p.Files {
		fmt.Fprintf(&b, "== %s\n", filepath.Base(f.File))
		lines := strings.Split(string(f.Source), "\n")
		for i, st := range f.Lines() {
			if i < len(lines) {
				fmt.Fprintf(&b, "%s %3d %s\n", map[cover.LineState]string{cover.NotCode: " ", cover.NotRun: "-", cover.Run: "+"}[st], i+1, lines[i])
			}
		}
	}
	return b.String()
}

// TestCoverageOfKnownScenarios runs scenarios that exercise a known set of
// lines of a variant (kings.lua) and of the base it requires (base.lua),
// whose verbs are functions in a table constructor, and expects exactly
// that set: the golden file marks each line.
func TestCoverageOfKnownScenarios(t *testing.T) {
	r, results := runWith(t, loadCovered, "testdata/cover/kings.tests")
	require.Len(t, results, 2)
	for _, res := range results {
		require.Nil(t, res.Failure, res.Name)
	}
	p, err := r.Coverage()
	require.NoError(t, err)
	require.NotNil(t, p)
	got := markedLines(p)
	golden := "testdata/cover/kings.golden"
	if *updateCover {
		require.NoError(t, os.WriteFile(golden, []byte(got), 0o644))
	}
	want, err := os.ReadFile(golden)
	require.NoError(t, err)
	assert.Equal(t, string(want), got, "run go test ./runtime/scenario -run Coverage -update-cover to rewrite %s after checking the change", golden)

	reports := cover.Summarize(p)
	require.Len(t, reports, 2)
	base := reports[1]
	assert.Equal(t, "testdata/cover/base.lua", base.File)
	var verbs []string
	for _, v := range base.Verbs {
		verbs = append(verbs, fmt.Sprintf("%s %d/%d", v.Name, v.Run, v.Lines))
	}
	assert.Equal(t, []string{"verbs.play 7/10", "verbs.draw 0/3", "verbs.pass 0/2"}, verbs)
}

// TestCoverageWithoutCoveredLoaderIsNil checks that a runner whose scripts
// are loaded plainly reports no coverage.
func TestCoverageWithoutCoveredLoaderIsNil(t *testing.T) {
	r, results := runWith(t, loadLua, "testdata/cover/kings.tests")
	require.Len(t, results, 2)
	p, err := r.Coverage()
	require.NoError(t, err)
	assert.Nil(t, p)
}

// TestCoverageChangesNoBehaviour runs the shipped scenarios with coverage
// on and off: every scenario ends the same way, with the same log.
func TestCoverageChangesNoBehaviour(t *testing.T) {
	if testing.Short() {
		t.Skip("runs every shipped scenario twice")
	}
	_, plain := runWith(t, loadLua, shippedDir)
	r, covered := runWith(t, loadCovered, shippedDir)
	require.Len(t, covered, len(plain))
	for i := range plain {
		assert.Equal(t, plain[i], covered[i])
	}
	p, err := r.Coverage()
	require.NoError(t, err)
	require.NotNil(t, p)
	assert.GreaterOrEqual(t, len(p.Files), 6, "every shipped game, and the variants that require them")
}
