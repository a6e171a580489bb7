package scenario

import "testing"

// TestKlondikeScenarios runs the Klondike suite: every point KLONDIKE-1 ..
// KLONDIKE-9 pinned, every scenario passing.
func TestKlondikeScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "klondike.tests", "KLONDIKE", 9)
}

// TestKlondikeSuiteHasTeeth breaks one rule at a time in a copy of
// klondike.lua and checks that the suite notices.
func TestKlondikeSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "klondike.lua", []brokenRule{
		{"KLONDIKE-3 any suit on a foundation", `suit = "same",`, `suit = "any",`},
		{"KLONDIKE-4 built in one colour", `colour = "alternate",`, `colour = "same",`},
		{"KLONDIKE-4 part of a run moves", "whole = not options.part_runs,", "whole = false,"},
		{"KLONDIKE-5 nothing turned up", "turn_up = { from = DOWN, to = COLUMNS,", "turn_up = { from = { \"down1\" }, to = { \"column1\" },"},
		{"KLONDIKE-7 three at a time", "count = options.three and 3 or 1,", "count = 3,"},
		{"KLONDIKE-9 a game stuck is lost by nobody", "stuck = { lose = true,", "stuck = { lose = false,"},
	})
}
