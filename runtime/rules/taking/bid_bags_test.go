package taking_test

import (
	"strconv"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/rulerun/rulerun/runtime/rules/taking"
	"github.com/stretchr/testify/assert"
)

// TestBagsByFunction: what a bag scores and what the bags' penalty loses,
// declared as functions of the round, are their answers kept for the
// round (mech.Values): a failed nil's trick is a bag of its team.
func TestBagsByFunction(t *testing.T) {
	oneTrick := rulestest.Table{"hand.1": {"AS"}, "hand.2": {"2H"}, "hand.3": {"3H"}, "hand.4": {"4H"}}
	for name, tc := range map[string]struct {
		perBag, penalty, bags int
		total                 int // the first team's
	}{
		"a bag of 1, as declared": {perBag: 1, penalty: 100, bags: 10, total: 1},
		"a bag of 5":              {perBag: 5, penalty: 100, bags: 10, total: 5},
		"a penalty of 30":         {perBag: 5, penalty: 30, bags: 1, total: -25},
	} {
		t.Run(name, func(t *testing.T) {
			d := biddingDecl(t)
			b := d.Mechanics["bid"].(*taking.Bidding)
			b.PerBag, b.BagPenalty, b.Bags = 0, 0, tc.bags // declared as functions: the reader leaves the values
			b.PerBagFn, b.BagPenaltyFn = 1, 2
			g := rulestest.Start(t, d, 4, 0, oneTrick, func(st *core.State) error {
				v := mech.ValuesRef(st, 2)
				v.Keep(1, tc.perBag, "")
				v.Keep(2, tc.penalty, "")
				return nil
			})
			for s, n := range [4]int{0, 1, 0, 1} {
				rulestest.Play(t, g, s, "bid "+strconv.Itoa(n))
			}
			for s, c := range []string{"AS", "2H", "3H", "4H"} {
				rulestest.Play(t, g, s, "play "+c)
			}
			assert.Equal(t, tc.total, g.State().Score().Totals[0])
		})
	}
}
