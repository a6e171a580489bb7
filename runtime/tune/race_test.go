package tune

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// race races the toy's option values against targets.
func race(t *testing.T, opt, target string, seed uint64, budget int, shard, shards int) *Summary {
	t.Helper()
	o, err := ParseOpt(opt)
	require.NoError(t, err)
	tg, err := ParseTarget(target)
	require.NoError(t, err)
	s, err := Run(Config{Source: toySource{}, Script: "toy.go", Opts: []Opt{o}, Targets: []Target{tg},
		Bots: []string{"random"}, Seed: seed, Budget: budget, Shard: shard, Shards: shards})
	require.NoError(t, err)
	return s
}

// TestRaceFindsTheKnownAnswer races the toy, whose length is its option
// and whose first seat's advantage is its option edge in points: across
// seeds, the race names the right values and only them.
func TestRaceFindsTheKnownAnswer(t *testing.T) {
	for name, tc := range map[string]struct {
		opt, target string
		want        []string
	}{
		"length in a band":       {"length=1..10", "length=4..6", []string{"length=4", "length=5", "length=6"}},
		"length exactly":         {"length=3,7,9", "length=7", []string{"length=7"}},
		"length at least":        {"length=1..10", "length>=8", []string{"length=8", "length=9", "length=10"}},
		"first seat's advantage": {"edge=0,10,20,30,40", "seat_advantage<=15", []string{"edge=0", "edge=10"}},
		"a decided game always":  {"edge=0,40", "decided>=95", []string{"edge=0", "edge=40"}},
	} {
		t.Run(name, func(t *testing.T) {
			for seed := uint64(1); seed <= 4; seed++ {
				s := race(t, tc.opt, tc.target, seed, 20000, 0, 0)
				assert.Equal(t, tc.want, s.Answer.Meets, "seed %d", seed)
				assert.Empty(t, s.Answer.Likely, "seed %d", seed)
				for _, c := range s.Candidates {
					assert.NotEqual(t, Doubt, c.Verdict, "seed %d: %s", seed, c.Label)
				}
			}
		})
	}
}

// TestRaceSaysWhatComesClosest: when no value meets the target, the
// answer names the one that misses it least, and by how much.
func TestRaceSaysWhatComesClosest(t *testing.T) {
	s := race(t, "length=1..10", "length=20..30", 1, 2000, 0, 0)
	assert.Empty(t, s.Answer.Meets)
	require.NotNil(t, s.Answer.Closest)
	assert.Equal(t, "length=10", s.Answer.Closest.Label)
	require.Len(t, s.Answer.Closest.Misses, 1)
	assert.InDelta(t, 10, s.Answer.Closest.Misses[0].Miss, 1e-9)
	assert.Equal(t, 50, s.Answer.Closest.Games, "out at its first look")
	var b bytes.Buffer
	WriteText(&b, s)
	assert.Contains(t, b.String(), "Closest on the games played: length=10, which misses length by 10.00 moves a game (from 50 games; "+
		"each value left the race once a figure was clearly out, so this is the nearest miss these games saw, not a value shown to be nearest")
}

// TestRacingSavesGames: values whose answer is clear leave the race after
// a look or two; a full grid plays each its whole share, for the same
// answer.
func TestRacingSavesGames(t *testing.T) {
	o, err := ParseOpt("edge=0,10,20,30,40")
	require.NoError(t, err)
	tg, err := ParseTarget("seat_advantage<=15")
	require.NoError(t, err)
	cfg := Config{Source: toySource{}, Script: "toy.go", Opts: []Opt{o}, Targets: []Target{tg}, Bots: []string{"random"}, Seed: 1, Budget: 20000}
	raced, err := Run(cfg)
	require.NoError(t, err)
	cfg.Grid = true
	grid, err := Run(cfg)
	require.NoError(t, err)
	assert.Equal(t, grid.Answer, raced.Answer)
	assert.Equal(t, 20000, grid.Games)
	assert.Less(t, 3*raced.Games, grid.Games, "the race plays less than a third of the grid's games")
}

// TestShardsMergeToTheRace: a race split over three shards and merged
// gives the one machine's summary, to the byte.
func TestShardsMergeToTheRace(t *testing.T) {
	whole := race(t, "edge=0,10,20,30,40", "seat_advantage<=15", 3, 10000, 0, 0)
	var parts []*Summary
	for _, k := range []int{3, 1, 2} {
		parts = append(parts, race(t, "edge=0,10,20,30,40", "seat_advantage<=15", 3, 10000, k, 3))
	}
	merged, err := Merge(parts)
	require.NoError(t, err)
	a, err := json.Marshal(whole)
	require.NoError(t, err)
	b, err := json.Marshal(merged)
	require.NoError(t, err)
	assert.True(t, bytes.Equal(a, b), "merged:\n%s\nwhole:\n%s", b, a)

	_, err = Merge(parts[:2])
	assert.ErrorContains(t, err, "in no summary")
	_, err = Merge(append(parts, parts[0]))
	assert.ErrorContains(t, err, "in two summaries")
}

// TestSameSeedSameRace: a race is the same, to the byte, run twice.
func TestSameSeedSameRace(t *testing.T) {
	a, err := json.Marshal(race(t, "edge=0,10,20", "seat_advantage<=15", 9, 6000, 0, 0))
	require.NoError(t, err)
	b, err := json.Marshal(race(t, "edge=0,10,20", "seat_advantage<=15", 9, 6000, 0, 0))
	require.NoError(t, err)
	assert.Equal(t, string(a), string(b))
}

// TestStoppedRaceReportsSoFar: a race stopped after its first look sums
// up the games played, the values not yet looked at in doubt.
func TestStoppedRaceReportsSoFar(t *testing.T) {
	o, err := ParseOpt("edge=0,10,20")
	require.NoError(t, err)
	tg, err := ParseTarget("seat_advantage<=15")
	require.NoError(t, err)
	stop := make(chan struct{})
	cfg := Config{Source: toySource{}, Script: "toy.go", Opts: []Opt{o}, Targets: []Target{tg}, Bots: []string{"random"},
		Seed: 1, Budget: 6000, Stop: stop, Progress: func(Progress) {
			select {
			case <-stop:
			default:
				close(stop)
			}
		}}
	s, err := Run(cfg)
	require.NoError(t, err)
	assert.True(t, s.Stopped)
	require.Len(t, s.Candidates, 3)
	assert.Equal(t, DefaultFirst, s.Candidates[0].Games)
	assert.Equal(t, DefaultFirst, s.Games)
	for _, c := range s.Candidates[1:] {
		assert.Zero(t, c.Games, c.Label)
		assert.Equal(t, Doubt, c.Verdict, c.Label)
		require.Len(t, c.Figures, 1)
		assert.False(t, c.Figures[0].Known)
	}
	var b bytes.Buffer
	WriteText(&b, s)
	assert.Contains(t, b.String(), "Stopped: the race so far")
}
