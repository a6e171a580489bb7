package serve

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// ownDeck is a designer's deck: colours by name, suits named otherwise,
// a suit of many colours and cards without a suit or rank.
func ownDeck(t *testing.T) *core.Deck {
	t.Helper()
	suits := []core.SuitSpec{{Code: "R", Name: "red"}, {Code: "G", Name: "Gray"}, {Code: "X", Name: "thorns"},
		{Code: "Y", Name: "bone"}, {Code: "M", Name: "multicolored"}}
	ranks := []core.RankSpec{{Code: "1"}, {Code: "S", Name: "skip"}}
	cards := append(core.ProductCards(suits, ranks, true, 1), core.CardSpec{Code: "W4", Kind: "wild"})
	d, err := core.NewDeck(core.DeckSpec{Suits: suits, Ranks: ranks, Cards: cards})
	require.NoError(t, err)
	return d
}

func TestFaceOf(t *testing.T) {
	french, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	own := ownDeck(t)
	tests := []struct {
		deck *core.Deck
		code string
		want Face
	}{
		{french, "TH", Face{Rank: "10", Suit: "hearts", Symbol: "♥", Colour: "red", Name: "ten of hearts"}},
		{french, "AS", Face{Rank: "A", Suit: "spades", Symbol: "♠", Colour: "black", Name: "ace of spades"}},
		{french, "2D", Face{Rank: "2", Suit: "diamonds", Symbol: "♦", Colour: "red", Name: "two of diamonds"}},
		{own, "R1", Face{Rank: "1", Suit: "red", Colour: "red", Name: "red 1"}},
		{own, "GS", Face{Rank: "skip", Suit: "Gray", Colour: "grey", Name: "Gray skip"}},
		{own, "X1", Face{Rank: "1", Suit: "thorns", Colour: "p2", Name: "thorns 1"}},
		{own, "Y1", Face{Rank: "1", Suit: "bone", Colour: "p3", Name: "bone 1"}},
		{own, "M1", Face{Rank: "1", Suit: "multicolored", Colour: "multi", Name: "multicolored 1"}},
		{own, "W4", Face{Rank: "W4", Colour: "none", Kind: "wild", Name: "W4"}},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			k, ok := tt.deck.Lookup(tt.code)
			require.True(t, ok)
			assert.Equal(t, tt.want, faceOf(tt.deck, k))
		})
	}
}

// TestFacesOnlyOfShownCards: a view's faces are those of the cards its
// piles show (every card, or the top), and of no other.
func TestFacesOnlyOfShownCards(t *testing.T) {
	d := ownDeck(t)
	var df deckFaces
	got := faces(d, df.of(d), []core.PileView{
		{Name: "hand", Count: 2, Cards: []string{"R1", "W4"}},
		{Name: "discard", Count: 5, Top: "X1"},
		{Name: "stock", Count: 30},
	})
	assert.Len(t, got, 3)
	for _, code := range []string{"R1", "W4", "X1"} {
		k, _ := d.Lookup(code)
		assert.Equal(t, faceOf(d, k), got[code])
	}
	french, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	assert.Len(t, df.of(french), french.Kinds(), "another deck's faces are made anew")
}
