package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/tune"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tuneArgs race the hand sizes of the shipped variant on a small budget.
func tuneArgs(extra ...string) []string {
	return append([]string{"rulerun", "tune", "../../scripts/variants/handsize.lua", "--opt", "hand_size=3..6",
		"--target", "length=20..30", "--players", "4", "--budget", "400", "--seed", "3"}, extra...)
}

// TestTuneTable races and checks the table: a row a value, each figure
// with its interval and verdict, and the answer.
func TestTuneTable(t *testing.T) {
	var out, errOut strings.Builder
	require.Equal(t, 0, run(tuneArgs(), strings.NewReader(""), &out, &errOut), errOut.String())
	text := out.String()
	assert.Contains(t, text, "targets: length=20..30 (moves a game)")
	for _, v := range []string{"hand_size=3", "hand_size=4", "hand_size=5", "hand_size=6"} {
		assert.Contains(t, text, "\n  "+v+" ", v)
	}
	assert.Regexp(t, `hand_size=6 +[0-9]+ +[0-9.]+ \([0-9.]+-[0-9.]+\) out +out`, text)
	assert.Contains(t, errOut.String(), "still in the race: hand_size=3")
}

// TestTuneShardsMerge: the shards of a race merged give the one machine's
// summary, to the byte.
func TestTuneShardsMerge(t *testing.T) {
	dir := t.TempDir()
	file := func(name string) string { return filepath.Join(dir, name) }
	var out, errOut strings.Builder
	require.Equal(t, 0, run(tuneArgs("--summary-json", file("whole.json")), strings.NewReader(""), &out, &errOut), errOut.String())
	for _, k := range []string{"1", "2", "3"} {
		require.Equal(t, 0, run(tuneArgs("--shard", k+"/3", "--summary-json", file("part"+k+".json")), strings.NewReader(""), &out, &errOut), errOut.String())
	}
	require.Equal(t, 0, run([]string{"rulerun", "tune", "merge", file("part2.json"), file("part3.json"), file("part1.json"),
		"--summary-json", file("merged.json")}, strings.NewReader(""), &out, &errOut), errOut.String())
	whole, err := os.ReadFile(file("whole.json"))
	require.NoError(t, err)
	merged, err := os.ReadFile(file("merged.json"))
	require.NoError(t, err)
	assert.Equal(t, string(whole), string(merged))

	status := run([]string{"rulerun", "tune", "merge", file("part1.json"), file("part2.json")}, strings.NewReader(""), &out, &errOut)
	assert.Equal(t, exitProblem, status)
	assert.Contains(t, errOut.String(), "in no summary")
}

// TestTuneRefusesBeforeAnyGame: bad ranges, targets, options and players
// are usage errors (exit 2), found before any game.
func TestTuneRefusesBeforeAnyGame(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--opt", "hand_size=a..b"}, "a range is of whole numbers"},
		{[]string{"--target", "size<=3"}, "no figure \"size\""},
		{[]string{"--opt", "no_such=1..3"}, "no_such"},
		{[]string{"--players", "40"}, "not 40"},
		{[]string{"--opt", "hand_size=8"}, "--opt hand_size is given twice (hand_size=3..6, then hand_size=8): give all its values in one --opt"},
		{[]string{"--target", "decided>=150"}, "no value can meet it"},
	} {
		var out, errOut strings.Builder
		status := run(tuneArgs(tc.args...), strings.NewReader(""), &out, &errOut)
		assert.Equal(t, exitUsage, status, "%v: %s", tc.args, errOut.String())
		assert.Contains(t, errOut.String(), tc.want, tc.args)
		assert.NotContains(t, errOut.String(), "still in the race", tc.args)
	}
}

// TestTuneCtrlC: a race stopped by Ctrl-C reports the race so far and
// exits with status 130.
func TestTuneCtrlC(t *testing.T) {
	interrupted(t)
	var out, errOut strings.Builder
	assert.Equal(t, exitInterrupted, run(tuneArgs(), strings.NewReader(""), &out, &errOut), errOut.String())
	assert.Contains(t, out.String(), "Stopped: the race so far")
	assert.Contains(t, out.String(), "hand_size=3")
}

// TestTuneScriptErrors: a value whose first game the rules refuse to start
// (a deal of more cards than the deck has) is named with the rules' error
// before any game is played, with exit status 2, where the race once
// played its first fifty games and exited with status 3.
func TestTuneScriptErrors(t *testing.T) {
	var out, errOut strings.Builder
	status := run([]string{"rulerun", "tune", "../../scripts/variants/handsize.lua", "--opt", "hand_size=12,14",
		"--target", "length=20..30", "--players", "4", "--budget", "200"}, strings.NewReader(""), &out, &errOut)
	assert.Equal(t, exitUsage, status, "a value whose first game cannot start is refused before any game: %s", errOut.String())
	assert.Contains(t, errOut.String(), "(hand_size=14): the rules refuse this value: deal: cannot deal 56 cards from stock: it has 52")
	assert.Empty(t, out.String(), "no game played")
}

// TestTuneRacingSavesGames: on the shipped example, the race reaches the
// answer of a full grid with at most a third of the grid's games (the
// worked example of docs/tune.md, on a smaller budget and one target).
func TestTuneRacingSavesGames(t *testing.T) {
	dir := t.TempDir()
	args := []string{"rulerun", "tune", "../../scripts/variants/handsize.lua", "--opt", "hand_size=6..12",
		"--target", "length=20..30", "--players", "4", "--budget", "2100"}
	var out, errOut strings.Builder
	race, grid := filepath.Join(dir, "race.json"), filepath.Join(dir, "grid.json")
	require.Equal(t, 0, run(append(args, "--summary-json", race), strings.NewReader(""), &out, &errOut), errOut.String())
	require.Equal(t, 0, run(append(args, "--grid", "--summary-json", grid), strings.NewReader(""), &out, &errOut), errOut.String())
	var r, g tune.Summary
	for file, s := range map[string]*tune.Summary{race: &r, grid: &g} {
		data, err := os.ReadFile(file)
		require.NoError(t, err)
		require.NoError(t, json.Unmarshal(data, s))
	}
	assert.Equal(t, g.Answer, r.Answer)
	assert.Equal(t, []string{"hand_size=11"}, r.Answer.Meets)
	assert.Equal(t, 2100, g.Games)
	assert.LessOrEqual(t, 3*r.Games, g.Games, "the race plays at most a third of the grid's games")
}

// TestTuneRefusesAValueTheRulesRefuse checks that a value the option's
// declaration takes but the rules refuse when a game starts (a deal of
// 7.5 or -2 cards) is refused before any game, with the rules' reason.
func TestTuneRefusesAValueTheRulesRefuse(t *testing.T) {
	for _, values := range []string{"hand_size=7.5,8", "hand_size=-3..2"} {
		args := []string{"rulerun", "tune", "../../scripts/variants/handsize.lua", "--opt", values, "--target", "length=20..30", "--budget", "400"}
		var out, errOut strings.Builder
		status := run(args, strings.NewReader(""), &out, &errOut)
		assert.Equal(t, exitUsage, status, "%s: %s", values, errOut.String())
		assert.Contains(t, errOut.String(), "the rules refuse this value", values)
		assert.Contains(t, errOut.String(), "game.deal.hand must be a whole number of 0 or more", values)
		assert.NotContains(t, errOut.String(), "still in the race", "no game played: %s", values)
	}
}
