package terminal

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
)

// TestAGameOfOneReadsAsOne: a game for one player is greeted as one, not
// "1 players".
func TestAGameOfOneReadsAsOne(t *testing.T) {
	for _, tt := range []struct {
		seats int
		want  string
	}{{1, " for 1 player, seed"}, {2, " for 2 players, seed"}} {
		var out bytes.Buffer
		raceTerminal("", &out).Greet(enginetest.NewNim(5, tt.seats))
		assert.Contains(t, out.String(), tt.want)
	}
}

// TestASeatWithNoCardsLeftWonIt: at the game's end a seat that owns no
// card reads "no cards left" when it won by shedding them, and "no cards"
// when it did not (a patience lost with every card on the table).
func TestASeatWithNoCardsLeftWonIt(t *testing.T) {
	d, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	for _, tt := range []struct {
		winners []int
		want    string
	}{{[]int{0}, "no cards left"}, {nil, "no cards"}} {
		st, err := core.NewState(core.Config{Deck: d, Seats: 1, Seed: 1, Piles: []core.PileSpec{{Name: "stock"}}})
		require.NoError(t, err)
		require.NoError(t, st.EndGame(tt.winners, "the game ends"))
		assert.Equal(t, tt.want, noCards(st, 0))
	}
}
