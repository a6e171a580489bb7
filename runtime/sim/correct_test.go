package sim

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// sameGames sums up games drawn from one distribution: three seats, a
// winner at random or a draw, lengths, two effects and the branching (each
// decision's drawn apart: the branching's interval counts decisions, not
// games).
func sameGames(rng *rand.Rand, games int) *Summary {
	s := NewSummary()
	for i := range games {
		r := Record{Game: i, Seed: uint64(i), Seats: 3, Moves: 20 + rng.IntN(40), Verbs: map[string]int{"play": 10},
			Effects:   map[string]int{"skip": rng.IntN(4), "reverse": rng.IntN(2) * rng.IntN(3)},
			Branching: Dist{}}
		for range 8 {
			r.Branching[1+rng.IntN(6)]++
		}
		if rng.IntN(10) == 0 {
			r.Draw = true
		} else {
			r.Winners = []int{1 + rng.IntN(3)}
		}
		s.Add(r)
	}
	return s
}

// TestSameScriptsCryNoWolf compares, many times over, two runs of games
// from the same distribution (two copies of one script on other seeds):
// after the correction, at most 5% of the runs call any of their figures
// a real difference. Without it, far more would.
func TestSameScriptsCryNoWolf(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	const runs = 200
	cried, uncorrected := 0, 0
	for range runs {
		a, b := sameGames(rng, 300), sameGames(rng, 300)
		doc := NewSummaryDoc([]string{"a.lua", "b.lua"}, []*Summary{a, b})
		require.Greater(t, doc.Correction.Comparisons, 8)
		c := doc.Comparisons[0]
		any, raw := false, false
		for _, d := range c.differences() {
			if d != nil && d.Known {
				any = any || d.Real
				raw = raw || d.P < Alpha
			}
		}
		if any {
			cried++
		}
		if raw {
			uncorrected++
		}
	}
	t.Logf("runs with a real difference: %d of %d corrected, %d uncorrected", cried, runs, uncorrected)
	assert.LessOrEqual(t, cried, runs*5/100, "at most 5%% of runs cry wolf")
	assert.Greater(t, uncorrected, cried, "the correction matters")
}

// TestHolm checks the step-down: the smallest p against alpha/m, the next
// against alpha/(m-1), and none after the first that fails.
func TestHolm(t *testing.T) {
	ds := []*Difference{{Known: true, P: 0.04}, {Known: true, P: 0.001}, {Known: true, P: 0.02}, {Known: false, P: 0}, nil}
	c := CorrectAll(ds)
	assert.Equal(t, Correction{Method: "Holm", Comparisons: 3, Alpha: 0.05, Real: 3}, c)
	assert.True(t, ds[1].Real, "0.001 < 0.05/3")
	assert.True(t, ds[2].Real, "0.02 < 0.05/2")
	assert.True(t, ds[0].Real, "0.04 < 0.05/1")
	ds[2].P = 0.03
	CorrectAll(ds)
	assert.True(t, ds[1].Real)
	assert.False(t, ds[2].Real, "0.03 > 0.05/2")
	assert.False(t, ds[0].Real, "stops at the first that fails")
}

// TestBranchingIsComparedByGames: when each game's decisions share one
// branching (a game of long hands against one of short), the comparison
// weighs games, not decisions, which are not independent: two runs from
// one distribution call branching a real difference in at most 5% of
// runs. Weighing each decision as a sample would cry wolf most of the time.
func TestBranchingIsComparedByGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	games := func() *Summary {
		s := NewSummary()
		for i := range 100 {
			k := 2 + rng.IntN(5)
			s.Add(Record{Game: i, Seats: 2, Moves: 40, Winners: []int{1}, Branching: Dist{k: 40}})
		}
		return s
	}
	const runs = 200
	cried := 0
	for range runs {
		if c := Compare("a.lua", "b.lua", games(), games()); c.Branching.Real || c.Branching.P < Alpha {
			cried++
		}
	}
	assert.LessOrEqual(t, cried, runs*5/100+2, "branching called a real difference in %d of %d runs", cried, runs)
}
