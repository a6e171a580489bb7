package lua

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTricksTakenDeclaredInLua plays a game of tricks taken that a script
// declares (game.tricks, does = "follow") to its end, and refuses a card
// that does not follow suit with the declared rule.
func TestTricksTakenDeclaredInLua(t *testing.T) {
	t.Parallel()
	s, err := Load("testdata/whist.lua")
	require.NoError(t, err)
	g := mustGame(t, s, Config{Seed: 3})
	rng := rand.New(rand.NewPCG(3, 0))
	refused := false
	for n := 0; ; n++ {
		require.LessOrEqual(t, n, 52, "the game ends after 52 cards")
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			break
		}
		if !refused && n%4 == 1 { // a follower: try a card of another suit than the led one
			if im := offSuit(t, g, d.Seat); im != nil {
				assert.Contains(t, im.Reason, "W-1: follow ")
				assert.Equal(t, []string{"W-1"}, im.Codes)
				refused = true
			}
		}
		m, err := g.RandomMove(d.Seat, rng)
		require.NoError(t, err)
		require.NoError(t, g.PlayMove(d.Seat, m))
	}
	assert.True(t, refused, "some follower held the suit led and another")
	assert.NotEmpty(t, g.State().Result().Winners)
}

// offSuit tries, for seat, a card it holds that no listed move plays; it
// returns the refusal, or nil when every card it holds is legal.
func offSuit(t *testing.T, g *Game, seat int) *IllegalMove {
	legal, err := g.Legal(seat)
	require.NoError(t, err)
	for _, c := range handOf(t, g, seat) {
		if !contains(legal, "play "+c) {
			m, err := g.Parse("play " + c)
			require.NoError(t, err)
			im, err := g.Check(seat, m)
			require.NoError(t, err)
			require.NotNil(t, im, "play %s is not listed but legal", c)
			return im
		}
	}
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}
