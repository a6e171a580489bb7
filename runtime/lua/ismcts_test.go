package lua

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// permuteHidden returns a game whose state differs from g's only in where
// the cards seat cannot see lie: the same view for seat, other hidden cards.
func permuteHidden(t *testing.T, g *Game, seat int, seed uint64) *Game {
	t.Helper()
	return g.Determinize(seat, seed).(*Game)
}

// TestSearchBotIsHonest checks, in many positions of four games, that
// the search bot's decision for a seat, with a fixed seed, does not change
// when the cards the seat cannot see are dealt differently.
func TestSearchBotIsHonest(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct{ path, bot string }{
		{unuPath, "ismcts:40"},
		{thirteenPath, "ismcts:40"},
		// Matches long enough that the bot judges short playouts; fixed
		// here, as choosing takes 16 playouts of thousands of moves.
		{"../../scripts/unocorns.lua", "ismcts:40:1"},
		{"../../scripts/rumski.lua", "ismcts:40:1"},
	} {
		path := tt.path
		s := mustLoad(t, path)
		positions := 0
		for seed := uint64(1); seed <= 6; seed++ {
			g := mustGame(t, s, Config{Seats: 3, Seed: seed})
			agents := randomBots(3, seed)
			for step := 0; step < 12; step++ {
				d, err := g.ToAct()
				require.NoError(t, err)
				if d.Over {
					break
				}
				if step%4 == 3 {
					other := permuteHidden(t, g, d.Seat, seed*100+uint64(step))
					require.Equal(t, g.View(d.Seat, 0).Piles, other.View(d.Seat, 0).Piles, "the same view")
					if !sameHidden(g.State(), other.State(), d.Seat) {
						positions++
					}
					a, _ := bots.NewBot(tt.bot, 7)
					b, _ := bots.NewBot(tt.bot, 7)
					ma, _, err := a.Choose(g, d.Seat, false)
					require.NoError(t, err)
					mb, _, err := b.Choose(other, d.Seat, false)
					require.NoError(t, err)
					assert.Equal(t, g.Format(ma), other.Format(mb), "%s seed %d step %d: the decision depends only on the view", path, seed, step)
				}
				_, err = engine.Step(g, agents)
				require.NoError(t, err)
			}
		}
		assert.Greater(t, positions, 5, "positions whose hidden cards really differ")
	}
}

// sameHidden reports whether two states hide the same cards in the same
// places from seat.
func sameHidden(a, b *core.State, seat int) bool {
	for i := range a.NumPiles() {
		pa, pb := a.Pile(core.PileID(i)), b.Pile(core.PileID(i))
		for j := range pa.Cards {
			if !pa.Sees(seat, j) && a.Deck().KindOf(pa.Cards[j]) != b.Deck().KindOf(pb.Cards[j]) {
				return false
			}
		}
	}
	return true
}

// TestSearchBotBeatsRandom plays the search bot against a random bot in
// Thirteen and in Unu, 2 seats: it must win clearly more often. In Unu it
// judges short playouts by the cards held, in Thirteen it plays them out
// (docs/simulate.md).
func TestSearchBotBeatsRandom(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		path  string
		games int
	}{{thirteenPath, 16}, {unuPath, 20}} {
		s := mustLoad(t, tt.path)
		sum := sim.NewSummary()
		err := sim.Run(s, sim.Options{Games: tt.games, Seed: 11, Seats: 2, Bots: []string{"ismcts:30", "random"}},
			func(r sim.Record) { sum.Add(r) })
		require.NoError(t, err)
		search, lo, _ := sum.WinRate(0)
		random, _, hi := sum.WinRate(1)
		t.Logf("%s: search bot wins %.0f%%, random bot %.0f%%", tt.path, 100*search, 100*random)
		assert.Greater(t, lo, hi-0.25, "%s: the search bot's interval lies well above the random bot's", tt.path)
		assert.Greater(t, search, 2*random+0.1, tt.path)
	}
}
