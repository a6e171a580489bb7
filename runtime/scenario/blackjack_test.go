package scenario

import "testing"

// TestBlackjackScenarios runs the Blackjack suite: every point BJ-1 ..
// BJ-12 pinned, every scenario passing.
func TestBlackjackScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "blackjack.tests", "BJ", 12)
}

// TestBlackjackSuiteHasTeeth breaks one rule at a time in a copy of
// blackjack.lua and checks that the suite notices.
func TestBlackjackSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "blackjack.lua", []brokenRule{
		{"BJ-3 an ace counts one alone", "high = { A = 11 },", "high = {},"},
		{"BJ-4 a bet up to 20", "min = 1, max = 10,", "min = 1, max = 20,"},
		{"BJ-7 a natural pays even money", "natural = { 3, 2 },", "natural = { 1, 1 },"},
		{"BJ-7 the house does not peek", "peeks = true,", "peeks = false,"},
		{"BJ-8 the house stands on 16", "stands = 17,", "stands = 16,"},
		{"BJ-11 five rounds", "rounds = 10,", "rounds = 5,"},
		{"BJ-12 a split narrated otherwise", "{seat} {split|splits} the pair:", "{seat} {part|parts} the pair:"},
	})
}
