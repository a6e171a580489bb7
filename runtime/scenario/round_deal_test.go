package scenario

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// rumskiRound1 is a two-seat Rumski game that seat 1 ends by melding R3 R4
// R5 R6 after taking the discard; seat 1 then deals round 2.
const rumskiRound1 = `name: t
script: SCRIPT
seats: 2
options: {first_dealer: 2}
setup:
  first: 1
  hand: {1: [R3, R4, R5], 2: [R10, B1, W]}
  discard: [R6]
steps:
`

// runShipped writes a scenario of a shipped script (SCRIPT stands for it)
// and runs it; a scenario that does not parse gives its error.
func runShipped(t *testing.T, script, src string) (*Result, error) {
	t.Helper()
	p, err := filepath.Abs(filepath.Join(shippedDir, script))
	require.NoError(t, err)
	path := filepath.Join(t.TempDir(), "s.yaml")
	require.NoError(t, os.WriteFile(path, []byte(strings.ReplaceAll(src, "SCRIPT", filepath.ToSlash(p))), 0o644))
	got, err := ParseFile(path)
	if err != nil {
		return nil, err
	}
	require.Len(t, got, 1)
	return newLuaRunner().Run(got[0]), nil
}

// TestDealStepFixesALaterRound: the script deals round 2 from its own
// shuffle with the named cards where the step puts them, whatever the seed.
func TestDealStepFixesALaterRound(t *testing.T) {
	for _, seed := range []string{"1", "2", "77"} {
		t.Run("seed "+seed, func(t *testing.T) {
			res, err := runShipped(t, "rumski.lua", strings.Replace(rumskiRound1, "seats: 2", "seats: 2\nseed: "+seed, 1)+
				`  - deal: {round: 2, hand: {2: [B7, B8, W]}, discard: [Y2]}
  - 1: take
  - 1: meld R3 R4 R5 R6
  - expect: {round: 2, top: {discard: Y2}, contains: {hand: {2: [B7, B8, W]}}, size: {hand: {1: 12, 2: 12}}}
`)
			require.NoError(t, err)
			assert.True(t, res.Passed(), "%+v", res.Failure)
		})
	}
}

// TestDealStepMistakes: a deal step that cannot be played says why, at its
// line.
func TestDealStepMistakes(t *testing.T) {
	tests := []struct{ name, steps, want string }{
		{"round 1", "  - deal: {round: 1, hand: {2: [B7]}}\n  - 1: take\n",
			"round 1 is dealt before the first step: give its cards as the setup's deal"},
		{"no round", "  - deal: {hand: {2: [B7]}}\n  - 1: take\n", "a deal step names its round"},
		{"not a card", "  - deal: {round: 2, hand: {2: [B77]}}\n  - 1: take\n", "B77 is not a card of Rumski"},
		{"no such pile", "  - deal: {round: 2, table: [B7]}\n  - 1: take\n", `the game has no pile "table"`},
		{"begun", "  - 1: take\n  - 1: meld R3 R4 R5 R6\n  - deal: {round: 2, hand: {2: [B7]}}\n",
			"round 2 has begun already (the game is in round 2): a deal step comes before the move that starts its round"},
		{"never began", "  - deal: {round: 2, hand: {2: [B7]}}\n  - 1: take\n",
			"round 2 never began: the game is in round 1 after the last step"},
		{"twice", "  - deal: {round: 3, hand: {2: [B7]}}\n  - deal: {round: 3, hand: {2: [B8]}}\n",
			"round 3 is dealt by another deal step too (line 10)"},
		{"too many", "  - deal: {round: 2, hand: {2: [B1, B2, B3, B4, B5, B6, B7, B8, B9, B10, B11, B12, B13]}}\n" +
			"  - 1: take\n  - 1: meld R3 R4 R5 R6\n",
			"hand.2 holds 12 cards after the script's deal of round 2; deal names 13"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res, err := runShipped(t, "rumski.lua", rumskiRound1+tt.steps)
			if err != nil {
				assert.Contains(t, err.Error(), tt.want)
				return
			}
			require.NotNil(t, res.Failure)
			assert.Contains(t, res.Failure.Msg, tt.want)
		})
	}
}

// TestDealStepNeedsAShuffle: a move that starts a round without shuffling
// cannot have its deal fixed, and the scenario says so.
func TestDealStepNeedsAShuffle(t *testing.T) {
	script := filepath.Join(t.TempDir(), "noshuffle.lua")
	require.NoError(t, os.WriteFile(script, []byte(`
local game = { name = "No shuffle", seats = { min = 2, max = 2, default = 2 }, moves = { "next" },
  start = "stock", piles = { stock = "hidden", hand = { per_seat = true, visibility = "owner" } } }
game.deck = { suits = { "S" }, ranks = { "A", "2", "3", "4" } }
game.verbs = { next = { apply = function(g) g:new_round(); g.piles.stock:deal(1, { g.piles.hand[1] }) end,
  generate = function(g, seat, out) out:add({}) end } }
function game.setup(g) g.piles.stock:shuffle(); g.piles.stock:deal(1, { g.piles.hand[1] }) end
function game.to_act(g) return 1 end
return game
`), 0o644))
	path := filepath.Join(t.TempDir(), "s.yaml")
	require.NoError(t, os.WriteFile(path, []byte("name: t\nscript: "+filepath.ToSlash(script)+
		"\nsteps:\n  - deal: {round: 2, hand: {1: [3S]}}\n  - 1: next\n"), 0o644))
	got, err := ParseFile(path)
	require.NoError(t, err)
	res := newLuaRunner().Run(got[0])
	require.NotNil(t, res.Failure, "a deal the script does not shuffle for")
	assert.Contains(t, res.Failure.Msg, "the move that starts round 2 shuffles no pile")
}
