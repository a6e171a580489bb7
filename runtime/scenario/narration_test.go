package scenario

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDeclaredNarrationSaysWhy: the lines Unu's declared mechanics narrate
// say why: a call made before the play that leaves one card is made early
// in a free reign, and a draw the seat chose says so.
func TestDeclaredNarrationSaysWhy(t *testing.T) {
	free := "seats: 4\nsetup:\n  first: 1\n  hand: {1: [7H, 4H, 4C, KC, 9D]}\n  discard: [5H]\nsteps:\n  - 1: play 7H\n"
	tests := []struct {
		name  string
		steps string
		line  string
	}{
		{"call with the play that leaves one card", "seats: 4\nsetup:\n  first: 1\n  hand: {1: [5C, KD]}\n  discard: [5H]\nsteps:\n  - 1: play 5C unu\n",
			"seat 1 says unu!"},
		{"call with a play in a free reign", free + "  - 1: play 4H unu\n", "seat 1 says unu! (early: seat 1 has free reign)"},
		{"call alone in a free reign", free + "  - 1: unu\n", "seat 1 says unu! (early: seat 1 has free reign)"},
		{"a draw the seat chose", free + "  - 1: draw\n", "(to all but seat 1) seat 1 draws 1 card (instead of playing)."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := runOne(t, "name: t\nscript: SCRIPT\n"+tt.steps)
			require.True(t, res.Passed(), "%+v", res.Failure)
			assert.Contains(t, res.Log, tt.line)
		})
	}
}
