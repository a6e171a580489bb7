package lua

import (
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCardValuesAsFunctions: shipped scripts whose card values by rank
// are given, entry by entry, as functions of the round (Scopa's values in
// a sum and the primiera's, Cribbage's count and its last card's point,
// Blackjack's values, its flexible ace, its limit and the cards dealt)
// play to their end as the functions
// say, the same byte for byte from the same seed and moves, and a game
// saved midway resumes with the answers it kept.
func TestCardValuesAsFunctions(t *testing.T) {
	for name, tc := range map[string]struct {
		path    string
		seats   int
		edits   [][2]string
		answers []int // the answers kept as the first round starts, in the order the functions are declared
	}{
		"Scopa": {path: "../../scripts/scopa.lua", seats: 2, edits: [][2]string{
			{"values = { A = 1, J = 8, Q = 9, K = 10 },", "values = { A = 1, J = function(at) return 7 + at.round % 2 end, Q = 9, K = function(at) return 10 end },"},
			{`values = { ["7"] = 21,`, `values = { ["7"] = function(at) return 20 + at.round end,`},
		}, answers: []int{8, 10, 21}}, // J, K (the ranks sorted), then the primiera's 7
		"Cribbage": {path: "../../scripts/cribbage.lua", seats: 2, edits: [][2]string{
			{"values = { T = 10, J = 10, Q = 10, K = 10 },", "values = { T = 10, J = 10, Q = function(at) return 10 end, K = function(at) return 9 + at.round % 2 end },"},
			{"last = 1,", "last = function(at) return 1 + at.round % 2 end,"},
		}, answers: []int{10, 10, 2}}, // Q, K, the last card's point
		"Blackjack": {path: "../../scripts/blackjack.lua", seats: 3, edits: [][2]string{
			{"values = { A = 1, T = 10, J = 10, Q = 10, K = 10 },", "values = { A = 1, T = 10, J = 10, Q = 10, K = function(at) return 9 + at.round % 2 end },"},
			{"high = { A = 11 },", "high = { A = function(at) return 11 end },\n    cards = function(at) return 2 + at.round % 2 end,"},
			{"limit = 21,", "limit = function(at) return 21 end,"},
		}, answers: []int{10, 11, 21, 3}}, // K, the ace's high, the limit, the cards
	} {
		t.Run(name, func(t *testing.T) {
			s, _, err := loadSrc(t, withFunctions(t, tc.path, tc.edits))
			require.NoError(t, err)
			g := mustGame(t, s, Config{Seats: tc.seats, Seed: 7})
			v := g.State().Part(mech.ValuesName).(*mech.Values)
			assert.Equal(t, tc.answers, v.N, "the answers kept as the round starts")
			first := playSeats(t, g, tc.seats, 1, 0)
			require.True(t, g.State().Result().Over)
			shipped, _, err := loadSrc(t, withFunctions(t, tc.path, nil))
			require.NoError(t, err)
			assert.NotEqual(t, playSeats(t, mustGame(t, shipped, Config{Seats: tc.seats, Seed: 7}), tc.seats, 1, 0), first,
				"the answers change the game")
			assertReplaysAndResumes(t, s, tc.seats, first)
		})
	}
}

// TestCardValueFunctionErrors: a function of a card's value that answers
// what is not a whole number of 0 or more is refused as the round starts,
// with the entry's path at the function's line.
func TestCardValueFunctionErrors(t *testing.T) {
	for name, tc := range map[string]struct {
		path, from, to, want string
	}{
		"a negative value": {path: "../../scripts/blackjack.lua", from: "K = 10 },",
			to:   "K = function(at) return -1 end }, -- HERE",
			want: "game.banking.values.K must return a whole number of 0 or more (it returned -1)"},
		"a fraction": {path: "../../scripts/scopa.lua", from: "K = 10 },",
			to:   "K = function(at) return 9.5 end }, -- HERE",
			want: "game.capturing.values.K must return a whole number of 0 or more (it returned 9.5)"},
		"a word": {path: "../../scripts/cribbage.lua", from: "K = 10 },",
			to:   `K = function(at) return "ten" end }, -- HERE`,
			want: `game.count.values.K must return a whole number of 0 or more (it returned the string "ten"`},
	} {
		t.Run(name, func(t *testing.T) {
			src := withFunctions(t, tc.path, [][2]string{{tc.from, tc.to}})
			require.Equal(t, 1, strings.Count(src, "-- HERE"))
			s, path, err := loadSrc(t, src)
			require.NoError(t, err)
			_, err = s.NewGame(Config{Seats: 2, Seed: 1})
			requireScriptError(t, err, path, markedLine(t, src, "HERE"), tc.want)
		})
	}
}
