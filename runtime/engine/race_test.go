package engine

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stateGame is just enough of a Game for raceOrder: its state.
type stateGame struct {
	Game
	st *core.State
}

func (g stateGame) State() *core.State { return g.st }

func raceState(t *testing.T, seed uint64) *core.State {
	t.Helper()
	d, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	st, err := core.NewState(core.Config{Deck: d, Seats: 4, Seed: seed, Piles: []core.PileSpec{{Name: "stock"}}})
	require.NoError(t, err)
	return st
}

// TestRaceOrderFavoursNoSeat checks that the seats racing to act out of
// turn are offered first equally often over many games, whatever their
// numbers, and that one game always gives the same order.
func TestRaceOrderFavoursNoSeat(t *testing.T) {
	first := map[int]int{}
	const games = 3000
	for seed := range uint64(games) {
		g := stateGame{st: raceState(t, seed)}
		order := raceOrder(g, []int{1, 2, 3})
		assert.ElementsMatch(t, []int{1, 2, 3}, order)
		assert.Equal(t, order, raceOrder(g, []int{1, 2, 3}), "the same game gives the same race")
		first[order[0]]++
	}
	for seat, n := range first {
		assert.InDelta(t, games/3, n, games/3*0.1, "seat %d is offered first %d times in %d games", seat+1, n, games)
	}
}
