package taking_test

import (
	"strconv"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/rulerun/rulerun/runtime/rules/taking"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBidScoreByFunction: a bid's score declared as functions of the
// round (exact, per_trick, missed) is read, through mech.Table.Value, from
// the answers the game keeps for the round (mech.Values); exact declared
// as a function scores exactly even when its answer is 0.
func TestBidScoreByFunction(t *testing.T) {
	oneTrick := rulestest.Table{"hand.1": {"AS"}, "hand.2": {"2H"}, "hand.3": {"3H"}, "hand.4": {"4H"}}
	for name, tc := range map[string]struct {
		answers []int // exact, per_trick, missed
		bids    [4]int
		totals  []int
	}{
		"each met, one missed": {answers: []int{20, 2, 5}, bids: [4]int{1, 0, 0, 1}, totals: []int{22, 20, 20, -5}},
		"exact of 0":           {answers: []int{0, 3, 1}, bids: [4]int{1, 0, 1, 0}, totals: []int{3, 0, -1, 0}},
	} {
		t.Run(name, func(t *testing.T) {
			d := exactDecl(t)
			b := d.Mechanics["bid"].(*taking.Bidding)
			b.Exact, b.PerTrick, b.Missed = 0, 0, 0 // declared as functions: the reader leaves the values
			b.ExactFn, b.PerTrickFn, b.MissedFn = 1, 2, 3
			g := rulestest.Start(t, d, 4, 0, oneTrick, func(st *core.State) error {
				require.NoError(t, st.SetDealer(3))
				v := mech.ValuesRef(st, 3)
				for i, n := range tc.answers {
					v.Keep(mech.Func(i+1), n, "")
				}
				return nil
			})
			for s, n := range tc.bids {
				rulestest.Play(t, g, s, "bid "+strconv.Itoa(n))
			}
			for s, c := range []string{"AS", "2H", "3H", "4H"} {
				rulestest.Play(t, g, s, "play "+c)
			}
			assert.Equal(t, tc.totals, g.State().Score().Totals)
		})
	}
}
