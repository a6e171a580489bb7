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

// TestBidRangeByFunction: the lowest and highest bids declared as
// functions of the round bound the bids listed and checked by the round's
// answers; a lowest above the highest counts as the highest.
func TestBidRangeByFunction(t *testing.T) {
	hands := rulestest.Table{"hand.1": {"AS", "KS", "QS"}, "hand.2": {"2H", "3H", "4H"}, "hand.3": {"5H", "6H", "7H"}, "hand.4": {"8H", "9H", "TH"}}
	for name, tc := range map[string]struct {
		min, max int
		listed   []string
		refused  string
	}{
		"from 1 to 2":              {min: 1, max: 2, listed: []string{"bid 1", "bid 2"}, refused: "bid 0"},
		"a highest of 0: the hand": {min: 2, max: 0, listed: []string{"bid 2", "bid 3"}, refused: "bid 1"},
		"a lowest above the most":  {min: 5, max: 1, listed: []string{"bid 1"}, refused: "bid 0"},
	} {
		t.Run(name, func(t *testing.T) {
			d := exactDecl(t)
			b := d.Mechanics["bid"].(*taking.Bidding)
			b.Hook, b.MinFn, b.MaxFn = false, 1, 2
			g := rulestest.Start(t, d, 4, 0, hands, func(st *core.State) error {
				require.NoError(t, st.SetDealer(3))
				v := mech.ValuesRef(st, 2)
				v.Keep(1, tc.min, "")
				v.Keep(2, tc.max, "")
				return nil
			})
			assert.ElementsMatch(t, tc.listed, rulestest.Moves(t, g, 0))
			assert.NotEmpty(t, rulestest.Refused(t, g, 0, tc.refused))
		})
	}
}
