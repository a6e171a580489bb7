package report

import (
	"bytes"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// summaryOf sums up made-up records: games of length moves (and one twice
// as long), won by seat 1, with a hostile verb and counter name.
func summaryOf(moves int, verb string, counted bool) *sim.Summary {
	s := sim.NewSummary()
	for i := range 40 {
		r := sim.Record{Game: i, Seats: 2, Moves: moves + i%5, Winners: []int{1 + i%3/2}, Verbs: map[string]int{verb: moves, "pass": 0},
			Branching: sim.Dist{1: 3, 4 + i%3: 2}, Lead: &sim.Lead{Changes: i % 3, Decided: 10 * (i % 7)}}
		if counted {
			r.Counts = map[string]int{"<b>bold</b>": 2}
		}
		if i == 7 {
			r.Winners, r.Draw = nil, true
		}
		s.Add(r)
	}
	return s
}

func render(t *testing.T, labels []string, sums []*sim.Summary) string {
	t.Helper()
	var b bytes.Buffer
	require.NoError(t, Write(&b, sim.NewSummaryDoc(labels, sums), Made{Command: "rulerun simulate a.lua '<script>.lua'", Seeds: "1 to 40", Bots: "random", Version: "devel"}))
	return b.String()
}

func TestReportRendersEverySection(t *testing.T) {
	page := render(t, []string{"scripts/a.lua", "<script>alert(1)</script>.lua"},
		[]*sim.Summary{summaryOf(40, "<script>", true), summaryOf(30, "play", false)})
	for _, want := range []string{`id="headlines"`, `id="figures"`, `id="length"`, `id="wins"`, `id="verbs"`, `id="counters"`,
		`id="branching"`, `id="lead"`, "rulerun simulate a.lua", "Seeds: 1 to 40", "rulerun devel", "never (dead)",
		"rounds a match", "lead changes a game", "&lt;script&gt;alert(1)&lt;/script&gt;.lua", "&lt;b&gt;bold&lt;/b&gt;"} {
		assert.Contains(t, page, want)
	}
	tests := []struct{ name, banned string }{
		{"no script", "<script"},
		{"nothing fetched", "http"},
		{"no hostile tag", "<b>"},
		{"no handlers", "onload"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.NotContains(t, strings.ToLower(page), tt.banned)
		})
	}
}

func TestReportOfOneScript(t *testing.T) {
	page := render(t, []string{"a.lua"}, []*sim.Summary{summaryOf(40, "play", false)})
	assert.Contains(t, page, "nothing to compare")
	assert.NotContains(t, page, `id="counters"`, "no counters: no section")
}

func TestHeadlines(t *testing.T) {
	tests := []struct {
		name string
		c    sim.Comparison
		want []string
	}{
		{"real and within chance", sim.Comparison{Script: "variants/kings_skip.lua", Base: "unu.lua",
			Length:      sim.Difference{Change: -0.12, Lo: -0.14, Hi: -0.10, Real: true, Known: true},
			Seats:       []sim.SeatDifference{{Seat: 1, Difference: sim.Difference{Change: 0.012, Lo: -0.01, Hi: 0.034, Known: true}}, {Seat: 2, Difference: sim.Difference{Change: -0.05, Lo: -0.08, Hi: -0.02, Real: true, Known: true}}},
			Drawn:       sim.Difference{Change: 0.045, Lo: 0.024, Hi: 0.066, Real: true, Known: true},
			Branching:   sim.Difference{Change: 0.08, Lo: 0.05, Hi: 0.11, Real: true, Known: true},
			LeadChanges: sim.Difference{Change: 0, Lo: -0.1, Hi: 0.1, Known: true},
			Decided:     sim.Difference{Change: 5, Lo: -1, Hi: 11, Known: true}},
			[]string{
				"kings_skip.lua: games 12% shorter (10% to 14%), a real difference",
				"kings_skip.lua: drawn games 4.5 points more (2.4 to 6.6), a real difference",
				"kings_skip.lua: unfinished games cannot be compared (too few games)",
				"kings_skip.lua: the winner takes the lead for good 5% of the game later (-1% to +11%), within chance",
				"kings_skip.lua: lead changes a game the same (-0.1 to +0.1), within chance",
				"kings_skip.lua: seat 1's share of the games with a winner 1.2 points more (-1.0 to +3.4), within chance",
				"kings_skip.lua: seat 2's share of the games with a winner 5.0 points less (2.0 to 8.0), a real difference",
				"kings_skip.lua: legal moves a decision 8% more (5% to 11%), a real difference",
			}},
		{"one point", sim.Comparison{Script: "v.lua", Decided: sim.Difference{Change: -1, Lo: -2, Hi: 1, Known: true}},
			[]string{
				"v.lua: games cannot be compared (too few games)",
				"v.lua: drawn games cannot be compared (too few games)",
				"v.lua: unfinished games cannot be compared (too few games)",
				"v.lua: the winner takes the lead for good 1% of the game sooner (-2% to +1%), within chance",
				"v.lua: lead changes a game cannot be compared (too few games)",
				"v.lua: legal moves a decision cannot be compared (too few games)",
			}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, h := range Headlines(tt.c) {
				got = append(got, h.Text)
			}
			assert.Equal(t, tt.want, got)
		})
	}
}

func TestReportIsTheSameEveryTime(t *testing.T) {
	sums := []*sim.Summary{summaryOf(40, "play", true), summaryOf(30, "play", false)}
	first := render(t, []string{"a.lua", "b.lua"}, sums)
	for range 5 {
		assert.Equal(t, first, render(t, []string{"a.lua", "b.lua"}, sums))
	}
}
