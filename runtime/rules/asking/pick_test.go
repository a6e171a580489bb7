package asking_test

import (
	"math/rand/v2"
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game of one counting verb picks at random without listing: each pick
// is the move a listing would have given for the same draw, in real and
// imagined games, for every seat asked, to act or not.
func TestCountedPickIsTheListedPick(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		p, err := rules.NewPlan(fishDecl(t), seats)
		require.NoError(t, err)
		for seed := uint64(1); seed <= 8; seed++ {
			g, err := p.NewGame(seed, nil)
			require.NoError(t, err)
			play := rand.New(rand.NewPCG(seed, 1))
			for n := 0; ; n++ {
				require.Less(t, n, 1000)
				d, err := g.ToAct()
				require.NoError(t, err)
				if d.Over {
					break
				}
				imagined := p.ResumeImagined(g.State().Determinize(d.Seat, seed+uint64(n)), nil, g)
				for _, w := range []*rules.Game{g, imagined} {
					for seat := range seats {
						assertListedPick(t, w, seat, seed*1000+uint64(n))
					}
				}
				m, err := g.RandomMove(d.Seat, play)
				require.NoError(t, err)
				require.NoError(t, g.PlayMove(d.Seat, m))
			}
		}
	}
}

// assertListedPick checks that RandomMove picks what a draw among Moves
// picks, with the same random state.
func assertListedPick(t *testing.T, g *rules.Game, seat int, seed uint64) {
	t.Helper()
	listed, err := g.Moves(seat)
	require.NoError(t, err)
	m, err := g.RandomMove(seat, rand.New(rand.NewPCG(seed, 2)))
	require.NoError(t, err)
	if len(listed) == 0 {
		assert.Nil(t, m, "seat %d has no move", seat+1)
		return
	}
	want := listed[rand.New(rand.NewPCG(seed, 2)).IntN(len(listed))]
	require.NotNil(t, m)
	assert.Equal(t, g.Notation().Format(want, g.State().Deck()), g.Notation().Format(m, g.State().Deck()))
}
