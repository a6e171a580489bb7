package scenario

import "testing"

// TestRummy500Scenarios runs the Rummy 500 suite: every point R500-1 ..
// R500-10 pinned, every scenario passing.
func TestRummy500Scenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "rummy500.tests", "R500", 10)
}

// TestRummy500SuiteHasTeeth breaks one rule at a time in a copy of
// rummy500.lua and checks that the suite notices.
func TestRummy500SuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "rummy500.lua", []brokenRule{
		{"R500-2 eight cards each", "local n = seats == 2 and 13 or 7", "local n = seats == 2 and 13 or 8"},
		{"R500-7 round the corner", `either_end = "A",`, "wrap = true,"},
		{"R500-7 the ace low only", `either_end = "A",`, ""},
		{"R500-8 melds not scored", "score_laid = true, stock_ends = true,", ""},
		{"R500-8 an ace counts 1", `{ code = "A", points = 15 }`, `{ code = "A", points = 1 }`},
		{"R500-9 the round goes on with the stock empty", "stock_ends = true,", ""},
	})
}
