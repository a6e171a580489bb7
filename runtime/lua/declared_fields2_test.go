package lua

import (
	"os"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// withFunctions is the shipped script at path with each of its lines
// edits[i][0] made edits[i][1]: fields declared as functions.
func withFunctions(t *testing.T, path string, edits [][2]string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	src := string(data)
	for _, e := range edits {
		require.Contains(t, src, e[0])
		src = strings.Replace(src, e[0], e[1], 1)
	}
	return src
}

// playSeats plays g of seats to its end between random bots of seed, at
// most limit moves (0: no limit), and returns its save.
func playSeats(t *testing.T, g *Game, seats int, seed uint64, limit int) []byte {
	t.Helper()
	agents := randomBots(seats, seed)
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

// lowestWins names the seats of the lowest total: a match's winners given
// by a function of its end.
const lowestWins = `winners = function(at)
      local low, out = math.huge, {}
      for _, s in ipairs(at.scores) do low = math.min(low, s) end
      for i, s in ipairs(at.scores) do if s == low then out[#out + 1] = i end end
      return out
    end,
    `

// TestMoreDeclaredFieldsAsFunctions: shipped scripts with the fields of
// the second round declared as functions (Oh Hell's trumps by the round
// and the match's winners, Blackjack's house total, most bet and a win's
// chips, Hearts' points of the queen of spades, Cribbage's target,
// Spades' bags, Gin's knock limit, Durak's hand size and most attacks) play to their end as the functions say, the
// same byte for byte from the same seed and moves, and a game saved midway
// resumes with the answers it kept.
func TestMoreDeclaredFieldsAsFunctions(t *testing.T) {
	for name, tc := range map[string]struct {
		path    string
		seats   int
		edits   [][2]string
		answers []int    // the answers kept as the first round starts, in the order the fields are read
		words   []string // and the words
		check   func(t *testing.T, g *Game)
		long    bool // a match these random bots leave unfinished (the play only is compared)
	}{
		"Oh Hell": {path: "../../scripts/ohhell.lua", seats: 4, edits: [][2]string{
			{`trumps = "turn_up",`, `trumps = function(at) return ({ "H", "none", "s" })[(at.round - 1) % 3 + 1] end,`},
			{"rounds = 2 * options.top - 1,", "rounds = 2 * options.top - 1,\n    " + lowestWins},
		}, answers: []int{1, 0, 0}, words: []string{"", "", "H"}, // the hand, the winners (not yet called), trumps
			check: func(t *testing.T, g *Game) {
				res, totals := g.State().Result(), g.State().Score().Totals
				require.NotEmpty(t, res.Winners)
				for _, w := range res.Winners {
					for _, s := range totals {
						assert.LessOrEqual(t, totals[w], s, "the lowest total wins, by the function")
					}
				}
			}},
		"Blackjack": {path: "../../scripts/blackjack.lua", seats: 3, edits: [][2]string{
			{"stands = 17,", "stands = function(at) return 15 + at.round % 3 end,"},
			{"max = 10,", "max = function(at) return at.round end,"},
			{"win = { 1, 1 },", "win = { function(at) return 1 + at.round % 2 end, 1 },"},
		}, answers: []int{16, 1, 2}},
		"Hearts": {path: "../../scripts/hearts.lua", seats: 4, edits: [][2]string{
			{"points = { H = 1, QS = 13 },", "points = { H = 1, QS = function(at) return 10 + at.round end },"},
		}, answers: []int{11}},
		"Cribbage": {path: "../../scripts/cribbage.lua", seats: 2, edits: [][2]string{
			{"target = options.target,", "target = function(at) return 31 * at.seats end,"},
		}, answers: []int{62}, check: func(t *testing.T, g *Game) {
			assert.Contains(t, g.State().Result().Reason, "62", "the target by the function")
		}},
		"Spades": {path: "../../scripts/spades.lua", seats: 4, edits: [][2]string{
			{"per_bag = 1,", "per_bag = function(at) return at.round end,"},
			{"bag_penalty = 100,", "bag_penalty = function(at) return 50 end,"},
		}, answers: []int{1, 50}},
		"Gin": {path: "../../scripts/gin.lua", seats: 2, edits: [][2]string{
			{"limit = 10,", "limit = function(at) return 12 - at.round % 3 end,"},
		}, answers: []int{11}, long: true},
		"Durak": {path: "../../scripts/durak.lua", seats: 3, edits: [][2]string{
			{"hand = 6, attacks = 6,", "hand = function(at) return 5 end, attacks = function(at) return 2 + at.round end,"},
		}, answers: []int{5, 3}},
	} {
		t.Run(name, func(t *testing.T) {
			s, _, err := loadSrc(t, withFunctions(t, tc.path, tc.edits))
			require.NoError(t, err)
			g := mustGame(t, s, Config{Seats: tc.seats, Seed: 7})
			v := g.State().Part(mech.ValuesName).(*mech.Values)
			assert.Equal(t, tc.answers, v.N, "the answers kept as the round starts")
			assert.Equal(t, tc.words, v.S)
			first := playSeats(t, g, tc.seats, 1, 0)
			require.True(t, tc.long || g.State().Result().Over)
			if tc.check != nil {
				tc.check(t, g)
			}
			assertReplaysAndResumes(t, s, tc.seats, first)
		})
	}
}

// TestMatchWinnersFunctionErrors: a function of the match's winners that
// answers what is not a list of distinct seats is refused, as the match
// ends, with the field's path at the function's line; a function of
// trumps that answers no suit is refused as the round starts, likewise.
func TestMatchWinnersFunctionErrors(t *testing.T) {
	for name, tc := range map[string]struct {
		edit, want string
		line       bool
	}{
		"a seat, not a list": {edit: "winners = function(at) return 1 end, -- HERE", line: true,
			want: "game.match.winners must return a list of distinct seats from 1 to 4, such as {1, 3} (or {} for none) (it returned 1)"},
		"a seat twice": {edit: "winners = function(at) return { 2, 2 } end, -- HERE", line: true,
			want: "game.match.winners must return a list of distinct seats from 1 to 4"},
		"trumps of no suit": {edit: `trumps = function(at) return "X" end, -- HERE`,
			want: `game.tricks.trumps must return a suit of the deck ("C", "D", "H" or "S") or "none" (it returned "X")`},
	} {
		t.Run(name, func(t *testing.T) {
			edits := [][2]string{{"rounds = 2 * options.top - 1,", "rounds = 1,\n    " + tc.edit}}
			if !tc.line {
				edits = [][2]string{{`trumps = "turn_up",`, tc.edit}}
			}
			src := withFunctions(t, "../../scripts/ohhell.lua", edits)
			s, path, err := loadSrc(t, src)
			require.NoError(t, err)
			g, err := s.NewGame(Config{Seats: 4, Seed: 1})
			if !tc.line {
				requireScriptError(t, err, path, markedLine(t, src, "HERE"), tc.want)
				return
			}
			require.NoError(t, err)
			agents := randomBots(4, 1)
			for step := 0; err == nil && step < maxSelfPlayMoves; step++ {
				_, err = engine.Step(g, agents)
			}
			requireScriptError(t, err, path, markedLine(t, src, "HERE"), tc.want)
		})
	}
}

// assertReplaysAndResumes checks that script s, from seed 7 with seats
// seats, plays first again from the same seed and moves, and that a game
// saved midway resumes with the answers of its functions kept and plays on
// as the game saved.
func assertReplaysAndResumes(t *testing.T, s *Script, seats int, first []byte) {
	t.Helper()
	again := mustGame(t, s, Config{Seats: seats, Seed: 7})
	assert.Equal(t, first, playSeats(t, again, seats, 1, 0), "the same seed and moves: the same game")

	midway := mustGame(t, s, Config{Seats: seats, Seed: 7})
	saved := playSeats(t, midway, seats, 1, 15)
	resumed, err := s.Restore(saved)
	require.NoError(t, err)
	assert.Equal(t, midway.State().Part(mech.ValuesName), resumed.State().Part(mech.ValuesName), "resumed with the answers kept")
	assert.Equal(t, playSeats(t, midway, seats, 2, 0), playSeats(t, resumed, seats, 2, 0), "and plays on as the game saved")
}
