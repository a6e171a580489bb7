package bind

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTurnStepsKeepsTheSeat checks that shortening a long walk around the
// table (turnSteps) lands on the seat the whole walk would reach, for every
// set of seats that are out.
func TestTurnStepsKeepsTheSeat(t *testing.T) {
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	for seats := 1; seats <= 5; seats++ {
		for out := 0; out < 1<<seats; out++ {
			for _, dir := range []int{1, -1} {
				st, err := core.NewState(core.Config{Deck: deck, Seats: seats, Piles: []core.PileSpec{{Name: "stock"}}})
				require.NoError(t, err)
				st.SetDirection(dir)
				for s := range seats {
					if out&(1<<s) != 0 {
						_, err := st.FinishSeat(s)
						require.NoError(t, err)
					}
				}
				for from := range seats {
					for steps := -1; steps <= 3*seats+2; steps++ {
						assert.Equal(t, st.NextSeat(from, steps), st.NextSeat(from, turnSteps(st, steps)),
							"%d seats, out %b, dir %d, from %d, %d steps", seats, out, dir, from, steps)
					}
				}
			}
		}
	}
}
