package scenario

import "testing"

// TestOhHellScenarios runs the Oh Hell suite: every point OH-1 .. OH-9
// pinned, every scenario passing.
func TestOhHellScenarios(t *testing.T) {
	t.Parallel()
	suitePoints(t, "ohhell.tests", "OH", 9)
}

// TestOhHellSuiteHasTeeth breaks one rule at a time in a copy of
// ohhell.lua and checks that the suite notices.
func TestOhHellSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "ohhell.lua", []brokenRule{
		{"OH-2 the deal does not grow", "return math.min(at.round, 2 * top - at.round, math.floor(at.pack / at.seats))", "return 1"},
		{"OH-2 the deal never comes down", "math.min(at.round, 2 * top - at.round,", "math.min(at.round,"},
		{"OH-3 no trumps turned up", `trumps = "turn_up",`, ""},
		{"OH-5 no hook", "hook = true,", ""},
		{"OH-8 a missed bid scores", "exact = 10,", ""},
		{"OH-9 the match never ends", "rounds = 2 * options.top - 1,", "target = 1000,"},
	})
}
