package scenario

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestUnkindnessSuite runs the Unkindness suite: at least 50 scenarios, one
// or more for every point UNK-1 .. UNK-16, all passing.
func TestUnkindnessSuite(t *testing.T) {
	results := runAll(t, filepath.Join(shippedDir, "unkindness.tests"))
	n := 0
	for _, res := range results {
		if res.Scenario != nil && filepath.Base(res.Scenario.Script) == "unkindness.lua" {
			n++
		}
		if !res.Passed() {
			t.Errorf("%s:\n%s", res.Name, describe(res))
		}
	}
	assert.GreaterOrEqual(t, n, 50, "the Unkindness suite pins every rule")
}

// TestUnkindnessSuiteHasTeeth breaks one rule at a time in a copy of
// unkindness.lua and checks that the suite notices.
func TestUnkindnessSuiteHasTeeth(t *testing.T) {
	testSuiteHasTeeth(t, "unkindness.lua", []brokenRule{
		{"UNK-10 the last-card rule binds nobody",
			"if nxt ~= seat and hand(g, nxt):count() == 1 then return nxt end", "if false then return nxt end"},
		{"UNK-8 an Unkindness no longer beats other plays",
			`if play.kind == "unkindness" then return true end -- UNK-8: it beats any other play`, ""},
		{"UNK-8 a larger Unkindness no longer wins whatever the numbers",
			"if play.size > cur.size or play.size == cur.size and", "if play.size == cur.size and"},
		{"UNK-5 flushes compared by their top card", `flush = "ranks"`, `flush = "high"`},
		{"UNK-5 full houses compared by their top card", `full_house = "groups"`, `full_house = "high"`},
		{"UNK-6 a higher class of five-card hand no longer beats a lower one", "if a > b then return true end", ""},
		{"UNK-7 Ravens allowed in straights and flushes", `if (straight or s.same_suit) and s.high == "R" then`, "if false then"},
		{"UNK-9 a single pass ends the trick", "if g.vars.passes >= g.seats - 1 then", "if g.vars.passes >= 1 then"},
		{"UNK-11 the first play need not contain the Multicolored One",
			"elseif g.vars.opening and h:has(MULTI)", "elseif false and h:has(MULTI)"},
		{"UNK-13 8 to 10 cards score one point each", "if n >= 8 then return 2 * n end", "if n >= 8 then return n end"},
		{"UNK-14 ties for Bad Omen go to the lower total",
			"n == m and g:score(s) > g:score(best)", "n == m and g:score(s) < g:score(best)"},
		{"UNK-15 the direction no longer alternates", "g:reverse() -- UNK-15", "-- UNK-15"},
		{"UNK-16 the highest total wins", `g:match_over(g.options.target, "lowest")`, `g:match_over(g.options.target, "highest")`},
	})
}
