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
	t.Parallel()
	testSuiteHasTeeth(t, "unkindness.lua", []brokenRule{
		{"UNK-10 the last-card rule binds nobody", "  last_card = {", "  last_card = nil and {"},
		{"UNK-8 an Unkindness no longer beats other plays", `trick.bombs = { { kind = "Unkindness" } }`, ""},
		{"UNK-8 a larger Unkindness no longer wins whatever the numbers", "or_more = true, by_size = true,", "or_more = true,"},
		{"UNK-5 flushes compared by their top card", `high = "10", compare = "ranks"`, `high = "10", compare = "high"`},
		{"UNK-5 full houses compared by their top card", `groups = { 3, 2 }, compare = "groups"`, `groups = { 3, 2 }, compare = "high"`},
		{"UNK-6 a higher class of five-card hand no longer beats a lower one",
			`trick.classes = { "straight", "flush", "full house", "straight flush" }`, ""},
		{"UNK-7 Ravens allowed in straights and flushes", `flush = 5, high = "10",`, "flush = 5,"},
		{"UNK-9 a pass takes the player out of the trick", "rejoin = true,", "rejoin = false,"},
		{"UNK-11 the first play need not contain the Multicolored One", `open_with = { codes = "MR" },`, ""},
		{"UNK-13 8 to 10 cards score one point each", "{ max = 10, each = 2 },", "{ max = 10, each = 1 },"},
		{"UNK-14 no exchange between rounds", "  exchange = {", "  exchange = nil and {"},
		{"UNK-15 the direction no longer alternates", `direction = "alternate",`, ""},
		{"UNK-16 the highest total wins", `wins = "lowest",`, `wins = "highest",`},
	})
}
