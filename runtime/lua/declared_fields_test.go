package lua

import (
	"os"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fieldsGame is the shipped Oh Hell with more of its fields declared as
// functions: the first dealer (of the game: the last seat), the match's
// rounds (of the game: 3), who deals next (of the round: the winner after
// an even round), and the bid's score (of the round: 10 + the round for a
// bid met, the rounds played + 1 a trick).
func fieldsGame(t *testing.T) string {
	t.Helper()
	data, err := os.ReadFile("../../scripts/ohhell.lua")
	require.NoError(t, err)
	src := string(data)
	for _, e := range [][2]string{
		{"dealer = 0,", "dealer = function(at) return at.seats end,"},
		{"exact = 10,", "exact = function(at) return 10 + at.round end,"},
		{"per_trick = 1,", "per_trick = function(at) return at.played + 1 end,"},
		{"rounds = 2 * options.top - 1,", `rounds = function(at) return 3 end,
    next_dealer = function(at) if at.round % 2 == 0 then return "winner" end return "left" end,`},
	} {
		require.Contains(t, src, e[0])
		src = strings.Replace(src, e[0], e[1], 1)
	}
	return src
}

// playOut plays g to its end between random bots of seed, at most limit
// moves (0: no limit), and returns its save.
func playOut(t *testing.T, g *Game, seed uint64, limit int) []byte {
	t.Helper()
	agents := randomBots(4, seed)
	for step := 0; step < maxSelfPlayMoves && (limit == 0 || step < limit); step++ {
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			break
		}
		_, err = engine.Step(g, agents)
		require.NoError(t, err)
	}
	return mustSave(t, g)
}

// TestDeclaredFieldsAsFunctions: a declared game with several fields given
// as functions plays to its end as they say, the same byte for byte from
// the same seed and moves, and a game saved midway resumes with the
// answers it kept.
func TestDeclaredFieldsAsFunctions(t *testing.T) {
	s, _, err := loadSrc(t, fieldsGame(t))
	require.NoError(t, err)
	g := mustGame(t, s, Config{Seats: 4, Seed: 7})
	st := g.State()
	assert.Equal(t, 3, st.Turn().Dealer, "deal.dealer = at.seats: seat 4")
	assert.Equal(t, []int{3, 1, 3, 0, 11, 1}, st.Part(mech.ValuesName).(*mech.Values).N,
		"in the order the declarations are read: the dealer (seat 4, 3 from 0), the hand, the rounds, the next dealer (left), exact, per_trick")
	first := playOut(t, g, 1, 0)
	assert.True(t, g.State().Result().Over)
	assert.Equal(t, core.PlayedReason(3), g.State().Result().Reason, "the match's rounds, by function")
	assert.Contains(t, string(first), `"values"`, "the answers are saved with the game")

	again := mustGame(t, s, Config{Seats: 4, Seed: 7})
	assert.Equal(t, first, playOut(t, again, 1, 0), "the same seed and moves: the same game")

	midway := mustGame(t, s, Config{Seats: 4, Seed: 7})
	saved := playOut(t, midway, 1, 12)
	require.Equal(t, 2, midway.State().RoundNumber(), "saved in the second round")
	resumed, err := s.Restore(saved)
	require.NoError(t, err)
	assert.Equal(t, midway.State().Part(mech.ValuesName), resumed.State().Part(mech.ValuesName), "resumed with the answers kept")
	assert.Equal(t, playOut(t, midway, 2, 0), playOut(t, resumed, 2, 0), "and plays on as the game saved")
}

// TestDeclaredFieldFunctionErrors: a function that returns what its field
// does not hold is refused with the field's path, at the function's line,
// when the engine calls it.
func TestDeclaredFieldFunctionErrors(t *testing.T) {
	for name, tc := range map[string]struct {
		from, to, want string
	}{
		"a seat that is not": {"dealer = function(at) return at.seats end,", "dealer = function(at) return 9 end, -- HERE",
			"game.deal.dealer must return a seat from 1 to 4, or 0 for one at random (it returned 9)"},
		"a word of no choice": {`next_dealer = function(at) if`, `next_dealer = function(at) return "right" end, -- HERE
    _x = function(at) if`, `game.match.next_dealer must return "left" or "winner" (it returned "right")`},
		"not a number": {"exact = function(at) return 10 + at.round end,", `exact = function(at) return "ten" end, -- HERE`,
			`game.bidding.exact must return a whole number of 0 or more (it returned the string "ten": return the number`},
	} {
		t.Run(name, func(t *testing.T) {
			src := fieldsGame(t)
			require.Contains(t, src, tc.from)
			src = strings.Replace(src, tc.from, tc.to, 1)
			src = strings.Replace(src, "    _x = function(at) if", "    --", 1)
			s, path, err := loadSrc(t, src)
			require.NoError(t, err)
			_, err = s.NewGame(Config{Seats: 4, Seed: 1})
			requireScriptError(t, err, path, markedLine(t, src, "HERE"), tc.want)
		})
	}
}
