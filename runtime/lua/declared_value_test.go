package lua

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDeclaredValueFunction: a value declared as a function(at) (deal.hand)
// is called at each deal with the round's context, and its result is the
// hand size.
func TestDeclaredValueFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		fn   string
		hand int
	}{
		"a number calls nothing": {"5", 5},
		"the context": {"function(at) if at.round == 1 and at.seats == 2 and at.pack == 52 and at.dealer == 2 then return 4 end return 1 end",
			4},
		"nothing dealt": {"function(at) return 0 end", 0},
	} {
		t.Run(name, func(t *testing.T) {
			src := strings.Replace(declaredTemplate, "hand = 5,", "hand = "+tc.fn+",", 1)
			s, _, err := loadSrc(t, src)
			require.NoError(t, err)
			g := mustGame(t, s, Config{Seed: 1})
			for _, seat := range []string{"1", "2"} {
				hand, ok := g.State().PileByName("hand." + seat)
				require.True(t, ok)
				assert.Equal(t, tc.hand, g.State().Pile(hand).Len())
			}
		})
	}
}

// TestDeclaredValueErrors: a function declared in place of a value that
// fails, returns what is not a whole number or runs away is stopped with
// its file and line.
func TestDeclaredValueErrors(t *testing.T) {
	for name, tc := range map[string]struct {
		fn   string
		want string
	}{
		"not a number":  {`function(at) return "five" end`, `game.deal.hand must return a whole number of 0 or more (it returned the string "five"`},
		"below zero":    {`function(at) return -1 end`, "game.deal.hand must return a whole number of 0 or more"},
		"a fraction":    {`function(at) return at.round / 2 end`, "game.deal.hand must return a whole number of 0 or more"},
		"an error":      {`function(at) error("no hand") end`, "no hand"},
		"a runaway":     {`function(at) while true do end end`, "script stopped"},
		"a read of nil": {`function(at) return at.nothing.here end`, "game.deal.hand"},
	} {
		t.Run(name, func(t *testing.T) {
			src := strings.Replace(declaredTemplate, "hand = 5,", "hand = "+tc.fn+", -- HERE\n ", 1)
			s, path, err := loadSrc(t, src)
			require.NoError(t, err)
			_, err = s.NewGame(Config{Seed: 1})
			requireScriptError(t, err, path, markedLine(t, src, "HERE"), tc.want)
		})
	}
}

// TestDeclaredValueRefused: a value that is neither a whole number nor a
// function is refused when the game starts, at its line.
func TestDeclaredValueRefused(t *testing.T) {
	src := strings.Replace(declaredTemplate, "hand = 5,", `hand = "five",`, 1)
	s, path, err := loadSrc(t, src)
	require.NoError(t, err)
	_, err = s.NewGame(Config{Seed: 1})
	requireScriptError(t, err, path, markedLine(t, src, "game.deal ="), "game.deal.hand must be a whole number")
}
