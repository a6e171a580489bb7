package rules_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDrawThenPlay(t *testing.T) {
	for name, tc := range map[string]struct {
		stock     []string
		legal     []string
		refusals  map[string]string
		handAfter int
	}{
		"the card drawn matches": {stock: []string{"9D"}, legal: []string{"play 9D", "pass"},
			refusals: map[string]string{"play 3C": "only 9D now", "draw": "you have drawn already: play the card you drew, or pass"}},
		"the card drawn does not match": {stock: []string{"4H"}, legal: []string{"pass"},
			refusals: map[string]string{"play 4H": "4H does not match: play clubs or the rank of 9C"}},
	} {
		t.Run(name, func(t *testing.T) {
			g := shed(t, 3, 0, table{"hand.1": {"3C", "4D"}, "stock": tc.stock, "discard": {"9C"}}, nil)
			assert.Equal(t, "you may pass only after drawing a card", refused(t, g, 0, "pass"))
			play(t, g, 0, "draw")
			assert.Equal(t, 0, toAct(t, g), "the draw keeps the turn")
			assert.Equal(t, tc.legal, moves(t, g, 0))
			for move, want := range tc.refusals {
				assert.Equal(t, want, refused(t, g, 0, move), move)
			}
			play(t, g, 0, "pass")
			assert.Equal(t, 1, toAct(t, g))
			assert.Equal(t, "you may pass only after drawing a card", refused(t, g, 1, "pass"), "the next turn starts afresh")
		})
	}
}

func TestDrawThenPlayTheCardDrawn(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"3C", "4D"}, "stock": {"9D"}, "discard": {"9C"}}, nil)
	play(t, g, 0, "draw")
	play(t, g, 0, "play 9D")
	assert.Equal(t, 1, toAct(t, g))
	assert.Equal(t, []string{"3C", "4D"}, codes(g, "hand.1"))
}

func TestDrawThenNothingToDraw(t *testing.T) {
	g := shed(t, 2, 0, table{"hand.1": {"3C", "4D"}, "discard": {"9C"}}, nil)
	st := g.State()
	stock, _ := st.PileByName("stock")
	other, _ := st.PileByName("hand.2")
	require.NoError(t, st.MoveAll(stock, other))
	play(t, g, 0, "draw")
	assert.True(t, said(g, "No card is left to draw"))
	assert.Equal(t, []string{"pass"}, moves(t, g, 0))
	assert.Equal(t, "you drew no card: pass", refused(t, g, 0, "play 3C"))
}
