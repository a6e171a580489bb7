package sim

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMeasuresOfKnownGames checks the measures the engine counts on games
// whose answers are known.
func TestMeasuresOfKnownGames(t *testing.T) {
	tests := []struct {
		name    string
		src     toySource
		seats   int
		changes int // lead changes, every game
		decided int // percent of the moves, every game
	}{
		// The seats hold no cards and say no standing: no seat ever leads,
		// so the winner takes the lead with the last move.
		{"no standing", toySource{winner: "first", length: 8}, 2, 0, 100},
		{"first leads throughout", toySource{winner: "first", length: 8, lead: "first"}, 2, 0, 0},
		// Samples at moves 0, 2, 4 and 6: leaders 1, 2, 1, 2, and seat 1 wins.
		{"lead passes each round", toySource{winner: "first", length: 8, lead: "turns"}, 2, 3, 100},
		// Samples at moves 0, 3, 6 and 9: leaders 1, 2, 3, 1; seat 1 leads from move 9 of 12.
		{"three seats", toySource{winner: "first", length: 12, lead: "turns"}, 3, 3, 75},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			recs, s := runAll(t, tt.src, Options{Games: 20, Seed: 1, Seats: tt.seats})
			for _, r := range recs {
				require.NotNil(t, r.Lead)
				assert.Equal(t, Lead{Changes: tt.changes, Decided: tt.decided}, *r.Lead)
			}
			f := Figures("toy", s)
			assert.Equal(t, float64(tt.changes), f.Lead.Changes.Mean.Mean)
			assert.Equal(t, tt.changes, f.Lead.Changes.Max)
			assert.Equal(t, float64(tt.decided), f.Lead.Decided.Mean.Mean)
			assert.Equal(t, 20, f.Lead.Decided.Of, "every game has a sole winner")
		})
	}
}

// TestBranching checks the legal moves counted: the toy has one a
// decision, and about a quarter of the decisions are counted.
func TestBranching(t *testing.T) {
	recs, s := runAll(t, toySource{winner: "first", length: 16}, Options{Games: 50, Seed: 1})
	f := Figures("toy", s)
	assert.Equal(t, SpreadFigures{Mean: Mean{Of: f.Branching.Of, Mean: 1, Lo: 1, Hi: 1}, P90: 1, Max: 1}, f.Branching)
	assert.InDelta(t, 50*16/4, f.Branching.Of, 60, "a quarter of the decisions")
	assert.Equal(t, recs[0].Branching, recs[1].Branching, "the same decisions of every game")
}

// TestDeadVerbsAndCounters checks that a verb never played and a counter
// another run hits but this one never does are named dead.
func TestDeadVerbsAndCounters(t *testing.T) {
	_, counted := runAll(t, toySource{winner: "first", length: 4}, Options{Games: 5, Seed: 1})
	_, mute := runAll(t, toySource{winner: "first", length: 4, mute: true}, Options{Games: 5, Seed: 1})
	doc := NewSummaryDoc([]string{"toy", "mute"}, []*Summary{counted, mute})
	assert.Equal(t, []string{"pass"}, doc.Runs[0].DeadVerbs)
	assert.Equal(t, []string{}, doc.Runs[0].DeadCounts)
	assert.Equal(t, []string{"goes"}, doc.Runs[1].DeadCounts)
	assert.Equal(t, Tally{}, doc.Runs[1].Counts["goes"])
	assert.Equal(t, Tally{Total: 0}, doc.Runs[0].Verbs["pass"])
}

func TestDist(t *testing.T) {
	tests := []struct {
		name      string
		d         Dist
		mean, p90 float64
		max, n    int
	}{
		{"empty", Dist{}, 0, 0, 0, 0},
		{"one value", Dist{3: 4}, 3, 3, 3, 4},
		{"spread", Dist{1: 5, 2: 4, 10: 1}, 2.3, 2.8, 10, 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.InDelta(t, tt.mean, tt.d.Mean(), 1e-9)
			assert.InDelta(t, tt.p90, tt.d.Quantile(0.9), 1e-9)
			assert.Equal(t, tt.max, tt.d.Max())
			assert.Equal(t, tt.n, tt.d.N())
		})
	}
	same := MeanChange(Dist{1: 50, 2: 50}, Dist{1: 50, 2: 50})
	assert.True(t, same.Known)
	assert.False(t, same.Real)
	more := RatioChange(Dist{1: 50, 2: 50}, Dist{2: 50, 4: 50})
	assert.InDelta(t, 1.0, more.Change, 1e-9, "twice the moves")
	assert.True(t, more.Real)
}
