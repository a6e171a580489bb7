package scenario

import "testing"

// TestOldMaidScenarios runs the Old Maid suite: every point OLDMAID-1 ..
// OLDMAID-8 pinned, every scenario passing.
func TestOldMaidScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "oldmaid.tests", "OLDMAID", 8)
}

// TestOldMaidSuiteHasTeeth breaks one rule at a time in a copy of
// oldmaid.lua and checks that the suite notices.
func TestOldMaidSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "oldmaid.lua", []brokenRule{
		{"OLDMAID-1 the whole pack", `without = { "QC" }`, `copies = 1`},
		{"OLDMAID-4 sets of three", "count = 2,", "count = 3,"},
		{"OLDMAID-5 drawn from the left", `from = { "hand.previous" }`, `from = { "hand.next" }`},
		{"OLDMAID-6 a seat out is not said safe", "{are|is} safe", "{are|is} out"},
		{"OLDMAID-7 nobody loses", "lost = { last = true,", "stuck = {"},
	})
}
