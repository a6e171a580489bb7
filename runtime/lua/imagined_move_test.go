package lua

import (
	"math/rand/v2"
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestImaginedRandomMovesReuseTheirRoom checks that the random moves of a
// game a bot imagines are built in one room, reused move after move, and
// that a playout of them plays the same game as one of copies; the real
// game's random moves are each their own.
func TestImaginedRandomMovesReuseTheirRoom(t *testing.T) {
	for _, path := range []string{unuPath, thirteenPath, "../../scripts/spades.lua", "../../scripts/gofish.lua"} {
		g := mustGame(t, mustLoad(t, path), Config{Seats: 4, Seed: 3})
		d, err := g.ToAct()
		require.NoError(t, err)
		a := g.Determinize(d.Seat, 9).(*Game)
		b := g.Determinize(d.Seat, 9).(*Game)
		ra, rb := rand.New(rand.NewPCG(1, 2)), rand.New(rand.NewPCG(1, 2))
		var first *notation.Move
		reused := 0
		for range 60 {
			d, err := a.ToAct()
			require.NoError(t, err)
			if d.Over {
				break
			}
			ma, err := a.RandomMove(d.Seat, ra)
			require.NoError(t, err)
			mb, err := b.RandomMove(d.Seat, rb)
			require.NoError(t, err)
			require.Equal(t, a.Format(ma), b.Format(mb), path)
			if first == nil {
				first = ma
			} else if ma == first {
				reused++
			}
			require.NoError(t, a.PlayMove(d.Seat, ma))
			require.NoError(t, b.PlayMove(d.Seat, mb.Clone()))
		}
		assert.Equal(t, b.View(-1, 0), a.View(-1, 0), "%s: the same game", path)
		assert.Positive(t, reused, "%s: the room is reused", path)

		d, err = g.ToAct()
		require.NoError(t, err)
		rg := rand.New(rand.NewPCG(1, 2))
		m1, err := g.RandomMove(d.Seat, rg)
		require.NoError(t, err)
		m2, err := g.RandomMove(d.Seat, rg)
		require.NoError(t, err)
		assert.NotSame(t, m1, m2, "%s: a real game's moves are each their own", path)
	}
}
