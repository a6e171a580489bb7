package beating_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/beating"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHandAndAttacksByFunction: the hand size drawn up to (function 1)
// and the most cards attacking in a bout (function 2), declared as
// functions of the round, are their answers kept for the round
// (mech.Values).
func TestHandAndAttacksByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		hand, attacks int
		throwIn       []string // seat 1's moves once its attack is beaten
		drawn         int      // seat 1's cards after the bout
	}{
		"a hand of 4, no limit": {hand: 4, attacks: 0, throwIn: []string{"attack 9C", "pass"}, drawn: 4},
		"a hand of 6, one card": {hand: 6, attacks: 1, drawn: 6},
	} {
		t.Run(name, func(t *testing.T) {
			d := bouts(t, 0)
			b := d.Mechanics["beat"].(*beating.Beating)
			b.Hand, b.HandFn, b.AttacksFn = 0, 1, 2 // declared as functions: the reader leaves the values
			p, err := rules.NewPlan(d, 2)
			require.NoError(t, err)
			g, err := p.NewGame(1, nil)
			require.NoError(t, err)
			st := g.State()
			v := mech.ValuesRef(st, 2)
			v.Keep(1, tc.hand, "")
			v.Keep(2, tc.attacks, "")
			rulestest.Place(t, st, rulestest.Table{"trump": {"QS"}, "hand.1": {"9H", "9C", "7C"}, "hand.2": {"TH", "TC", "8D"}})
			require.NoError(t, st.SetCurrent(0))
			g = p.Resume(st, nil)
			rulestest.Play(t, g, 0, "attack 9H")
			rulestest.Play(t, g, 1, "beat TH")
			if tc.throwIn != nil {
				assert.ElementsMatch(t, tc.throwIn, rulestest.Moves(t, g, 0))
				rulestest.Play(t, g, 0, "pass")
			}
			st = g.State()
			assert.Equal(t, tc.drawn, st.Pile(pile(t, st, "hand")).Len())
			assert.Equal(t, 1, rulestest.ToAct(t, g), "the defender attacks next")
		})
	}
}
