package lua

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	basePath  = "testdata/variant/base.lua"
	kingsPath = "testdata/variant/kings.lua"
)

// TestVariant loads kings.lua, which requires base.lua and overrides its
// name, hand size and wild rule, and checks that the overrides take effect
// while base.lua on its own is unchanged.
func TestVariant(t *testing.T) {
	base := mustLoad(t, basePath)
	kings := mustLoad(t, kingsPath)
	assert.Equal(t, "Base", base.Info.Name)
	assert.Equal(t, "Base kings", kings.Info.Name)
	assert.Equal(t, "Base, but kings may be played on anything.", kings.Info.Description)
	assert.Equal(t, base.Info.Moves, kings.Info.Moves, "declarations come from the base")
	assert.Equal(t, 3, kings.Info.DefaultSeats)

	wildKings := 0
	for seed := uint64(1); seed <= 30; seed++ {
		kg := mustGame(t, kings, Config{Seed: seed})
		bg := mustGame(t, base, Config{Seed: seed})
		for seat := range 3 {
			assert.Len(t, handOf(t, kg, seat), 7, "kings deals seven")
			assert.Len(t, handOf(t, bg, seat), 5, "base still deals five")
		}
		for _, g := range []*Game{kg, bg} {
			top := topOf(g, "discard")
			legal, err := g.Legal(0)
			require.NoError(t, err)
			for _, c := range handOf(t, g, 0) {
				if c[0] != 'K' || c[0] == top[0] || c[1] == top[1] {
					continue
				}
				// A king that matches neither suit nor rank.
				if g == kg {
					wildKings++
					assert.Contains(t, legal, "play "+c, "seed %d: kings are wild in the variant", seed)
					require.NoError(t, kg.Play(0, "play "+c))
					assert.Equal(t, c, topOf(kg, "discard"))
					break
				}
				assert.NotContains(t, legal, "play "+c, "seed %d: kings are not wild in the base", seed)
				requireIllegal(t, bg.Play(0, "play "+c), c+" does not match")
			}
		}
	}
	assert.Positive(t, wildKings, "no seed dealt a king that does not match")
}

// TestUnuVariantInSameFolder copies unu.lua into a folder with a variant
// that requires it and turns kings into skips: "plays again" must never be
// logged in the variant, while plain Unu logs it.
func TestUnuVariantInSameFolder(t *testing.T) {
	dir := t.TempDir()
	plainPath := copyFile(t, unuPath, dir)
	path := writeFile(t, dir, "kingskip.lua", `local game = require "unu"
game.name = "Unu kings skip"
game.rules.powers.K.again, game.rules.powers.K.skip = nil, 1
return game
`)
	variant := mustLoad(t, path)
	plain := mustLoad(t, plainPath)
	assert.Equal(t, "Unu kings skip", variant.Info.Name)
	assert.Equal(t, "Unu", plain.Info.Name)

	count := func(s *Script, text string) (n int) {
		for seed := uint64(1); seed <= 30; seed++ {
			for _, line := range selfPlay(t, s, seed).View(-1, 0).Log {
				if strings.Contains(line, text) {
					n++
				}
			}
		}
		return n
	}
	assert.Positive(t, count(plain, "plays again"), "plain Unu never logged a king's extra turn")
	assert.Zero(t, count(variant, "plays again"), "the variant's kings still give an extra turn")
	assert.Greater(t, count(variant, "loses a turn"), count(plain, "loses a turn"), "the variant's kings skip")
}

// TestVariantMovesAndPatterns checks that a variant may change declarations
// of its base: a new move in the notation reaches its play hook.
func TestVariantMovesAndPatterns(t *testing.T) {
	path := miniVariant(t, `local game = require "mini"
game.moves = { "play <card>", "draw", "knock" }
game.verbs.knock = { apply = function(g, seat) g:win(seat, "knocked") end }
return game
`)
	s, err := LoadWithLimits(path, testLimits)
	require.NoError(t, err)
	assert.True(t, slices.Contains(s.Info.Moves, "knock"))
	g := mustGame(t, s, Config{Seed: 1})
	legal, err := g.Legal(0)
	require.NoError(t, err)
	assert.Contains(t, legal, "knock")
	require.NoError(t, g.Play(0, "KNOCK"))
	assert.Equal(t, []int{0}, g.State().Result().Winners)
}
