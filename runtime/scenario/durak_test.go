package scenario

import "testing"

// TestDurakScenarios runs the Durak suite: every point DURAK-1 ..
// DURAK-10 pinned, every scenario passing.
func TestDurakScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "durak.tests", "DURAK", 10)
}

// TestDurakSuiteHasTeeth breaks one rule at a time in a copy of durak.lua
// and checks that the suite notices.
func TestDurakSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "durak.lua", []brokenRule{
		{"DURAK-1 a pack with the fives", `ranks = { "6",`, `ranks = { "5", "6",`},
		{"DURAK-3 five cards each", "  hand = 6,\n  say", "  hand = 5,\n  say"},
		{"DURAK-7 seven attacks a bout", "attacks = 6,", "attacks = 7,"},
		{"DURAK-9 drawn up to five", "hand = 6, attacks", "hand = 5, attacks"},
		{"DURAK-10 a seat out is not said safe", "{are|is} safe", "{are|is} out"},
	})
}
