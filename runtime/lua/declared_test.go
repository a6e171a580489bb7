package lua

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// declaredTemplate is a small declared game (Rules API v3) that the tests
// below break one declaration at a time.
const declaredTemplate = `local game = {
  name = "Declared",
  seats = { min = 2, max = 4, default = 2 },
  moves = { "play <cards> [call <suit>] [uno]", "draw", "uno", "catch <seat>" },
  deck = { preset = "french52" },
  piles = { stock = "hidden", discard = "public", hand = { per_seat = true, visibility = "owner" } },
}
game.deal = { dealer = 2, hand = 5, turn_up = "discard" }
game.stock = { pile = "stock", refill = "discard" }
game.verbs = {
  play = { play = { to = "discard", match = { pile = "discard", suit = true, rank = true },
    name = "call", name_with = { ranks = "8" }, shapes = { "single", { run = { min = 2 } } } } },
  draw = { draw = 1 },
  uno = { does = "call" },
  catch = { does = "catch" },
}
game.call = { word = "uno", part = "uno" }
game.effects = { { ranks = "8", name = true }, { ranks = "Q", reverse = true } }
game.win = { empty_hand = true }
return game
`

// TestDeclaredErrors checks that a declaration that cannot work, or would
// silently do nothing, is refused when a game starts, with the line of the
// declaration at fault and the same words every time.
func TestDeclaredErrors(t *testing.T) {
	tests := []struct {
		name string
		edit []string // pairs of the text to replace and its replacement
		at   string   // the text on the line the error names ("" for none)
		want string
	}{
		{name: "effects not a list", edit: []string{`game.effects = { { ranks = "8", name = true }, { ranks = "Q", reverse = true } }`, `game.effects = { ranks = "Q", reverse = true }`},
			at: "game.effects =", want: `game.effects must be a list of effects, one table per card, such as { {ranks = "Q", reverse = true} } (it has the field ranks)`},
		{name: "two unknown fields", edit: []string{`hand = 5, turn_up`, `trun_up = "discard", hnad = 5, turn_up`},
			at: "game.deal =", want: "game.deal.hnad is not a field of game.deal (its fields are"},
		{name: "no stock", edit: []string{`game.stock = { pile = "stock", refill = "discard" }`, ``},
			at: "game.deal =", want: "game.deal deals from game.stock, which is missing"},
		{name: "stock without pile", edit: []string{`pile = "stock", refill`, `refill`},
			at: "game.stock =", want: "game.stock.pile is required"},
		{name: "call verb without call", edit: []string{`game.call = { word = "uno", part = "uno" }`, ``, ` [uno]"`, `"`},
			at: "does =", want: `verbs.uno.does is "call", which needs game.call`},
		{name: "call part in no form", edit: []string{`part = "uno" }`, `part = "unu" }`, `[uno]"`, `"`},
			at: "part =", want: `game.call.part is "unu", but no play's form has the optional part [unu]`},
		{name: "call part unused", edit: []string{`part = "uno" }`, `part = "unu" }`},
			at: "play =", want: `verbs.play.play does not use the optional part "uno" of the form "play <cards> [call <suit>] [uno]"`},
		{name: "name part unused", edit: []string{`    name = "call", name_with = { ranks = "8" }, shapes`, `    shapes`},
			at: "play =", want: `verbs.play.play does not use the optional part "call"`},
		{name: "effect names no suit", edit: []string{`    name = "call", name_with = { ranks = "8" }, shapes`, `    shapes`, ` [call <suit>]`, ``},
			at: "game.effects =", want: "game.effects[1] has name = true, but no play names a suit"},
		{name: "run without match", edit: []string{`match = { pile = "discard", suit = true, rank = true },`, ``},
			at: "shapes =", want: "verbs.play.play.shapes has a run, which is of the suit to follow"},
		{name: "no cards slot", edit: []string{`"play <cards> [call`, `"play <card> [call`},
			at: "play =", want: `verbs.play.play.cards is needed: the form "play <card> [call <suit>] [uno]" has no <cards>: name the value that holds the cards played, such as cards = "card" for <card>`},
		{name: "cards not a card value", edit: []string{`play = { to = "discard",`, `play = { to = "discard", cards = "call",`},
			at: "cards =", want: `verbs.play.play.cards names <call>, which is not a card value`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := declaredTemplate
			for i := 0; i < len(tt.edit); i += 2 {
				require.Contains(t, src, tt.edit[i])
				src = strings.Replace(src, tt.edit[i], tt.edit[i+1], 1)
			}
			line := 0
			if tt.at != "" {
				line = markedLine(t, src, tt.at)
			}
			s, path, err := loadSrc(t, src)
			require.NoError(t, err)
			for range 3 { // the order of a table's fields must not change the message
				_, err = s.NewGame(Config{})
				requireScriptError(t, err, path, line, tt.want)
			}
		})
	}
	t.Run("template is valid", func(t *testing.T) {
		s, _, err := loadSrc(t, declaredTemplate)
		require.NoError(t, err)
		g := mustGame(t, s, Config{Seed: 1})
		moves, err := g.Legal(0)
		require.NoError(t, err)
		assert.Contains(t, moves, "draw")
	})
}

// TestDeclaredBesideFunctions checks that a verb of functions alone works
// beside declared ones: a pass without a generator is listed when its check
// accepts, and its apply runs.
func TestDeclaredBesideFunctions(t *testing.T) {
	src := strings.Replace(declaredTemplate, `"catch <seat>" }`, `"catch <seat>", "pass" }`, 1)
	src = strings.Replace(src, "  catch = { does = \"catch\" },\n", `  catch = { does = "catch" },
  pass = {
    check = function(g, seat) if g.piles.stock:count() > 30 then return "you may pass when the stock is low" end end,
    apply = function(g, seat) g.vars.passed = seat; g:set_current(g:next_seat(seat)) end,
  },
`, 1)
	require.Contains(t, src, "pass = {")
	s, _, err := loadSrc(t, src)
	require.NoError(t, err)
	g := mustGame(t, s, Config{Seed: 1})
	moves, err := g.Legal(0)
	require.NoError(t, err)
	assert.NotContains(t, moves, "pass", "the check refuses it while the stock is high")
	stock, ok := g.State().PileByName("stock")
	require.True(t, ok)
	for g.State().Pile(stock).Len() > 30 {
		require.NoError(t, g.Play(g.State().Turn().Current, "draw"))
	}
	seat := g.State().Turn().Current
	moves, err = g.Legal(seat)
	require.NoError(t, err)
	assert.Contains(t, moves, "pass")
	require.NoError(t, g.Play(seat, "pass"))
	assert.NotEqual(t, seat, g.State().Turn().Current)
}
