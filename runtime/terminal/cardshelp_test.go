package terminal

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
)

// TestCardsHelp: help takes its examples from the game's own deck and
// says what its letters stand for (#32 item 10).
func TestCardsHelp(t *testing.T) {
	french, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	suits := []core.SuitSpec{{Code: "O", Name: "orange"}, {Code: "T", Name: "teal"}}
	ranks := []core.RankSpec{{Code: "1"}, {Code: "2"}, {Code: "R", Name: "raven"}}
	own, err := core.NewDeck(core.DeckSpec{Suits: suits, Ranks: ranks, Cards: core.ProductCards(suits, ranks, true, 1)})
	require.NoError(t, err)
	tests := []struct {
		name string
		deck *core.Deck
		want []string
		not  []string
	}{
		{"French cards", french, []string{"Cards are codes such as ", "Suits: C clubs, D diamonds, H hearts, S spades.", "T ten"}, nil},
		{"a deck of its own", own, []string{"such as OR or T2;", "Suits: O orange, T teal.", "Ranks: R raven."}, []string{"8H", "TS"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := cardsHelp(tt.deck)
			for _, w := range tt.want {
				assert.Contains(t, got, w)
			}
			for _, n := range tt.not {
				assert.NotContains(t, got, n)
			}
		})
	}
}
