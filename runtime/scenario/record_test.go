package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// recordedGame plays a two-player game of a variant that requires the
// shipped rules to its end, with random bots, choosing a seed where the
// direction of play ends reversed: with two players, queens change only the
// direction, so a variant where they do not reverse replays every move.
func recordedGame(t *testing.T) (dir string, g *lua.Game) {
	t.Helper()
	dir = t.TempDir()
	src, err := os.ReadFile(filepath.Join(shippedDir, "unu.lua"))
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "unu.lua"), src, 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "mine.lua"), []byte("return require \"unu\"\n"), 0o644))
	script, err := lua.Load(filepath.Join(dir, "mine.lua"))
	require.NoError(t, err)
	for seed := uint64(1); seed < 100; seed++ {
		g, err = script.NewGame(lua.Config{Seats: 2, Seed: seed, Options: map[string]string{"decks": "1"}})
		require.NoError(t, err)
		agents := []engine.Agent{engine.NewRandomBot(seed), engine.NewRandomBot(seed + 1000)}
		_, err = engine.SelfPlay(g, agents, 5000)
		require.NoError(t, err)
		if g.State().Turn().Dir < 0 {
			return dir, g
		}
	}
	t.Fatal("no game ended counterclockwise")
	return "", nil
}

func TestRecordReplaysAndUpdate(t *testing.T) {
	dir, g := recordedGame(t)
	path := filepath.Join(dir, "games", "rec.yaml")
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	data, err := Record(g, g.Host().Script().Describe(), filepath.Join(dir, "mine.lua"), path)
	require.NoError(t, err)
	text := string(data)
	assert.Contains(t, text, "script: ../mine.lua\n", "the script is relative to the scenario file")
	assert.Contains(t, text, "seats: 2\n")
	assert.Contains(t, text, "options: {decks: 1}\n", "options that differ from their defaults are kept")
	assert.Contains(t, text, "\nrecorded:\n  over: true\n")
	assert.Contains(t, text, "  direction: counterclockwise\n")
	assert.Equal(t, len(g.State().Moves()), strings.Count(text, "\n  - "), "one step per move")

	// A designer adds an expectation of their own.
	first := g.State().Moves()[0]
	text = strings.Replace(text, "steps:\n", "steps:\n  # mine\n  - expect: {next: "+string(rune('1'+first.Seat))+"}\n", 1)
	require.NoError(t, os.WriteFile(path, []byte(text), 0o644))

	res := runFile(t, newLuaRunner(), path)
	require.True(t, res.Passed(), "the recording replays: %v", res.Failure)

	// The rule changes: queens no longer reverse.
	variant := "local game = require \"unu\"\ngame.rules.powers.Q.reverse = nil\nreturn game\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, "mine.lua"), []byte(variant), 0o644))
	res = runFile(t, newLuaRunner(), path)
	require.False(t, res.Passed())
	require.Len(t, res.Failure.Mismatches, 1)
	m := res.Failure.Mismatches[0]
	assert.Equal(t, "direction", m.What)
	assert.Equal(t, "counterclockwise", m.Want)
	assert.Equal(t, "clockwise", m.Got)
	assert.Equal(t, "recorded expectations", res.Failure.Step)

	results, changed, err := newLuaRunner().Update(path, nil)
	require.NoError(t, err)
	require.True(t, changed)
	require.Len(t, results, 1)
	assert.True(t, results[0].Updated)
	assert.True(t, results[0].Passed())
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, strings.Replace(text, "direction: counterclockwise", "direction: clockwise", 1), string(after),
		"only the recorded expectation that changed is rewritten")

	res = runFile(t, newLuaRunner(), path)
	assert.True(t, res.Passed())
	_, changed, err = newLuaRunner().Update(path, nil)
	require.NoError(t, err)
	assert.False(t, changed, "a passing file is not rewritten")
}

func runFile(t *testing.T, r *Runner, path string) *Result {
	t.Helper()
	scenarios, err := ParseFile(path)
	require.NoError(t, err)
	require.Len(t, scenarios, 1)
	return r.Run(scenarios[0])
}

func TestUpdateLeavesFailingStepsAndOtherScenariosAlone(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "u.yaml")
	src := `name: hand-written
script: SCRIPT
setup: {first: 1, hand: {1: [8H, 5C]}, discard: [5H]}
steps:
  - expect: {next: 2}
recorded:
  next: 3
---
# a comment before the second scenario
name: recorded
script: SCRIPT
seats: 3
setup: {first: 1, hand: {1: [8H, 5C]}, discard: [5H]}
steps:
  - 1: play 5C
recorded:
    next: 3     # wrong, and oddly indented
    size: {discard: 2}

    top: {discard: 5C}
# trailing comment
---
name: no recorded block
script: SCRIPT
steps:
  - expect: {next: 9}
`
	src = strings.ReplaceAll(src, "SCRIPT", unuScript(t))
	require.NoError(t, os.WriteFile(path, []byte(src), 0o644))
	results, changed, err := newLuaRunner().Update(path, nil)
	require.NoError(t, err)
	require.True(t, changed)
	require.Len(t, results, 3)
	assert.False(t, results[0].Passed(), "a hand-written expectation that fails is not updated")
	assert.False(t, results[0].Updated)
	assert.True(t, results[1].Updated)
	assert.False(t, results[2].Passed())
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	cut := strings.Index(src, "recorded:\n    next: 3")
	want := src[:cut] + "recorded:\n  next: 2\n  direction: clockwise\n  top: {stock: "
	assert.True(t, strings.HasPrefix(string(after), want), "got:\n%s", after)
	assert.Contains(t, string(after), "  hand:\n    1: [8H]\n    2: [")
	assert.Contains(t, string(after), "\n# trailing comment\n---\nname: no recorded block\n")
	assert.Equal(t, 1, strings.Count(string(after), "next: 3\n---"), "the first scenario's block is left alone")

	_, _, err = newLuaRunner().Update(filepath.Join(dir, "missing.yaml"), nil)
	require.Error(t, err)
}

func TestRecordWithoutMoves(t *testing.T) {
	script, err := lua.Load(filepath.Join(shippedDir, "unu.lua"))
	require.NoError(t, err)
	g, err := script.NewGame(lua.Config{Seats: 3, Seed: 4})
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "empty.yaml")
	data, err := Record(g, script.Describe(), filepath.Join(shippedDir, "unu.lua"), path)
	require.NoError(t, err)
	assert.Contains(t, string(data), "name: empty (recorded game of seed 4)\n")
	assert.Contains(t, string(data), "steps: []\n")
	require.NoError(t, os.WriteFile(path, data, 0o644))
	assert.True(t, runFile(t, newLuaRunner(), path).Passed())
}

func TestYAMLString(t *testing.T) {
	for in, want := range map[string]string{
		"8H":                  "8H",
		"play 8H call spades": "play 8H call spades",
		"../unu.lua":          "../unu.lua",
		"-x":                  `"-x"`,
		"true":                `"true"`,
		"a: b":                `"a: b"`,
		"#x":                  `"#x"`,
		"x ":                  `"x "`,
		"melds 8H / 9H":       "melds 8H / 9H",
		"":                    `""`,
	} {
		assert.Equal(t, want, yamlString(in), "%q", in)
	}
}
