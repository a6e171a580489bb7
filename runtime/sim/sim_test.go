package sim

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// runAll simulates and returns the records in the order given.
func runAll(t *testing.T, src toySource, opts Options) ([]Record, *Summary) {
	t.Helper()
	var recs []Record
	sum := NewSummary()
	require.NoError(t, Run(src, opts, func(r Record) { recs = append(recs, r); sum.Add(r) }))
	return recs, sum
}

func TestSeatOneAlwaysWins(t *testing.T) {
	recs, s := runAll(t, toySource{winner: "first"}, Options{Games: 400, Seed: 1, Seats: 3})
	require.Len(t, recs, 400)
	rate, lo, hi := s.WinRate(0)
	assert.Equal(t, 1.0, rate)
	assert.Greater(t, lo, 0.98)
	assert.Equal(t, 1.0, hi)
	r2, _, hi2 := s.WinRate(1)
	assert.Zero(t, r2)
	assert.Less(t, hi2, 0.02)
	moves := 0
	for _, r := range recs {
		moves += r.Moves
		assert.Equal(t, []int{1}, r.Winners)
	}
	assert.Equal(t, moves, s.Verbs["go"], "every move counted under its verb")
}

func TestFairCoin(t *testing.T) {
	_, s := runAll(t, toySource{winner: "coin", length: 4}, Options{Games: 2000, Seed: 7, Seats: 2})
	for seat := range 2 {
		rate, lo, hi := s.WinRate(seat)
		assert.InDelta(t, 0.5, rate, 0.05, "seat %d", seat+1)
		assert.Less(t, lo, 0.5)
		assert.Greater(t, hi, 0.5, "the interval holds the true rate")
	}
	assert.Equal(t, 4.0, s.Mean())
	assert.Zero(t, s.StdDev())
	assert.Equal(t, 2000*4, s.Counts["goes"], "the script's counter, summed")
	assert.Equal(t, 2000*4, s.Verbs["go"])
}

func TestLengthsAndTheirChange(t *testing.T) {
	_, short := runAll(t, toySource{winner: "first", length: 3}, Options{Games: 50, Seed: 1})
	_, long := runAll(t, toySource{winner: "first", length: 6}, Options{Games: 50, Seed: 1})
	assert.Equal(t, 3.0, short.Median())
	d := LengthChange(short, long)
	assert.InDelta(t, 1.0, d.Change, 1e-9, "twice as long")
	assert.True(t, d.Real)
	_, varied := runAll(t, toySource{winner: "first"}, Options{Games: 500, Seed: 3})
	_, again := runAll(t, toySource{winner: "first"}, Options{Games: 500, Seed: 9000})
	same := LengthChange(varied, again)
	assert.False(t, same.Real, "two samples of one game: the interval holds no change (%+.3f, %+.3f)", same.Lo, same.Hi)
	assert.InDelta(t, 5, varied.Mean(), 0.3)
	assert.InDelta(t, math.Sqrt(2), varied.StdDev(), 0.2, "uniform on 3..7")
	assert.Equal(t, 3.0, varied.Quantile(0))
	assert.Equal(t, 7.0, varied.Quantile(1))
}

// TestSameRecordsAnyCoresAnyShards checks that a run's records do not depend
// on the number of workers, nor on how it is split into shards.
func TestSameRecordsAnyCoresAnyShards(t *testing.T) {
	src := toySource{winner: "coin"}
	one, _ := runAll(t, src, Options{Games: 60, Seed: 5, Workers: 1})
	three, _ := runAll(t, src, Options{Games: 60, Seed: 5, Workers: 3})
	assert.Equal(t, one, three)
	var merged []Record
	for k := 1; k <= 4; k++ {
		part, _ := runAll(t, src, Options{Games: 60, Seed: 5, Shard: k, Shards: 4, Workers: 2})
		merged = append(merged, part...)
	}
	require.Len(t, merged, 60)
	byGame := map[int]Record{}
	for _, r := range merged {
		byGame[r.Game] = r
	}
	for _, r := range one {
		assert.Equal(t, r, byGame[r.Game])
	}
}

func TestStopKeepsWhatWasPlayed(t *testing.T) {
	stop := make(chan struct{})
	n := 0
	err := Run(toySource{winner: "first"}, Options{Games: 1000, Seed: 1, Workers: 1, Stop: stop,
		Progress: func(done int) {
			if done == 10 {
				close(stop)
			}
		}}, func(Record) { n++ })
	require.NoError(t, err)
	assert.Equal(t, 10, n, "the games played before the stop, in order")
}

func TestBadOptions(t *testing.T) {
	assert.ErrorContains(t, Run(toySource{}, Options{Games: 1, Bots: []string{"genius"}}, func(Record) {}), `unknown bot "genius"`)
	assert.ErrorContains(t, Run(toySource{}, Options{Games: 1, Seats: 9}, func(Record) {}), "played by 2 to 4 players, not 9")
	assert.ErrorContains(t, Run(toySource{}, Options{Games: 1, Shard: 5, Shards: 4}, func(Record) {}), "shard 5/4")
}

// TestLoopingBotsAreStopped: a game whose table comes back again and again
// with the same seat to decide is stopped and reported as a loop, long
// before the move limit.
func TestLoopingBotsAreStopped(t *testing.T) {
	recs, s := runAll(t, toySource{winner: "first", length: 50_000}, Options{Games: 1, Seed: 1, Seats: 2, MaxMoves: 10_000})
	require.Len(t, recs, 1)
	assert.True(t, recs[0].Unfinished)
	assert.Contains(t, recs[0].Looped, "went round in circles")
	assert.Less(t, recs[0].Moves, 100)
	assert.Equal(t, 1, s.Looped)
	assert.Empty(t, recs[0].Error, "a loop is not a script error")
}

// TestPartsPlayTheWholeRun: a run played in parts (From, To), one after
// another, plays the games the whole run plays, skill games and shards
// included, each once and alike (#32 item 13: scripts played in turn).
func TestPartsPlayTheWholeRun(t *testing.T) {
	for _, shards := range []int{0, 3} {
		opts := Options{Games: 70, Seed: 5, Seats: 3, SkillGames: 10, SkillBot: "greedy", Shard: min(shards, 2), Shards: shards}
		whole, _ := runAll(t, toySource{winner: "coin", length: 4}, opts)
		require.Equal(t, opts.Count(), len(whole))
		var parts []Record
		for from := 0; from < opts.Count(); from += 25 {
			part := opts
			part.From, part.To = from, from+25
			recs, _ := runAll(t, toySource{winner: "coin", length: 4}, part)
			parts = append(parts, recs...)
		}
		assert.Equal(t, whole, parts, "shards %d", shards)
	}
}
