package scenario

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestUnoCornsSuite runs the UnoCorns suite and checks that it is large
// enough to pin every rule point UC-1 .. UC-19.
func TestUnoCornsSuite(t *testing.T) {
	results := runAll(t, filepath.Join(shippedDir, "unocorns.tests"))
	n := 0
	for _, res := range results {
		t.Run(res.Name, func(t *testing.T) {
			if !res.Passed() {
				t.Fatal(describe(res))
			}
		})
		if res.Scenario != nil && filepath.Base(res.Scenario.Script) == "unocorns.lua" {
			n++
		}
	}
	assert.GreaterOrEqual(t, n, 50, "the UnoCorns suite pins every rule")
}

// TestUnoCornsSuiteHasTeeth breaks one rule at a time in a copy of
// unocorns.lua and checks that the suite notices.
func TestUnoCornsSuiteHasTeeth(t *testing.T) {
	testSuiteHasTeeth(t, "unocorns.lua", []brokenRule{
		{"UC-7 a caught bluff no longer costs the accused",
			"if rules.guilty(g, shown, w4.color) then", "if false then"},
		{"UC-6 a number match counts against a Wild Draw Four",
			"if color_of(g, code) == color then return true end",
			"if color_of(g, code) == color or true then return true end"},
		{"UC-10 a forehead card is seen by its owner",
			`forehead = { per_seat = true, visibility = "others" }`, `forehead = { per_seat = true, visibility = "public" }`},
		{"UC-7 the challenged hand is shown to everyone",
			"g:reveal(shown, seat)", "g:reveal(shown)"},
		{"UC-12 a second forehead card goes straight on the forehead",
			"if forehead(g, s):is_empty() then", "if true then"},
		{"UC-10 a wrong guess does not end the turn",
			`": wrong, and {your|their} turn is over.", seat)
  pass_turn(g, seat)`, `": wrong, and {your|their} turn is over.", seat)`},
		{"UC-4 a two-player Reverse no longer acts as a Skip",
			`if g.seats == 2 and g.options.two_player_reverse == "skip" then`, "if false then"},
		{"UC-15 the uno penalty is four cards", "uno_penalty = 2,", "uno_penalty = 4,"},
		{"UC-16 a card below the top stays in the discard pile", "local n = discard:count() - 1", "local n = discard:count() - 2"},
		{"UC-17 the match never ends", `if g:match_over(target,`, `if false and g:match_over(target,`},
		{"UC-13 forehead cards do not count in scoring",
			"for _, p in ipairs({ hand(g, seat), forehead(g, seat), aside(g, seat) }) do",
			"for _, p in ipairs({ hand(g, seat) }) do"},
		{"UC-3 any card may be played after drawing",
			`if m.card ~= h:top() then return`, `if false then return`},
	})
}
