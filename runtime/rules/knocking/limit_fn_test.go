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

// TestKnockBonusesByFunction: the bonuses of a clean knock and an
// undercut declared as functions of the round score by the round's
// answers (the declared bonuses are 25 each).
func TestKnockBonusesByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		at     table
		knock  string
		scores []int
	}{
		"an undercut's bonus of 5": {
			at: table{"hand.1": {"AS", "2S", "3S", "5H", "5D", "5C", "9H", "9D", "8C", "2C"},
				"hand.2":  {"7H", "7S", "7D", "JC", "QC", "KC", "4D", "4S", "4H", "6H"},
				"discard": {"9C"}},
			knock: "knock 2C", scores: []int{0, 7}},
		"a clean knock's bonus of 5": {
			at: table{"hand.1": {"AS", "2S", "3S", "4S", "5H", "5D", "5C", "9H", "9D", "KH"},
				"hand.2":  {"5S", "7H", "7S", "7D", "JC", "QC", "KC", "2D", "3D", "8H"},
				"discard": {"9C"}},
			knock: "knock KH", scores: []int{23, 0}},
	} {
		t.Run(name, func(t *testing.T) {
			g := knockGame(t, tc.at, func(d *rules.Decl) {
				k := d.Mechanics["knock"].(*knocking.Knocking)
				k.CleanBonusFn, k.UndercutBonusFn = 1, 2
			})
			v := mech.ValuesRef(g.State(), 2)
			v.Keep(1, 5, "")
			v.Keep(2, 5, "")
			play(t, g, 0, "take")
			play(t, g, 0, tc.knock)
			assert.Equal(t, tc.scores, g.State().Score().Totals)
		})
	}
}

// TestDrawnAtByFunction: the stock's cards at which a hand is drawn,
// declared as a function of the round, is its answer kept for the round:
// the hand is drawn at 40 cards, not at 0 (never).
func TestDrawnAtByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		at   int
		over bool
	}{
		"drawn at 40": {at: 40, over: true},
		"never drawn": {at: 0},
	} {
		t.Run(name, func(t *testing.T) {
			g := knockGame(t, knockHands, func(d *rules.Decl) {
				k := d.Mechanics["knock"].(*knocking.Knocking)
				k.DrawnAt, k.DrawnAtFn = 0, 1
			})
			mech.ValuesRef(g.State(), 1).Keep(1, tc.at, "")
			play(t, g, 0, "draw")
			play(t, g, 0, "discard 2C")
			assert.Equal(t, tc.over, g.State().Result().Over)
		})
	}
}
