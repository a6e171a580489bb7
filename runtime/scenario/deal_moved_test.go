package scenario

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// movedScript deals five cards to each hand, then puts seat 1's spades
// back in the stock and deals it one more card: a setup whose deal depends
// on which cards come up, which deal: cannot pin.
const movedScript = `local game = {
  name = "Moved", seats = { min = 2, max = 2 }, moves = { "pass" },
  piles = { stock = "hidden", discard = "public", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52" },
}
function game.setup(g)
  g.piles.stock:shuffle()
  g.piles.stock:deal(5, { g.piles.hand[1], g.piles.hand[2] })
  for _, c in ipairs(g.piles.hand[1]:filter{suit = "S"}) do g.piles.hand[1]:move(c, g.piles.stock) end
  g.piles.stock:deal(1, { g.piles.hand[1] })
  g:set_current(1)
end
function game.to_act(g) return g:current() end
game.verbs = { pass = { apply = function(g, seat, move) g:win(1) end } }
return game
`

// TestDealOfASetupThatMovesCards: a deal: the script's setup does not keep
// is refused at the card's line, with what can pin such a rule instead (a
// seed, or the pile keys and the rule played), not the pile keys alone as
// if they could.
func TestDealOfASetupThatMovesCards(t *testing.T) {
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "moved.lua"), []byte(movedScript), 0o644))
	path := filepath.Join(dir, "s.yaml")
	require.NoError(t, os.WriteFile(path, []byte("name: t\nscript: moved.lua\nseats: 2\nseed: 1\nsetup:\n  deal: {hand: {1: [AS, KS]}}\nsteps:\n  - expect: {next: 1}\n"), 0o644))
	got, err := ParseFile(path)
	require.NoError(t, err)
	require.Len(t, got, 1)
	res := newLuaRunner().Run(got[0])
	require.NotNil(t, res.Failure)
	assert.Contains(t, res.Failure.Msg, "the script's setup did not deal")
	assert.Contains(t, res.Failure.Msg, "so deal: cannot pin them")
	assert.Contains(t, res.Failure.Msg, "give the scenario a seed whose deal brings the card (seed:)")
	assert.Equal(t, 6, res.Failure.Pos.Line, "at the deal's line")
}
