package lua

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// meldScript is a do-nothing game with five colours of cards 1 to 13 and
// five wilds, whose table holds a run R3 W R5.
const meldScript = `
local game = {
  name = "Meld test",
  seats = { min = 2, max = 2 },
  moves = { "pass" },
  start = "stock",
  piles = { stock = "hidden", table = "public", hand = { per_seat = true, visibility = "owner" } },
  deck = {
    suits = { "R", "B", "P", "G", "Y" },
    ranks = { "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13" },
    suit_first = true,
    cards = { { code = "W", kind = "wild", copies = 5 } },
    product = { copies = 1 },
  },
}
function game.setup(g)
  g.piles.stock:move_cards({ "R3", "W", "R5" }, g.piles.table)
  g.piles.stock:move_cards({ "R4", "B9", "B10" }, g.piles.hand[1])
end
function game.to_act(g) return 1 end
game.verbs = { pass = { apply = function(g, seat, move) end } }
return game
`

func meldGame(t *testing.T) *Game {
	t.Helper()
	path := filepath.Join(t.TempDir(), "meld.lua")
	require.NoError(t, os.WriteFile(path, []byte(meldScript), 0o644))
	s, err := Load(path)
	require.NoError(t, err)
	g, err := s.NewGame(Config{Seats: 2, Seed: 1})
	require.NoError(t, err)
	return g
}

func TestCheckMeldFromLua(t *testing.T) {
	g := meldGame(t)
	tests := []struct{ name, chunk, want string }{
		{"a run with a wild in its gap", `return g:check_meld({"W", "R3", "R5"}, {max_wilds = 1})`,
			"{cards={R3 W=R4 R5} high=5 kind=run low=3 suit=R text=R3 W=R4 R5 wilds=1}"},
		{"a set", `return g:check_meld({"R7", "B7", "W"})`,
			"{cards={R7 B7 W} high=7 kind=set low=7 text=R7 B7 W wilds=1}"},
		{"too many wilds", `return {g:check_meld({"R7", "W", "W"}, {max_wilds = 1})}`,
			"{nil a meld may hold at most 1 wild wilds}"},
		{"a run that wraps", `return {g:check_meld({"R12", "R13", "R1"})}`,
			"{nil R12 R13 R1 would wrap from the highest rank to the lowest, and runs do not wrap wrap}"},
		{"a layout using the table pile and the hand", `local l = g:check_layout({{"R3", "R4", "R5"}, {"B9", "B10", "W"}}, g.piles.table, g.piles.hand[1], {max_wilds = 1})
			return {l.melds[2].text, l.from_hand}`,
			"{B9 B10 W=B11 {R4 B9 B10}}"},
		{"a layout that loses a table card", `return {g:check_layout({{"R3", "R4", "R5"}}, {g.piles.table}, {"R4"})}`,
			"{nil every card on the table must stay in a meld: W is left out missing}"},
		{"a layout with an invalid meld", `return {g:check_layout({{"R3", "W", "R5"}, {"B9", "B10"}}, {"R3", "W", "R5"}, g.piles.hand[1])}`,
			"{nil meld 2 (B9 B10): a meld has at least 3 cards size 2}"},
		{"a layout with two invalid melds", `return {g:check_layout({{"B9", "B10"}, {"R3", "W", "R5"}, {"R4"}}, {"R3", "W", "R5"}, g.piles.hand[1])}`,
			"{nil meld 1 (B9 B10): a meld has at least 3 cards; meld 3 (R4): a meld has at least 3 cards size 1}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := comboEval(t, g, tt.chunk)
			require.NoError(t, err)
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestCheckMeldArgumentErrors(t *testing.T) {
	g := meldGame(t)
	for chunk, want := range map[string]string{
		`return g:check_meld({"R3", "ZZ", "R5"})`:                "ZZ is not a card of this game",
		`return g:check_meld({"R3", "R4", "R5"}, {minimum = 3})`: "rules has no field minimum",
		`return g:check_meld({"R3", "R4", "R5"}, {wrap = 1})`:    "rules.wrap must be true or false",
		`return g:check_layout({{"R3"}}, 5, {})`:                 "must be a pile, a list of piles or a list of card codes",
	} {
		_, err := comboEval(t, g, chunk)
		require.Error(t, err, chunk)
		assert.Contains(t, err.Error(), want, chunk)
	}
}
