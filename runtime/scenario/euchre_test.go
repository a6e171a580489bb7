package scenario

import "testing"

// TestEuchreScenarios runs the Euchre suite: every point EU-1 .. EU-10
// pinned, every scenario passing.
func TestEuchreScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "euchre.tests", "EU", 10)
}

// TestEuchreSuiteHasTeeth breaks one rule at a time in a copy of
// euchre.lua and checks that the suite notices.
func TestEuchreSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "euchre.lua", []brokenRule{
		{"EU-3 a pass makes trumps", `ends = "order", trumps = "turn_up",`, `ends = "pass", trumps = "turn_up",`},
		{"EU-4 the dealer does not take up", `takes = "up", `, ""},
		{"EU-5 the turned suit may be named", `trumps = "other",`, `trumps = "named",`},
		{"EU-5 the second round after an order", `unless = "order up",`, ""},
		{"EU-6 no partner sits out", `alone = "alone",`, ""},
		{"EU-8 no bowers", `bowers = { rank = "J", pairs = { S = "C", H = "D" } },`, ""},
		{"EU-9 no march", `all = 2, `, ""},
		{"EU-9 no euchre", `set = 2,`, ""},
		{"EU-10 the match never ends", "target = options.target,", "target = 1000,"},
	})
}
