package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shippedDir holds the shipped scripts, each with its scenarios in
// NAME.tests beside it.
const shippedDir = "../../scripts"

// runAll runs every scenario under dir and returns the results.
func runAll(t *testing.T, dir string) []*Result {
	t.Helper()
	files, err := Find([]string{dir})
	require.NoError(t, err)
	r := newLuaRunner()
	var out []*Result
	for _, f := range files {
		scenarios, err := ParseFile(f)
		if err != nil {
			out = append(out, FileError(f, err))
			continue
		}
		for _, s := range scenarios {
			out = append(out, r.Run(s))
		}
	}
	return out
}

// describe writes a failed result for a test log.
func describe(res *Result) string {
	f := res.Failure
	var b strings.Builder
	b.WriteString(f.Pos.String() + ": " + f.Step + " " + f.Msg + "\n")
	for _, m := range f.Mismatches {
		b.WriteString("  " + m.What + ": expected " + m.Want + ", got " + m.Got + "\n")
	}
	b.WriteString("log:\n  " + strings.Join(res.Log, "\n  "))
	return b.String()
}

// TestShippedScenarios runs every scenario shipped with the scripts, so
// that go test ./... covers them.
func TestShippedScenarios(t *testing.T) {
	t.Parallel()
	results := runAll(t, shippedDir)
	perScript := map[string]int{}
	for _, res := range results {
		t.Run(res.Name, func(t *testing.T) {
			if !res.Passed() {
				t.Fatal(describe(res))
			}
		})
		if res.Scenario != nil {
			perScript[filepath.Base(res.Scenario.Script)]++
		}
	}
	assert.GreaterOrEqual(t, perScript["unu.lua"], 40, "the Unu suite pins every rule")
	assert.GreaterOrEqual(t, perScript["thirteen.lua"], 30, "the Thirteen suite pins every rule")
}

// brokenRule is one rule broken in a copy of a shipped script: line is the
// script's code for the rule, and broken replaces it.
type brokenRule struct{ rule, line, broken string }

// testSuiteHasTeeth breaks one rule at a time in a copy of the shipped
// script (such as "unu.lua") and checks that its suite (unu.tests) notices:
// at least one scenario fails, on an expectation rather than an error.
func testSuiteHasTeeth(t *testing.T, script string, rules []brokenRule) {
	t.Helper()
	src, err := os.ReadFile(filepath.Join(shippedDir, script))
	require.NoError(t, err)
	suite := strings.TrimSuffix(script, ".lua") + ".tests"
	for _, tt := range rules {
		t.Run(tt.rule, func(t *testing.T) {
			require.Contains(t, string(src), tt.line, "the line this test breaks is no longer in %s: update the test", script)
			dir := t.TempDir()
			broken := strings.Replace(string(src), tt.line, tt.broken, 1)
			require.NoError(t, os.WriteFile(filepath.Join(dir, script), []byte(broken), 0o644))
			copyDir(t, filepath.Join(shippedDir, suite), filepath.Join(dir, suite))

			failed := 0
			for _, res := range runAll(t, dir) {
				if !res.Passed() {
					failed++
					require.Empty(t, res.Failure.Msg, "a broken rule shows as a failed expectation, not an error: %s", describe(res))
				}
			}
			assert.Positive(t, failed, "no scenario notices that %s", tt.rule)
		})
	}
}

// TestUnuSuiteHasTeeth breaks one rule at a time in a copy of unu.lua and
// checks that the suite notices.
func TestUnuSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "unu.lua", []brokenRule{
		{"aces no longer skip", `{ ranks = "A", skip = 1 },`, `{ ranks = "A" },`},
		{"queens no longer reverse", `{ ranks = "Q", reverse = true, rule = "UNU-6" },`, `{ ranks = "Q", rule = "UNU-6" },`},
		{"kings give no extra turn", `{ ranks = "K", again = true },`, `{ ranks = "K" },`},
		{"twos make nobody draw", `{ ranks = "2", owe = 2, rule = "UNU-16" },`, `{ ranks = "2", rule = "UNU-16" },`},
		{"sixes turn up nothing", `{ ranks = "6", turn_up = true, rule = "UNU-5" },`, `{ ranks = "6", rule = "UNU-5" },`},
		{"every penalty is four cards", "penalty = { 4, 2, 1 },", "penalty = { 4 },"},
		{"a series may empty the hand", "min = 2, keep = 1,", "min = 2, keep = 0,"},
		{"an eight is not wild", `wild = options.eights_wild and { ranks = "8" } or nil`, "wild = nil"},
	})
}

// TestThirteenSuiteHasTeeth breaks one rule at a time in a copy of
// thirteen.lua and checks that the suite notices.
func TestThirteenSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "thirteen.lua", []brokenRule{
		{"a quad also beats a pair of 2s", `{ kind = "quad", on = "single", on_ranks = "2" },`,
			`{ kind = "quad", on = "single", on_ranks = "2" }, { kind = "quad", on = "pair", on_ranks = "2" },`},
		{"bomb_rule=exact accepts a longer double sequence", `bombs(options.bomb_rule == "at_least")`, "bombs(true)"},
		{"a bomb may be laid on plays that are not 2s", `{ kind = "quad", on = "single", on_ranks = "2" },`, `{ kind = "quad", on = "single" },`},
		{"a sequence may hold a 2", `{ name = "sequence", per_rank = 1, min = 3, high = "A", why = {`, `{ name = "sequence", per_rank = 1, min = 3, why = {`},
		{"a sequence of two ranks is a play", `{ name = "sequence", per_rank = 1, min = 3,`, `{ name = "sequence", per_rank = 1, min = 2,`},
		{"the highest card leads", "if low == nil or g:compare(c, low) < 0 then", "if low == nil or g:compare(c, low) > 0 then"},
		{"the rest is not put out of play", `rest = "out", `, ""},
	})
}

func copyDir(t *testing.T, from, to string) {
	t.Helper()
	require.NoError(t, os.MkdirAll(to, 0o755))
	entries, err := os.ReadDir(from)
	require.NoError(t, err)
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		data, err := os.ReadFile(filepath.Join(from, e.Name()))
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(to, e.Name()), data, 0o644))
	}
}

// TestHeartsSuiteHasTeeth breaks one rule at a time in a copy of
// hearts.lua and checks that the suite notices.
func TestHeartsSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "hearts.lua", []brokenRule{
		{"every hand passes to the left", `to = { "left", "right", "across", "none" },`, `to = { "left" },`},
		{"two cards are passed", "cards = 3,", "cards = 2,"},
		{"any card leads the first trick", `first_lead = "2C",`, ""},
		{"points may be played to the first trick", `first_trick = { suits = { "H" }, codes = { "QS" } },`, ""},
		{"hearts may be led at any time", `broken = "H",`, ""},
		{"the queen of spades costs nothing", "points = { H = 1, QS = 13 },", "points = { H = 1 },"},
		{"nobody shoots the moon", "moon = 26,", ""},
		{"the highest total wins", `wins = "lowest",`, ""},
	})
}

// TestSpadesSuiteHasTeeth breaks one rule at a time in a copy of
// spades.lua and checks that the suite notices.
func TestSpadesSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "spades.lua", []brokenRule{
		{"no partnerships", "teams = { { 1, 3 }, { 2, 4 } } },", "},"},
		{"spades are not trumps", `trumps = "S",`, ""},
		{"spades may be led at any time", `broken = "S",`, ""},
		{"a bid of 0 is not nil", `["nil"] = true,`, ""},
		{"a failed nil's tricks are not bags", `nil_tricks = "bags",`, ""},
		{"bags cost nothing", "bags = 10,", ""},
		{"bids up to 12", "max = 13,", "max = 12,"},
		{"no end at -200", "floor = 200,", ""},
	})
}
