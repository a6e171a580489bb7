package scenario

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// suitePoints runs a shipped game's suite: every scenario passes, and some
// scenario is named after each of its points PREFIX-1 .. PREFIX-n.
func suitePoints(t *testing.T, suite, prefix string, n int) {
	t.Helper()
	results := runAll(t, filepath.Join(shippedDir, suite))
	points := map[string]bool{}
	for _, res := range results {
		t.Run(res.Name, func(t *testing.T) {
			if !res.Passed() {
				t.Fatal(describe(res))
			}
		})
		for _, w := range strings.Fields(res.Name) {
			if strings.HasPrefix(w, prefix+"-") {
				points[strings.TrimSuffix(w, ",")] = true
			}
		}
	}
	for i := 1; i <= n; i++ {
		assert.True(t, points[prefix+"-"+strconv.Itoa(i)], "no scenario is named after %s-%d", prefix, i)
	}
}

// TestCrazyEightsScenarios runs the Crazy Eights suite: every point C8-1
// .. C8-9 pinned, every scenario passing.
func TestCrazyEightsScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "crazyeights.tests", "C8", 9)
}

// TestCrazyEightsSuiteHasTeeth breaks one rule at a time in a copy of
// crazyeights.lua and checks that the suite notices.
func TestCrazyEightsSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "crazyeights.lua", []brokenRule{
		{"C8-2 seven cards each with five players", "seats >= 5 and 5 or 7", "7"},
		{"C8-3 an eight turned up stays", `turn_up_again = { ranks = "8" },`, ""},
		{"C8-4 a card need not match the rank", "suit = true, rank = true,", "suit = true,"},
		{"C8-5 eights are not wild", `      wild = { ranks = "8" } },`, "      },"},
		{"C8-6 a draw takes one card", "until_playable = true,", ""},
		{"C8-7 the stock is not refilled", `refill = "discard",`, ""},
		{"C8-8 twos do not stack", "skip = 1, stack = true,", "skip = 1,"},
	})
}
