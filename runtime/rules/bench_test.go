package rules_test

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/rules"
)

// benchSelfPlay plays games of the declaration d for seats with random
// moves, a game per iteration from seed 0 on, and reports the actions a
// second and a game, and the allocations: a mechanic's self-play
// benchmark, each mechanic its own declaration.
func benchSelfPlay(b *testing.B, d *rules.Decl, seats int) {
	p, err := rules.NewPlan(d, seats)
	require.NoError(b, err)
	rng := rand.New(rand.NewPCG(1, 2))
	actions := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		g, err := p.NewGame(uint64(i), nil)
		require.NoError(b, err)
		for {
			d, _ := g.ToAct()
			if d.Over {
				break
			}
			m, _ := g.RandomMove(d.Seat, rng)
			if err := g.PlayMove(d.Seat, m); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}
