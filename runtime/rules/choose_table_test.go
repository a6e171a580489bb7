package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShowAsksForTheChoiceAndSaysWhereItGoes: while a choice is owed the
// table asks the seat for its cards and says to whom they go, by the
// round's direction; an onlooker is told the direction alone; each seat's
// badge says whether it has chosen (#44).
func TestShowAsksForTheChoiceAndSaysWhereItGoes(t *testing.T) {
	for _, tc := range []struct {
		to, ask, onlooker string
	}{
		{"left", "Choose 3 cards: they go to seat 3, on your left", "3 cards each to the left"},
		{"right", "Choose 3 cards: they go to seat 1, on your right", "3 cards each to the right"},
		{"across", "Choose 3 cards: they go to seat 4, across the table", "3 cards each across the table"},
		{"reveal", "Choose 3 cards: they go face up, back to the hand, for every seat to see", "3 cards each face up, back to the hand, for every seat to see"},
	} {
		t.Run(tc.to, func(t *testing.T) {
			g := passing(t, passHands, tc.to)
			tb, err := g.Plan().Table(g, 1)
			require.NoError(t, err)
			assert.Equal(t, tc.ask, tb.Ask)
			assert.Equal(t, []string{"choosing"}, tb.Seats[0].Badges)
			watch, err := g.Plan().Table(g, -1)
			require.NoError(t, err)
			assert.Empty(t, watch.Ask)
			assert.Contains(t, watch.Status, tc.onlooker)
		})
	}
	g := passing(t, passHands, "left")
	play(t, g, 0, "pass AS KS QS")
	tb, err := g.Plan().Table(g, 0)
	require.NoError(t, err)
	assert.Empty(t, tb.Ask, "seat 1 has chosen")
	assert.Equal(t, []string{"chosen"}, tb.Seats[0].Badges)
	assert.Equal(t, []string{"choosing"}, tb.Seats[1].Badges)
}
