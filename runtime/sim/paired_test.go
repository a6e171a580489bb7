package sim

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestLengthsPairedBySeed checks that two runs whose games share their
// seeds compare lengths game by game: a variant one move longer in every
// game of widely spread lengths is a real difference paired, and within
// chance unpaired; runs on other seeds, or of other numbers of games, are
// compared unpaired.
func TestLengthsPairedBySeed(t *testing.T) {
	run := func(seed uint64, games, longer int) *Summary {
		s := NewSummary()
		for i := range games {
			s.Add(Record{Game: i, Seed: seed + uint64(i), Seats: 2, Moves: 20 + (i*37)%60 + longer, Winners: []int{1}})
		}
		return s
	}
	base := run(1, 200, 0)
	tests := []struct {
		name   string
		b      *Summary
		paired bool
		real   bool
	}{
		{"the same seeds", run(1, 200, 1), true, true},
		{"other seeds", run(1001, 200, 1), false, false},
		{"fewer games", run(1, 150, 1), false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := Compare("a.lua", "b.lua", base, tt.b)
			assert.Equal(t, tt.paired, c.Paired)
			assert.Equal(t, tt.real, c.Length.Real, "%+v", c.Length)
			unpaired := LengthChange(base, tt.b)
			assert.False(t, unpaired.Real, "unpaired, one move in fifty is within chance")
			if tt.paired {
				assert.Less(t, c.Length.Hi-c.Length.Lo, (unpaired.Hi-unpaired.Lo)/10, "pairing narrows the interval")
				assert.InDelta(t, unpaired.Change, c.Length.Change, 1e-12, "the same change")
			}
		})
	}
	same := Compare("a.lua", "a.lua", base, run(1, 200, 0))
	assert.True(t, same.Paired)
	assert.False(t, same.Length.Real, "a run against itself differs in nothing")
}
