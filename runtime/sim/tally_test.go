package sim

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestEngineCountsOfAKnownGame: in the toy with effects, "go: end" fires
// once a game, "pass: never" never; TOY-1 is narrated twice a game (a log line and the reason the game ended), TOY-2
// refused once a move (the watch's own listings not counted), TOY-9 cited
// and never used; the counter "never counted" is named and never hit.
func TestEngineCountsOfAKnownGame(t *testing.T) {
	recs, s := runAll(t, toySource{winner: "first", length: 6, effects: true}, Options{Games: 50, Seed: 1, Seats: 2})
	require.Len(t, recs, 50)
	r := recs[0]
	assert.Equal(t, map[string]int{"go: end": 1, "pass: never": 0}, r.Effects)
	assert.Equal(t, map[string]int{"TOY-1": 2}, r.Narrated, "the log's line and the end's reason")
	assert.Equal(t, map[string]int{"TOY-2": 6}, r.Refused, "one refusal a move, none for the watch")
	assert.Equal(t, []string{"TOY-1", "TOY-2", "TOY-9"}, r.Cited)
	assert.Equal(t, map[string]int{"goes": 6, "never counted": 0}, r.Counts)

	f := Figures("toy", s)
	assert.Equal(t, Count{Total: 50, Mean: Mean{Of: 50, Mean: 1, Lo: 1, Hi: 1}}, f.Effects["go: end"])
	assert.Equal(t, Count{Total: 0, Mean: Mean{Of: 50}}, f.Effects["pass: never"])
	assert.Equal(t, []string{"pass: never"}, f.DeadEffects)
	none := Count{Mean: Mean{Of: 50}}
	assert.Equal(t, CodeCount{Narrated: Count{Total: 100, Mean: Mean{Of: 50, Mean: 2, Lo: 2, Hi: 2}},
		Applied: none, Refused: none, Implied: none}, f.RuleCodes["TOY-1"])
	assert.Equal(t, 6.0, f.RuleCodes["TOY-2"].Refused.Mean.Mean)
	assert.Equal(t, []string{"TOY-9"}, f.DeadCodes)
	assert.Equal(t, []string{"never counted"}, f.DeadCounts)
}

// A game whose rules count nothing has no effects or codes; compared with
// one that does, its effects count 0 there and are not dead.
func TestEffectsComparedWithAGameWithout(t *testing.T) {
	_, plain := runAll(t, toySource{winner: "first", length: 4}, Options{Games: 30, Seed: 1})
	_, counted := runAll(t, toySource{winner: "first", length: 4, effects: true}, Options{Games: 30, Seed: 1})
	assert.Empty(t, plain.Effects)
	doc := NewSummaryDoc([]string{"plain", "counted"}, []*Summary{plain, counted})
	assert.Equal(t, Count{Mean: Mean{Of: 30}}, doc.Runs[0].Effects["go: end"])
	assert.Empty(t, doc.Runs[0].DeadEffects, "an effect the run does not declare is not dead in it")
	require.Len(t, doc.Comparisons[0].Effects, 2)
	e := doc.Comparisons[0].Effects[0]
	assert.Equal(t, "go: end", e.Effect)
	assert.Zero(t, e.BaseMean.Mean)
	assert.Equal(t, 1.0, e.RunMean.Mean)
	assert.True(t, e.Real)
	assert.False(t, doc.Comparisons[0].Effects[1].Real, "never fired in either")
}

// The counts are the same for any number of workers and any split into
// shards.
func TestEngineCountsAreDeterministic(t *testing.T) {
	src := toySource{winner: "coin", effects: true}
	one, _ := runAll(t, src, Options{Games: 60, Seed: 3, Workers: 1})
	four, _ := runAll(t, src, Options{Games: 60, Seed: 3, Workers: 4})
	assert.Equal(t, one, four)
	merged := NewSummary()
	for k := 1; k <= 3; k++ {
		recs, _ := runAll(t, src, Options{Games: 60, Seed: 3, Shard: k, Shards: 3})
		for _, r := range recs {
			merged.Add(r)
		}
	}
	whole := NewSummary()
	for _, r := range one {
		whole.Add(r)
	}
	assert.Equal(t, Figures("toy", whole), Figures("toy", merged))
}

func TestCountIntervalsStayAtOrAboveZero(t *testing.T) {
	d := Dist{0: 99, 1: 1}
	c := countOf(d, 100)
	assert.Equal(t, 0.01, c.Mean.Mean)
	assert.Zero(t, c.Lo, "the normal interval would reach below 0")
	assert.Greater(t, c.Hi, 0.01)
}
