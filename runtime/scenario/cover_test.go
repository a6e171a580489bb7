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
	t.Parallel()
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

// reachOf runs the scenarios under dir with coverage on and returns how
// far they got through the rules of script.
func reachOf(t *testing.T, dir, script string) *cover.Reach {
	t.Helper()
	r, results := runWith(t, loadCovered, dir)
	for _, res := range results {
		require.Nil(t, res.Failure, res.Name)
	}
	p, err := r.Coverage()
	require.NoError(t, err)
	require.NotNil(t, p)
	reach := p.Reach(script)
	require.NotNil(t, reach, "the rules of %s are counted", script)
	return reach
}

// never names the items never reached.
func never[T any](items []T, name func(T) string, isNever func(T) bool) (nevers []string) {
	for _, it := range items {
		if isNever(it) {
			nevers = append(nevers, name(it))
		}
	}
	return nevers
}

// TestCoverageOfDeclaredRules runs scenarios of a declared game that play
// one of its two verbs, fire one of its two effects, narrate one rule code
// (and end with a reason that cites another) and are refused under a
// third, and one whose game is refused at the start under a fourth: exactly the verb, the effect and the code left are
// marked never reached, and the refusal a refuse step expects is counted
// once although the rules count their refusals too.
func TestCoverageOfDeclaredRules(t *testing.T) {
	reach := reachOf(t, "testdata/cover/declared.tests", "testdata/cover/declared.lua")
	assert.Equal(t, "scenario", reach.Unit)
	assert.Equal(t, 3, reach.Runs)
	assert.Equal(t, []cover.Reached{{Name: "play", Times: 2, Runs: 1}, {Name: "draw"}}, reach.Verbs)
	assert.Equal(t, []cover.Reached{{Name: "K: again", Times: 1, Runs: 1}, {Name: "Q: reverse"}}, reach.Effects)
	assert.Equal(t, []cover.CodeReached{{Code: "DC-1", Applied: 2, Refused: 1, Runs: 2}, {Code: "DC-2", Narrated: 1, Runs: 1}, {Code: "DC-3"},
		{Code: "DC-4", Refused: 1, Runs: 1}, {Code: "DC-5", Narrated: 1, Runs: 1}}, reach.Codes)
	assert.Equal(t, []string{"draw"}, never(reach.Verbs, func(r cover.Reached) string { return r.Name }, cover.Reached.Never))
	assert.Equal(t, []string{"DC-3"}, never(reach.Codes, func(c cover.CodeReached) string { return c.Code }, cover.CodeReached.Never))
}

// TestCoverageOfAGameOfFunctions counts the verbs of a game written as Lua
// functions from its description and its moves; it declares no effects.
func TestCoverageOfAGameOfFunctions(t *testing.T) {
	reach := reachOf(t, "testdata/cover/kings.tests", "testdata/cover/kings.lua")
	assert.Equal(t, []cover.Reached{{Name: "play", Times: 1, Runs: 1}, {Name: "draw"}, {Name: "pass"}}, reach.Verbs)
	assert.Empty(t, reach.Effects)
	assert.Empty(t, reach.Codes, "kings.lua cites no rule code")
}
