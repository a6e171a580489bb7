package scenario

import "testing"

// TestScopaScenarios runs the Scopa suite: every point SCO-1 .. SCO-10
// pinned, every scenario passing.
func TestScopaScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "scopa.tests", "SCO", 10)
}

// TestScopaSuiteHasTeeth breaks one rule at a time in a copy of scopa.lua
// and checks that the suite notices.
func TestScopaSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "scopa.lua", []brokenRule{
		{"SCO-2 four cards a hand", "  hand = 3,", "  hand = 4,"},
		{"SCO-4 a sum before the rank", `by = { "rank", "sum" },`, `by = { "sum", "rank" },`},
		{"SCO-3 a card may be laid when it could capture", `  won = "taken",`, `  won = "taken", may_lay = true,`},
		{"SCO-6 no scopa", `sweep = { points = 1,`, `sweep = { points = 0, last = true,`},
		{"SCO-7 no next hands", "  deal_again = 3,", ""},
		{"SCO-8 the table's last cards stay", "  rest_to_last = true,", ""},
		{"SCO-9 the king counts 9", "K = 10 },", "K = 9 },"},
	})
}
