package scenario

import "testing"

// TestGinScenarios runs the Gin Rummy suite: every point GIN-1 .. GIN-10
// pinned, every scenario passing.
func TestGinScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "gin.tests", "GIN", 10)
}

// TestGinSuiteHasTeeth breaks one rule at a time in a copy of gin.lua and
// checks that the suite notices.
func TestGinSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "gin.lua", []brokenRule{
		{"GIN-1 an ace worth 11", `{ code = "A", points = 1 }`, `{ code = "A", points = 11 }`},
		{"GIN-3 the card taken may be discarded", "    not_taken = true,", "    not_taken = false,"},
		{"GIN-5 a knock with 20 deadwood", "limit = 10,", "limit = 20,"},
		{"GIN-7 an undercut bonus of 10", "undercut_bonus = 25,", "undercut_bonus = 10,"},
		{"GIN-7 no bonus for a clean knock", "clean_bonus = 25,", "clean_bonus = 0,"},
		{"GIN-8 the hand played to the last card", "drawn_at = 2,", "drawn_at = 0,"},
		{"GIN-10 a typed meld's card refused in the engine's words", `  card_why = "GIN-10:`, `  card_why = nil and "GIN-10:`},
	})
}
