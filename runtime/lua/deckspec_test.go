package lua

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDeckSizeIsCapped checks that a deck declaration of more than
// core.MaxDeckSize cards is refused with a clear message before the cards
// are made.
func TestDeckSizeIsCapped(t *testing.T) {
	tests := []struct{ name, deck, want string }{
		{"huge copies", `{ cards = { { code = "W", copies = 2e9 } } }`, "cards[1].copies must be a whole number from 0 to 10000, not 2000000000"},
		{"copies beyond integers", `{ cards = { { code = "W", copies = 1e300 } } }`, "cards[1].copies must be a whole number"},
		{"copies not a number", `{ cards = { { code = "W", copies = 0/0 } } }`, "cards[1].copies must be a whole number"},
		{"many cards of many copies", `(function() local c = {} for i = 1, 5 do c[i] = { code = "W" .. i, copies = 5000 } end return { cards = c } end)()`, "the deck would have more than 10000 cards; a deck may have at most 10000"},
		{"product of many suits and ranks", `(function() local s, r = {}, {} for i = 1, 2000 do s[i] = { "S" .. i, "suit " .. i } r[i] = { "R" .. i, "rank " .. i } end return { suits = s, ranks = r } end)()`, "the deck would have 4000000 cards (2000 suits by 2000 ranks, 1 copies)"},
		{"too many ranks", `(function() local r = {} for i = 1, 20000 do r[i] = "R" .. i end return { suits = { "S" }, ranks = r } end)()`, "ranks lists 20000 entries"},
		{"preset copies", `{ preset = "french52", copies = 1e9 }`, "copies must be a whole number from 0 to 64"},
		{"preset product copies", `{ preset = "french52", product = { copies = 200 } }`, "product.copies must be a whole number from 0 to 64"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := `local game = {
  name = "Decks", seats = { min = 2, max = 2 }, moves = { "go" }, piles = { stock = "hidden" },
  deck = function() return ` + tt.deck + ` end, -- HERE
}
function game.setup(g) end
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move) end } }
return game
`
			s, path, err := loadSrc(t, src)
			require.NoError(t, err)
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err = s.NewGame(Config{})
			runtime.ReadMemStats(&after)
			requireScriptError(t, err, path, 3, tt.want)
			assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(64<<20), "allocated before refusing")
		})
	}
}
