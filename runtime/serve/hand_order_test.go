package serve

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOrderHandAsTheGameIsPlayed: the seat's own hand is sent in the order
// its mechanics hold it (#44): as arranged (a gin hand's melds, then its
// deadwood; the drawn card among them, not last), by suit in a trick game,
// by rank where the deal sorts; another seat's pile, or a game that says
// nothing, stays as it is.
func TestOrderHandAsTheGameIsPlayed(t *testing.T) {
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	hand := []string{"KD", "2C", "3S", "AH", "2H"}
	tests := []struct {
		name  string
		seat  int
		facts *engine.Table
		want  []string
	}{
		{"by suit", 0, &engine.Table{Sort: engine.SortSuit}, []string{"2C", "KD", "2H", "AH", "3S"}},
		{"by rank", 0, &engine.Table{Sort: engine.SortRank}, []string{"2C", "2H", "3S", "KD", "AH"}},
		{"arranged", 0, &engine.Table{Sort: engine.SortRank, Hand: []string{"AH", "2H", "3S", "2C", "KD"}}, []string{"AH", "2H", "3S", "2C", "KD"}},
		{"an arrangement of other cards", 0, &engine.Table{Hand: []string{"AH"}}, hand},
		{"nothing said", 0, nil, hand},
		{"another seat's hand", 1, &engine.Table{Sort: engine.SortSuit}, hand},
		{"an onlooker", onlooker, &engine.Table{Sort: engine.SortSuit}, hand},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			piles := []core.PileView{{Name: "hand.1", Group: "hand", Owner: 0, Count: len(hand), Cards: append([]string(nil), hand...)}}
			orderHand(deck, piles, tt.seat, tt.facts)
			assert.Equal(t, tt.want, piles[0].Cards)
		})
	}
}
