package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
)

// drawingUntil makes Shed's draw go on until a card can be played; must
// makes a seat that can play play.
func drawingUntil(must bool) func(*rules.Decl) {
	return func(d *rules.Decl) {
		v := &d.Verbs[1]
		v.UntilPlayable, v.MustPlay = true, must
		v.Why = msgs(map[string]string{"must": "DRAW-1: play %s", "stuck": "DRAW-1: you can play %s"})
	}
}

func TestDrawUntilPlayable(t *testing.T) {
	for name, tc := range map[string]struct {
		must  bool
		moves []string
	}{
		"may play the card drawn":  {false, []string{"play 9C", "pass"}},
		"must play the card drawn": {true, []string{"play 9C"}},
	} {
		t.Run(name, func(t *testing.T) {
			g := shed(t, 3, 0, table{"hand.1": {"3H", "4H"}, "stock": {"9C", "4D", "3D"}, "discard": {"5C"}}, drawingUntil(tc.must))
			play(t, g, 0, "draw")
			assert.Equal(t, []string{"3H", "4H", "3D", "4D", "9C"}, codes(g, "hand.1"))
			assert.Equal(t, 0, toAct(t, g))
			assert.Equal(t, tc.moves, moves(t, g, 0))
			if tc.must {
				assert.Equal(t, "DRAW-1: play 9C", refused(t, g, 0, "pass"))
			}
		})
	}
}

func TestDrawUntilPlayableRefillsTheStock(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"3H", "4H"}, "discard": {"9C", "5C"}}, drawingUntil(false))
	st := g.State()
	stock, _ := st.PileByName("stock")
	discard, _ := st.PileByName("discard")
	for st.Pile(stock).Len() > 0 { // every other card under the discard pile
		_, _ = st.MoveAt(stock, st.Pile(stock).Len()-1, discard, 0)
		_, _ = st.MoveAt(discard, st.Pile(discard).Len()-1, discard, 1)
	}
	play(t, g, 0, "draw")
	assert.True(t, said(g, "shuffled into a new stock"))
	hand := codes(g, "hand.1")
	assert.Greater(t, len(hand), 2)
	assert.Equal(t, "5C", codes(g, "discard")[len(codes(g, "discard"))-1], "the top card stays")
	assert.NotEmpty(t, filter(moves(t, g, 0), "play "+hand[len(hand)-1]), "the last card drawn can be played")
}

func TestMustPlayRefusesADraw(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"3H", "7C"}, "discard": {"5C"}}, drawingUntil(true))
	assert.Equal(t, "DRAW-1: you can play 7C", refused(t, g, 0, "draw"))
	assert.NotContains(t, moves(t, g, 0), "draw")
}
