package scenario

import "testing"

// TestCribbageScenarios runs the Cribbage suite: every point CRIB-1 ..
// CRIB-9 pinned, every scenario passing.
func TestCribbageScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "cribbage.tests", "CRIB", 9)
}

// TestCribbageSuiteHasTeeth breaks one rule at a time in a copy of
// cribbage.lua and checks that the suite notices.
func TestCribbageSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "cribbage.lua", []brokenRule{
		{"CRIB-3 two cards to the crib", "cards = 2,", "cards = 1,"},
		{"CRIB-4 his heels", "heels = 2,", "heels = 1,"},
		{"CRIB-5 the count to 31", "cap = 31,", "cap = 30,"},
		{"CRIB-6 the last card", "last = 1,", "last = 0,"},
		{"CRIB-7 pairs in play", "pairs = { 2, 6, 12 },", "pairs = { 2, 6, 10 },"},
		{"CRIB-8 the crib's flush", "crib_flush = 5,", "crib_flush = 4,"},
		{"CRIB-8 his nobs", "nobs = 1,", "nobs = 2,"},
	})
}
