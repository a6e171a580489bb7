package scenario

import "testing"

// TestPresidentScenarios runs the President suite: every point PRES-1 ..
// PRES-9 pinned, every scenario passing.
func TestPresidentScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "president.tests", "PRES", 9)
}

// TestPresidentSuiteHasTeeth breaks one rule at a time in a copy of
// president.lua and checks that the suite notices.
func TestPresidentSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "president.lua", []brokenRule{
		{"PRES-3 the first lead need not contain the 3 of clubs", `open_with = { codes = "3C" },`, ""},
		{"PRES-5 a pass is final for the trick", "rejoin = true,", "rejoin = false,"},
		{"PRES-7 the Scum gives one card", `{ from = "last", to = "1st", cards = 2, gives = "highest" },`,
			`{ from = "last", to = "1st", cards = 1, gives = "highest" },`},
		{"PRES-8 the President leads", `leads = "last",`, `leads = "1st",`},
		{"PRES-9 the Vice-President scores nothing", "points = { 2, 1 },", "points = { 2 },"},
	})
}
