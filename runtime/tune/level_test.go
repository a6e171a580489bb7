package tune

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQuantilesSpendEachWayOfErring: the interval that shows a figure in
// its band spends Alpha over the looks alone, each end one-sided, for a
// band as for a bound; the one that shows it out spends it over the looks
// and the targets too, and over a band's two ends, and over the seats for
// the lower end of the seat advantage.
func TestQuantilesSpendEachWayOfErring(t *testing.T) {
	a := sim.Alpha / 9
	for name, tc := range map[string]struct {
		target string
		want   quantiles
	}{
		"a band": {"length=30..45", quantiles{in: sim.ZAt(2 * a), inSeats: sim.ZAt(a / 4),
			out: sim.ZAt(a / 2), outSeats: sim.ZAt(a / 2 / 2 / 4)}},
		"a bound": {"seat_advantage<=3", quantiles{in: sim.ZAt(2 * a), inSeats: sim.ZAt(a / 4),
			out: sim.ZAt(2 * a / 2), outSeats: sim.ZAt(a / 2 / 4)}},
		"a bound below": {"decided>=80", quantiles{in: sim.ZAt(2 * a), inSeats: sim.ZAt(a / 4),
			out: sim.ZAt(2 * a / 2), outSeats: sim.ZAt(a / 2 / 4)}},
	} {
		t.Run(name, func(t *testing.T) {
			tg, err := ParseTarget(tc.target)
			require.NoError(t, err)
			q := quantilesOf(tg, 9, 2, 4)
			assert.InDelta(t, tc.want.in, q.in, 1e-12)
			assert.InDelta(t, tc.want.inSeats, q.inSeats, 1e-12)
			assert.InDelta(t, tc.want.out, q.out, 1e-12)
			assert.InDelta(t, tc.want.outSeats, q.outSeats, 1e-12)
			assert.Less(t, q.in, q.out, "the interval that shows a figure in is the narrower")
		})
	}
	assert.InDelta(t, 1-sim.Alpha/18, Level(9, 2), 1e-12)
	assert.InDelta(t, 1-sim.Alpha/9, InLevel(9), 1e-12)
}

// TestASecondTargetCostsNoGamesToShowIn: a value is shown in its band by
// intervals that do not widen with the number of targets, so a second
// target that every value meets leaves the games of the values that meet
// as they were, while a value out plays on at least as long.
func TestASecondTargetCostsNoGamesToShowIn(t *testing.T) {
	o, err := ParseOpt("edge=0,5,10,30")
	require.NoError(t, err)
	seat, err := ParseTarget("seat_advantage<=15")
	require.NoError(t, err)
	length, err := ParseTarget("length=4..6")
	require.NoError(t, err)
	run := func(targets ...Target) *Summary {
		s, err := Run(Config{Source: toySource{}, Script: "toy.go", Opts: []Opt{o}, Targets: targets,
			Bots: []string{"random"}, Seed: 5, Budget: 16000})
		require.NoError(t, err)
		return s
	}
	one, two := run(seat), run(seat, length)
	require.Len(t, two.Candidates, len(one.Candidates))
	for i, c := range one.Candidates {
		c2 := two.Candidates[i]
		assert.Equal(t, c.Verdict, c2.Verdict, c.Label)
		if c.Verdict == Meets {
			assert.Equal(t, c.Games, c2.Games, "%s: shown in after as many games", c.Label)
		} else {
			assert.LessOrEqual(t, c.Games, c2.Games, c.Label)
		}
	}
	assert.Equal(t, []string{"edge=0", "edge=5", "edge=10"}, two.Answer.Meets)
}
