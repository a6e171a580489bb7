package engine

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
)

// TestTellingsCountAHappeningOnce checks that a happening told in a line
// to each seat, or in one line to the seat it befell and another to the
// others, counts once; a public line, or a line to a seat that was told
// already, is a happening of its own.
func TestTellingsCountAHappeningOnce(t *testing.T) {
	seat := func(s int) uint64 { return 1 << uint(s) }
	tests := []struct {
		name  string
		lines []core.Event
		want  map[string]int
	}{
		{"one line to each of four seats", []core.Event{
			core.Event{Text: "You draw 7C (GF-5).", Audience: seat(0)}.Citing([]string{"GF-5"}...), core.Event{Text: "seat 1 draws a card (GF-5).", Audience: seat(1)}.Citing([]string{"GF-5"}...),
			core.Event{Text: "seat 1 draws a card (GF-5).", Audience: seat(2)}.Citing([]string{"GF-5"}...), core.Event{Text: "seat 1 draws a card (GF-5).", Audience: seat(3)}.Citing([]string{"GF-5"}...),
		}, map[string]int{"GF-5": 1}},
		{"to the seat, then to the others", []core.Event{
			core.Event{Text: "You hold 3S: you lead (TL-3).", Audience: seat(1)}.Citing([]string{"TL-3"}...), core.Event{Text: "seat 2 holds the lowest card and leads (TL-3).", Audience: core.Everyone &^ seat(1)}.Citing([]string{"TL-3"}...),
		}, map[string]int{"TL-3": 1}},
		{"public lines each count", []core.Event{
			core.Event{Text: "seat 1 draws (GF-5).", Audience: core.Everyone}.Citing([]string{"GF-5"}...), core.Event{Text: "seat 2 draws (GF-5).", Audience: core.Everyone}.Citing([]string{"GF-5"}...),
		}, map[string]int{"GF-5": 2}},
		{"a seat told twice: two happenings", []core.Event{
			core.Event{Text: "You draw 7C (GF-5).", Audience: seat(0)}.Citing([]string{"GF-5"}...), core.Event{Text: "seat 1 draws (GF-5).", Audience: seat(1)}.Citing([]string{"GF-5"}...),
			core.Event{Text: "You draw 9D (GF-5).", Audience: seat(0)}.Citing([]string{"GF-5"}...), core.Event{Text: "seat 1 draws (GF-5).", Audience: seat(1)}.Citing([]string{"GF-5"}...),
		}, map[string]int{"GF-5": 2}},
		{"a public line between", []core.Event{
			core.Event{Text: "You draw (GF-5).", Audience: seat(0)}.Citing([]string{"GF-5"}...), core.Event{Text: "The stock is empty (GF-8).", Audience: core.Everyone}.Citing([]string{"GF-8"}...),
			core.Event{Text: "seat 1 draws (GF-5).", Audience: seat(1)}.Citing([]string{"GF-5"}...),
		}, map[string]int{"GF-5": 2, "GF-8": 1}},
		{"other codes in the same run", []core.Event{
			core.Event{Text: "You draw (GF-5).", Audience: seat(0)}.Citing([]string{"GF-5"}...), core.Event{Text: "seat 1 draws (GF-5, GF-6).", Audience: seat(1)}.Citing([]string{"GF-5", "GF-6"}...),
		}, map[string]int{"GF-5": 1, "GF-6": 1}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := map[string]int{}
			var tl tellings
			for _, e := range tt.lines {
				for _, c := range tl.news(e) {
					got[c]++
				}
			}
			assert.Equal(t, tt.want, got)
		})
	}
}
