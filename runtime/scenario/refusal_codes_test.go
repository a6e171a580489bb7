package scenario

import (
	"cmp"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShippedRefusalsCiteARule: every refusal of the shipped games whose
// refusals are written in their scripts (or declared with a rule) names
// its rule code, so that rules CODE shows the rule, and the line of its
// script that declares it (the message that refused). The moves tried are
// the ones legal for some seat at some point of a game of random bots,
// tried for the seat to decide later on.
func TestShippedRefusalsCiteARule(t *testing.T) {
	seats := map[string]int{"gin": 2, "cribbage": 2, "golf": 1, "scopa": 2, "durak": 3, "klondike": 1, "rummy500": 3} // 4 for the others
	for _, game := range []string{"thirteen", "unkindness", "rumski", "crazyeights", "gofish", "hearts", "gin", "spades", "cribbage", "president", "ratscrew", "golf", "oldmaid", "ohhell", "scopa", "durak", "blackjack", "euchre", "klondike", "rummy500"} {
		t.Run(game, func(t *testing.T) {
			src, err := loadLua(filepath.Join(shippedDir, game+".lua"), nil)
			require.NoError(t, err)
			rules, err := src.Instance()
			require.NoError(t, err)
			defer rules.Close()
			for seed := uint64(1); seed <= 3; seed++ {
				g, err := rules.NewGame(engine.Config{Seats: cmp.Or(seats[game], 4), Seed: seed})
				require.NoError(t, err)
				for _, im := range refusalsMet(t, g, seed) {
					assert.NotEmpty(t, im.Codes, "a refusal that cites no rule: %q", im.Reason)
					assert.Positive(t, im.Line, "a refusal that names no line of its script: %q", im.Reason)
				}
			}
		})
	}
}

// refusalsMet plays a game with random bots and returns the refusals met
// when moves legal earlier are tried for the seat to decide.
func refusalsMet(t *testing.T, g engine.Game, seed uint64) []*engine.IllegalMove {
	rng := rand.New(rand.NewPCG(seed, 1))
	agents := make([]engine.Agent, g.State().Seats())
	for i := range agents {
		agents[i] = engine.NewRandomBot(seed*10 + uint64(i))
	}
	var pool []*notation.Move
	var out []*engine.IllegalMove
	for range 150 {
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			break
		}
		for seat := range g.State().Seats() {
			ms, err := g.Moves(seat)
			require.NoError(t, err)
			pool = append(pool, ms...)
		}
		for i := 0; i < 10 && len(pool) > 0; i++ {
			im, err := g.Check(d.Seat, pool[rng.IntN(len(pool))])
			require.NoError(t, err)
			if im != nil {
				out = append(out, im)
			}
		}
		_, err = engine.Step(g, agents)
		require.NoError(t, err)
	}
	return out
}
