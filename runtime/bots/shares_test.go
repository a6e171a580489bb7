package bots

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
)

// TestWinSharesOfAGameLost: the winners share one win; in a game lost by
// some and won by nobody, the others share it; a draw gives nobody any.
func TestWinSharesOfAGameLost(t *testing.T) {
	for name, tc := range map[string]struct {
		r    core.Result
		want []float64
	}{
		"one winner":       {core.Result{Over: true, Winners: []int{2}}, []float64{0, 0, 1, 0}},
		"a shared win":     {core.Result{Over: true, Winners: []int{0, 1}}, []float64{0.5, 0.5, 0, 0}},
		"one loser":        {core.Result{Over: true, Losers: []int{1}}, []float64{1.0 / 3, 0, 1.0 / 3, 1.0 / 3}},
		"a draw":           {core.Result{Over: true, Draw: true}, []float64{0, 0, 0, 0}},
		"every seat loses": {core.Result{Over: true, Losers: []int{0, 1, 2, 3}}, []float64{0, 0, 0, 0}},
	} {
		t.Run(name, func(t *testing.T) {
			assert.InDeltaSlice(t, tc.want, winShares(&tc.r, make([]float64, 4)), 1e-9)
		})
	}
}
