package scenario

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestUnoCornsSuite runs the UnoCorns suite and checks that it is large
// enough to pin every rule point UC-1 .. UC-19.
func TestUnoCornsSuite(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
	testSuiteHasTeeth(t, "unocorns.lua", []brokenRule{
		{"UC-7 a caught bluff no longer costs the accused",
			"if rules.guilty(g, shown, w4.suit) then", "if false then"},
		{"UC-6 a number match counts against a Wild Draw Four",
			"if color_of(g, code) == color then return true end",
			"if color_of(g, code) == color or true then return true end"},
		{"UC-10 a forehead card is seen by its owner",
			`forehead = { per_seat = true, visibility = "others" }`, `forehead = { per_seat = true, visibility = "public" }`},
		{"UC-7 the challenged hand is shown to everyone",
			"g:reveal(shown, seat)", "g:reveal(shown)"},
		{"UC-12 a second forehead card goes straight on the forehead",
			"if g.piles.forehead[s]:is_empty() then", "if true then"},
		{"UC-10 a wrong guess does not end the turn",
			`": wrong, and {your|their} turn is over.", seat)
    g:end_turn()`, `": wrong, and {your|their} turn is over.", seat)`},
		{"UC-4 a two-player Reverse no longer acts as a Skip",
			`if seats == 2 and options.two_player_reverse == "skip" then`, "if false then"},
		{"UC-15 the uno penalty is four cards", "uno_penalty = 2,", "uno_penalty = 4,"},
		{"UC-16 the discard pile is not shuffled into an empty draw pile", `refill = "discard",`, ""},
		{"UC-17 the match never ends", "target = options.target,", "target = 1e9,"},
		{"UC-13 forehead cards do not count in scoring",
			`piles = { "hand", "forehead", "aside" },`, `piles = { "hand" },`},
		{"UC-3 a draw ends the turn", "play_drawn = true,", "play_drawn = false,"},
		{"UC-8 a last Draw Two no longer hits the next player",
			`{ ranks = "D", last_card = true, next_draws = 2,`, `{ ranks = "D", last_card = true, next_draws = 0,`},
		{"UC-5 a Wild Draw Four may start the game", "turn_up_back = true,", "turn_up_back = false,"},
	})
}
