package scenario

import "testing"

// TestGoFishScenarios runs the Go Fish suite: every point GF-1 .. GF-8
// pinned, every scenario passing.
func TestGoFishScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "gofish.tests", "GF", 8)
}

// TestGoFishSuiteHasTeeth breaks one rule at a time in a copy of
// gofish.lua and checks that the suite notices.
func TestGoFishSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "gofish.lua", []brokenRule{
		{"GF-2 seven cards each with four players", "seats >= 4 and 5 or 7", "7"},
		{"GF-5 drawing the rank asked for ends the turn", "fish_again = true,", "fish_again = false,"},
		{"GF-5 the turn passes to the left after a miss", `default = "asked"`, `default = "left"`},
		{"GF-6 books of three", "book = 4,", "book = 3,"},
	})
}
