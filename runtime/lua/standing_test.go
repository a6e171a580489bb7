package lua

import (
	"path/filepath"
	"testing"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStandings checks the standing hook: asked for every seat, and
// absent, nil.
func TestStandings(t *testing.T) {
	path := miniVariant(t, `local game = require "mini"
function game.standing(g, seat)
  return g.piles.hand[seat]:count() * seat
end
return game
`)
	g := mustGame(t, mustLoad(t, path), Config{Seed: 1})
	w, err := g.Standings()
	require.NoError(t, err)
	assert.Equal(t, []float64{5, 10}, w, "hands of five, times the seat")

	plain := mustGame(t, mustLoad(t, miniPath), Config{Seed: 1})
	w, err = plain.Standings()
	require.NoError(t, err)
	assert.Nil(t, w, "no standing hook")
}

// TestBadStandings checks the errors of a standing hook that returns the
// wrong thing, changes the game, or is not a function.
func TestBadStandings(t *testing.T) {
	tests := []struct {
		body string
		line int // of the error: the hook's first line, or the body's
		want string
	}{
		{`return -1`, 2, "standing must return a number of 0 or more, more being better (for seat 1 it returned -1)"},
		{`return "high"`, 2, `(for seat 1 it returned "high")`},
		{`return 0/0`, 2, "(for seat 1 it returned NaN)"},
		{`return nil`, 2, "(for seat 1 it returned nothing)"},
		{`g.piles.stock:move_top(g.piles.discard) return 1`, 3, "changes the game, which only setup and a verb's apply may do (to_act, status, standing"},
	}
	for _, tt := range tests {
		t.Run(tt.body, func(t *testing.T) {
			src := "local game = require \"mini\"\nfunction game.standing(g, seat)\n  " + tt.body + "\nend\nreturn game\n"
			path := miniVariant(t, src)
			g := mustGame(t, mustLoad(t, path), Config{Seed: 1})
			before := mustSave(t, g)
			_, err := g.Standings()
			requireScriptError(t, err, filepath.ToSlash(path), tt.line, tt.want)
			assert.Equal(t, string(before), string(mustSave(t, g)), "the game is unchanged")
		})
	}
	path := miniVariant(t, "local game = require \"mini\"\ngame.standing = 3\nreturn game\n")
	_, err := Load(path)
	requireScriptError(t, err, filepath.ToSlash(path), 2, "standing must be a function")
}

// TestGreedyFollowsStandings checks that the greedy bot plays for the
// script's standing when there is one: here a seat stands better the more
// cards it holds, so greedy draws where it would otherwise discard.
func TestGreedyFollowsStandings(t *testing.T) {
	hoard := miniVariant(t, `local game = require "mini"
function game.standing(g, seat) return g.piles.hand[seat]:count() end
return game
`)
	for _, tt := range []struct {
		path, want string
	}{{miniPath, "play"}, {hoard, "draw"}} {
		s := mustLoad(t, tt.path)
		chosen := 0
		for seed := uint64(1); seed <= 5; seed++ {
			g := mustGame(t, s, Config{Seed: seed})
			moves, err := g.Legal(0)
			require.NoError(t, err)
			if len(moves) < 2 {
				continue // only draw: nothing to choose
			}
			bot, err := bots.NewBot("greedy", seed)
			require.NoError(t, err)
			m, ok, err := bot.Choose(g, 0, false)
			require.NoError(t, err)
			require.True(t, ok)
			assert.Equal(t, tt.want, g.Info().Verbs[m.Verb].Name, "%s seed %d", tt.path, seed)
			chosen++
		}
		assert.Greater(t, chosen, 1, "positions with a choice")
	}
}

// TestStandingsOfADeclaredMechanic: without a standing hook, a declared
// mechanic that keeps a standing gives it (Go Fish: one more than the books
// laid).
func TestStandingsOfADeclaredMechanic(t *testing.T) {
	g := mustGame(t, mustLoad(t, "../../scripts/gofish.lua"), Config{Seats: 4, Seed: 1})
	w, err := g.Standings()
	require.NoError(t, err)
	require.Len(t, w, 4)
	for _, x := range w {
		assert.GreaterOrEqual(t, x, 1.0)
	}
}

// TestStandingsOfTheKnock: Gin Rummy's knock stands each seat by its total
// and the deadwood of its hand as the engine arranges it.
func TestStandingsOfTheKnock(t *testing.T) {
	g := mustGame(t, mustLoad(t, "../../scripts/gin.lua"), Config{Seats: 2, Seed: 1})
	w, err := g.Standings()
	require.NoError(t, err)
	require.Len(t, w, 2)
	for _, x := range w {
		assert.Positive(t, x)
		assert.LessOrEqual(t, x, 100.0, "no total yet: 100 less the deadwood")
	}
}
