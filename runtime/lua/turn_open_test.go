package lua

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// openerSrc is a turn in steps opened by a draw or by a verb of code (peek).
const openerSrc = `local game = {
  name = "Opener",
  seats = { min = 2, max = 2, default = 2 },
  moves = { "draw", "peek", "discard <card>" },
  piles = { stock = "hidden", discard = "public", hand = { per_seat = true, visibility = "owner" } },
}
game.deck = { preset = "french52" }
game.deal = { dealer = 0, hand = 5, turn_up = "discard" }
game.stock = { pile = "stock" }
game.win = { empty_hand = true }
game.turn = { open = { "draw", "peek" } }
game.verbs = {
  draw = { draw = 1 },
  peek = { apply = function(g, seat, move) g:count("peeks") end },
  discard = { play = { to = "discard", cards = "card" } },
}
return game
`

// TestAVerbOfCodeOpensADeclaredTurn: a verb written as functions, named in
// game.turn.open, opens the turn as a declared draw does: it is listed
// beside the draw, and once made the turn goes on to the discard.
func TestAVerbOfCodeOpensADeclaredTurn(t *testing.T) {
	s, _, err := loadSrc(t, openerSrc)
	require.NoError(t, err)
	g, err := s.NewGame(Config{Seed: 1})
	require.NoError(t, err)
	d, err := g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, []string{"draw", "peek"}, verbsOf(t, g, d.Seat), "a turn opens with either")
	require.NoError(t, g.Play(d.Seat, "peek"))
	after, err := g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, d.Seat, after.Seat, "the turn goes on")
	assert.Equal(t, []string{"discard"}, verbsOf(t, g, d.Seat), "the turn is open: the discard ends it")
	assert.ErrorContains(t, g.Play(d.Seat, "peek"), "you have opened your turn already")
}

// verbsOf lists the verbs of seat's legal moves, each once, in order.
func verbsOf(t *testing.T, g *Game, seat int) []string {
	t.Helper()
	moves, err := g.Moves(seat)
	require.NoError(t, err)
	var out []string
	for _, m := range moves {
		v := strings.Fields(g.Format(m))[0]
		if len(out) == 0 || out[len(out)-1] != v {
			out = append(out, v)
		}
	}
	return out
}
