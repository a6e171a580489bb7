package bots

import (
	"fmt"
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// cheapNim is nim whose random pick is cheap (engine.CheapPicker), when
// cheap is set, counting the listings of its imagined games.
type cheapNim struct {
	*enginetest.Nim
	cheap    bool
	listings *int
}

func (g cheapNim) PicksCheaply() bool { return g.cheap }

func (g cheapNim) Moves(seat int) ([]*notation.Move, error) {
	*g.listings++
	return g.Nim.Moves(seat)
}

func (g cheapNim) Determinize(seat int, seed uint64) engine.Game {
	return cheapNim{Nim: g.Nim.Copy().(*enginetest.Nim), cheap: g.cheap, listings: g.listings}
}

// TestSearchGrowsByThePick checks the search bot in a game that picks
// cheaply: it adds a node none of whose moves was tried by the game's
// random pick, without listing, and still finds nim's winning move, the
// same for the same seed.
func TestSearchGrowsByThePick(t *testing.T) {
	for _, heap := range []int{4, 5, 7, 8, 10, 11} {
		t.Run(fmt.Sprint(heap), func(t *testing.T) {
			choose := func(cheap bool) (int, int) {
				listings := 0
				bot := newISMCTS(400, playToEnd, uint64(heap))
				bot.exhaust = true
				m, ok, err := bot.Choose(cheapNim{Nim: enginetest.NewNim(heap, 2), cheap: cheap, listings: &listings}, 0, false)
				require.NoError(t, err)
				require.True(t, ok)
				return m.Verb, listings
			}
			verb, listings := choose(true)
			assert.Equal(t, 0, (heap-(verb+1))%3, "heap %d: take %d", heap, verb+1)
			again, _ := choose(true)
			assert.Equal(t, verb, again, "the same seed, the same move")
			_, listed := choose(false)
			assert.Less(t, listings, listed, "fewer listings than a game that does not pick cheaply")
		})
	}
}
