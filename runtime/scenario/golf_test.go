package scenario

import "testing"

// TestGolfScenarios runs the Golf suite: every point GOLF-1 .. GOLF-7
// pinned, every scenario passing.
func TestGolfScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "golf.tests", "GOLF", 7)
}

// TestGolfSuiteHasTeeth breaks one rule at a time in a copy of golf.lua
// and checks that the suite notices.
func TestGolfSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "golf.lua", []brokenRule{
		{"GOLF-2 six cards a column", "pile_cards = 5,", "pile_cards = 6,"},
		{"GOLF-4 only a rank higher", `rank = "either",`, `rank = "up",`},
		{"GOLF-4 the ranks turn the corner", "wrap = { default = false,", "wrap = { default = true,"},
		{"GOLF-6 the game is never won", "won = { empty = COLUMNS,", "won = { empty = { \"stock\" },"},
		{"GOLF-7 no score", "score = COLUMNS,", ""},
	})
}
