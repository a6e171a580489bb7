package knocking_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/knocking"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/stretchr/testify/assert"
)

// TestKnockLimitByFunction: the most deadwood a seat may knock with,
// declared as a function of the round, is its answer kept for the round
// (mech.Values): listed and checked by it.
func TestKnockLimitByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		limit  int
		listed bool
		why    string
	}{
		"a limit of 30": {limit: 30, listed: true},
		"a limit of 5":  {limit: 5, why: "K-5: your deadwood would be 28: you may knock with 5 or less"},
	} {
		t.Run(name, func(t *testing.T) {
			g := knockGame(t, knockHands, func(d *rules.Decl) {
				k := d.Mechanics["knock"].(*knocking.Knocking)
				k.Limit, k.LimitFn = 0, 1 // declared as a function: the reader leaves the value
			})
			mech.ValuesRef(g.State(), 1).Keep(1, tc.limit, "")
			play(t, g, 0, "take")
			if tc.listed {
				assert.Contains(t, moves(t, g, 0), "knock 2C")
				return
			}
			assert.NotContains(t, moves(t, g, 0), "knock 2C")
			assert.Equal(t, tc.why, refused(t, g, 0, "knock 2C"))
		})
	}
}
