package main

import (
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/stretchr/testify/assert"
)

// TestUndecidedWarning checks that a run whose games are mostly drawn or
// unfinished says so, with the flag that fixes it, and that one whose games
// are mostly decided says nothing.
func TestUndecidedWarning(t *testing.T) {
	tests := []struct {
		name                   string
		draws, unfinished, won int
		bots, want             string
	}{
		{"decided", 2, 0, 8, "random", ""},
		{"drawn with random bots", 9, 0, 1, "random", "--bots greedy"},
		{"drawn with greedy bots", 7, 0, 3, "greedy", "--bots ismcts:200"},
		{"unfinished matches", 0, 6, 4, "greedy", "--opt target=100"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := sim.NewSummary()
			for i := range tt.draws + tt.unfinished + tt.won {
				r := sim.Record{Game: i, Seats: 2, Moves: 10, Winners: []int{1}}
				switch {
				case i < tt.draws:
					r.Draw, r.Winners = true, nil
				case i < tt.draws+tt.unfinished:
					r.Unfinished, r.Winners = true, nil
				}
				s.Add(r)
			}
			var b strings.Builder
			undecidedWarning(&b, []namedSummary{{path: "g.lua", sum: s}}, tt.bots)
			if tt.want == "" {
				assert.Empty(t, b.String())
				return
			}
			assert.True(t, strings.HasPrefix(b.String(), "Most games of g.lua were not decided: "), b.String())
			assert.Contains(t, b.String(), tt.want)
		})
	}
}
