package rules_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/rules"
)

// TestLimitEndsTheGame caps Unu at a number of moves: the game ends after
// exactly that many, drawn, with the declared words; without a cap it
// goes on past it.
func TestLimitEndsTheGame(t *testing.T) {
	tests := []struct {
		name   string
		limit  rules.Limit
		reason string
	}{
		{"engine's words", rules.Limit{Moves: 5}, "the limit of 5 moves was reached"},
		{"declared words", rules.Limit{Moves: 7, Text: msg("Time! {moves} moves."), Reason: msg("UNU-X: {moves} moves")}, "UNU-X: 7 moves"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := unuDecl(t, 4)
			d.Limit = tt.limit
			p, err := rules.NewPlan(d, 4)
			require.NoError(t, err)
			for seed := range uint64(10) {
				g, err := p.NewGame(seed, nil)
				require.NoError(t, err)
				n := selfPlay(t, g, rand.New(rand.NewPCG(seed, 3)))
				res := g.State().Result()
				require.True(t, res.Over)
				if len(res.Winners) > 0 {
					assert.Less(t, n, tt.limit.Moves, "seed %d: a winner after the limit", seed)
					continue // won before the cap
				}
				assert.Equal(t, tt.limit.Moves, n, "seed %d: the game ended after %d moves", seed, n)
				assert.Equal(t, tt.reason, res.Reason)
			}
		})
	}
}

// TestLimitInAMatchGoesToTheBestTotal ends a match at the cap with the
// best totals winning, as the match declares.
func TestLimitInAMatchGoesToTheBestTotal(t *testing.T) {
	for _, lowest := range []bool{false, true} {
		d := unuDecl(t, 3)
		d.Rounds = &rules.Rounds{Target: 100000, LowestWins: lowest}
		d.Stock = rules.Stock{Pile: "stock", Refill: "discard"} // no game drawn by the stock
		d.Limit = rules.Limit{Moves: 400}
		p, err := rules.NewPlan(d, 3)
		require.NoError(t, err)
		g, err := p.NewGame(1, nil)
		require.NoError(t, err)
		n := selfPlay(t, g, rand.New(rand.NewPCG(1, 3)))
		require.Equal(t, 400, n)
		require.Greater(t, g.State().RoundNumber(), 1, "the cap should fall in a later round")
		st := g.State()
		totals := st.Score().Totals
		require.NotEmpty(t, st.Result().Winners)
		for _, w := range st.Result().Winners {
			for s, t2 := range totals {
				if lowest {
					assert.LessOrEqual(t, totals[w], t2, "seat %d wins with %d but seat %d has %d", w+1, totals[w], s+1, t2)
				} else {
					assert.GreaterOrEqual(t, totals[w], t2, "seat %d wins with %d but seat %d has %d", w+1, totals[w], s+1, t2)
				}
			}
		}
	}
}
