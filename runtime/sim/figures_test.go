package sim

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFiguresOfAKnownGame checks the figures against a game whose answers
// are known: seat 1 of 3 always wins after 4 moves, and a variant twice as
// long.
func TestFiguresOfAKnownGame(t *testing.T) {
	_, short := runAll(t, toySource{winner: "first", length: 4}, Options{Games: 30, Seed: 1, Seats: 3})
	_, long := runAll(t, toySource{winner: "first", length: 8}, Options{Games: 30, Seed: 1, Seats: 3})
	doc := NewSummaryDoc([]string{"toy", "long toy"}, []*Summary{short, long})
	require.Len(t, doc.Runs, 2)
	f := doc.Runs[0]
	assert.Equal(t, "toy", f.Script)
	assert.Equal(t, 30, f.Games)
	assert.Equal(t, LengthFigures{Mean: 4, Min: 4, P10: 4, P25: 4, Median: 4, P75: 4, P90: 4, Max: 4,
		Histogram: []Bin{{Moves: 4, Games: 30}}}, f.Length)
	require.Len(t, f.Seats, 3)
	assert.Equal(t, 1, f.Seats[0].Seat)
	assert.Equal(t, 30.0, f.Seats[0].Count)
	assert.Equal(t, 1.0, f.Seats[0].Rate.Rate)
	_, lo, hi := wilson(30, 30)
	assert.Equal(t, [2]float64{lo, hi}, [2]float64{f.Seats[0].Lo, f.Seats[0].Hi})
	assert.Zero(t, f.Seats[2].Rate.Rate)
	assert.Equal(t, Rate{Count: 0, Of: 30, Rate: 0, Lo: 0, Hi: f.Drawn.Hi}, f.Drawn)
	assert.Equal(t, Tally{Total: 120, PerGame: 4}, f.Verbs["go"])
	assert.Equal(t, Tally{Total: 120, PerGame: 4}, f.Counts["goes"])
	assert.Empty(t, f.Crashes)

	require.Len(t, doc.Comparisons, 1)
	c := doc.Comparisons[0]
	assert.Equal(t, [2]string{"long toy", "toy"}, [2]string{c.Script, c.Base})
	assert.Equal(t, Difference{Change: 1, Lo: 1, Hi: 1, Real: true, Known: true}, c.Length, "twice as long, every game")
	require.Len(t, c.Seats, 3)
	assert.Zero(t, c.Seats[0].Change)
	assert.False(t, c.Seats[0].Real, "seat 1 wins every game of both")
	assert.True(t, c.Drawn.Known)
}

// TestSummaryDocShape checks the JSON's field names, which are a promise
// (docs/simulate.md): a tool reading them must not break.
func TestSummaryDocShape(t *testing.T) {
	s := NewSummary()
	s.Add(Record{Game: 0, Seats: 2, Moves: 5, Winners: []int{1}, Verbs: map[string]int{"go": 5},
		Effects: map[string]int{"K: skip": 2}, Narrated: map[string]int{"KING-1": 2}, Refused: map[string]int{"KING-1": 0}})
	s.Add(Record{Game: 1, Seats: 2, Moves: 7, Unfinished: true, Error: "x.lua:3: boom"})
	data, err := json.Marshal(NewSummaryDoc([]string{"a.lua", "b.lua"}, []*Summary{s, s}))
	require.NoError(t, err)
	var doc map[string]any
	require.NoError(t, json.Unmarshal(data, &doc))
	assert.Equal(t, SummaryFormat, doc["format"])
	run := doc["runs"].([]any)[0].(map[string]any)
	assert.ElementsMatch(t, []string{"script", "games", "length", "rounds", "rounds_per_game", "seats", "drawn",
		"unfinished", "errors", "crashes", "looped", "verbs", "counts", "dead_verbs", "dead_counts", "branching", "lead",
		"effects", "effect_rates", "rule_codes", "dead_effects", "dead_codes"}, keys(run))
	assert.ElementsMatch(t, []string{"of", "mean", "lo", "hi"}, keys(run["effect_rates"].(map[string]any)["K: skip"].(map[string]any)))
	assert.ElementsMatch(t, []string{"total", "of", "mean", "lo", "hi"}, keys(run["effects"].(map[string]any)["K: skip"].(map[string]any)))
	assert.ElementsMatch(t, []string{"narrated", "applied", "refused", "implied"}, keys(run["rule_codes"].(map[string]any)["KING-1"].(map[string]any)))
	assert.ElementsMatch(t, []string{"of", "mean", "lo", "hi", "p90", "max"}, keys(run["branching"].(map[string]any)))
	assert.ElementsMatch(t, []string{"changes", "decided"}, keys(run["lead"].(map[string]any)))
	assert.ElementsMatch(t, []string{"mean", "sd", "min", "p10", "p25", "median", "p75", "p90", "max", "histogram"}, keys(run["length"].(map[string]any)))
	assert.ElementsMatch(t, []string{"seat", "count", "of", "rate", "lo", "hi"}, keys(run["seats"].([]any)[0].(map[string]any)))
	assert.ElementsMatch(t, []string{"error", "game", "seed", "seats", "games"}, keys(run["crashes"].([]any)[0].(map[string]any)))
	assert.ElementsMatch(t, []string{"total", "per_game"}, keys(run["verbs"].(map[string]any)["go"].(map[string]any)))
	cmp := doc["comparisons"].([]any)[0].(map[string]any)
	assert.ElementsMatch(t, []string{"script", "base", "length", "paired", "seats", "drawn", "unfinished", "branching", "lead_changes", "decided", "effects"}, keys(cmp))
	assert.ElementsMatch(t, []string{"effect", "base_mean", "mean", "base_rate", "rate", "change", "lo", "hi", "real", "p", "known"}, keys(cmp["effects"].([]any)[0].(map[string]any)))
	assert.ElementsMatch(t, []string{"seat", "change", "lo", "hi", "real", "p", "known"}, keys(cmp["seats"].([]any)[0].(map[string]any)))
	assert.ElementsMatch(t, []string{"method", "comparisons", "alpha", "real"}, keys(doc["correction"].(map[string]any)))
	empty, err := json.Marshal(Figures("none", NewSummary()))
	require.NoError(t, err)
	assert.Contains(t, string(empty), `"seats":[],`, "no games: empty lists, not null")
	assert.Contains(t, string(empty), `"crashes":[],`)
	assert.Contains(t, string(empty), `"dead_verbs":[],`)
	assert.Contains(t, string(empty), `"dead_effects":[],`)
	assert.Contains(t, string(empty), `"dead_codes":[],`)
}

// TestSummaryDocInAnyOrder checks that records added in any order, as the
// shards of a run merged in any order, give the same document to the last
// byte: shared wins, the first game of a script error and of a loop.
func TestSummaryDocInAnyOrder(t *testing.T) {
	var recs []Record
	for i := range 60 {
		r := Record{Game: i, Seed: uint64(100 + i), Seats: 3, Moves: 3 + i%11, Winners: [][]int{{1}, {1, 2}, {1, 2, 3}, {2, 3}}[i%4],
			Branching: Dist{i%5 + 1: i%3 + 1, 7: 1}, Lead: &Lead{Changes: i % 4, Decided: []int{37, -1, -1, -1}[i%4]},
			Effects: map[string]int{"K: skip": i % 3, "Q: reverse": i % 7}, Narrated: map[string]int{"KING-1": i % 3}, Refused: map[string]int{"UNU-5": i % 2}}
		switch i % 13 {
		case 5:
			r.Unfinished, r.Error, r.Winners = true, "x.lua:3: boom "+string(rune('a'+i%5)), nil
		case 7:
			r.Unfinished, r.Looped, r.Winners = true, "went round", nil
		}
		recs = append(recs, r)
	}
	want := docOf(t, recs)
	rng := rand.New(rand.NewPCG(1, 2))
	for range 5 {
		rng.Shuffle(len(recs), func(i, j int) { recs[i], recs[j] = recs[j], recs[i] })
		assert.JSONEq(t, want, docOf(t, recs))
		assert.Equal(t, want, docOf(t, recs), "the same bytes")
	}
}

func docOf(t *testing.T, recs []Record) string {
	s := NewSummary()
	for _, r := range recs {
		s.Add(r)
	}
	data, err := json.Marshal(NewSummaryDoc([]string{"a"}, []*Summary{s}))
	require.NoError(t, err)
	return string(data)
}

func keys(m map[string]any) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	return out
}
