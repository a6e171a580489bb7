package lua

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAMatchWithoutAWayToWinIsRefused: a declared match whose rounds
// nothing can end (no empty hand wins, no tricks taken) is an error as the
// declarations are read for a game, before any move, not a match silently played as one hand.
func TestAMatchWithoutAWayToWinIsRefused(t *testing.T) {
	src, err := os.ReadFile("testdata/whist.lua")
	require.NoError(t, err)
	for name, tc := range map[string]struct{ edit, want string }{
		"tricks taken end a round": {`game.verbs = { play = { does = "follow" } }`, ""},
		"nothing ends a round": {`game.verbs = { play = { play = { to = "trick", cards = "card" } } }`,
			"match: no round can end"},
	} {
		t.Run(name, func(t *testing.T) {
			text := strings.Replace(string(src), `game.verbs = { play = { does = "follow" } }`, tc.edit, 1)
			text = strings.Replace(text, "return game", `game.match = { score = "own", piles = { "won" }, target = 10, wins = "lowest" }
return game`, 1)
			s, _, err := loadSrc(t, text)
			if err == nil { // the declarations are read for a game's options and seats
				_, err = s.NewGame(Config{Seed: 1})
			}
			if tc.want == "" {
				assert.NoError(t, err)
				return
			}
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
