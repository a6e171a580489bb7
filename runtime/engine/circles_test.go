package engine_test

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCircles: the same game with the same seat to decide coming back
// CircleRepeats times is going round in circles; a game that differs in its
// cards, its variables or the seat to decide is another game.
func TestCircles(t *testing.T) {
	d, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	st, err := core.NewState(core.Config{Deck: d, Seats: 2, Seed: 1, Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}}})
	require.NoError(t, err)
	tests := []struct {
		name   string
		change func(st *core.State, i int)
		looped bool
	}{
		{"nothing changes", func(*core.State, int) {}, true},
		{"a variable counts on", func(st *core.State, i int) { require.NoError(t, st.SetVar("n", float64(i))) }, false},
		{"the cards move", func(st *core.State, _ int) {
			stock, _ := st.PileByName("stock")
			require.NoError(t, st.Shuffle(stock))
		}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var c engine.Circles
			s := st.Clone()
			var err error
			for i := 0; i < engine.CircleRepeats && err == nil; i++ {
				tt.change(s, i)
				err = c.See(s, 0, 2*i)
			}
			if !tt.looped {
				assert.NoError(t, err)
				return
			}
			var ic *engine.InCircles
			require.ErrorAs(t, err, &ic)
			assert.Equal(t, engine.CircleRepeats, ic.Repeats)
			assert.Equal(t, 2*(engine.CircleRepeats-1), ic.Moves)
			assert.NoError(t, c.See(s, 1, 0), "another seat to decide is another game")
		})
	}
}
