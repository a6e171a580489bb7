package scenario

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestLayoutRefusalsNumberMeldsAsTyped: a layout refused numbers its melds
// in the order the player typed them, not the canonical order of the move,
// and names every meld at fault (#32 item 8).
func TestLayoutRefusalsNumberMeldsAsTyped(t *testing.T) {
	t.Parallel()
	tests := []struct{ name, move, reason string }{
		{"the third meld typed", "layout P12 G12 Y12 / B8 B9 B10 / G9 G10",
			"RUM-3: meld 3 (G9 G10): a meld has at least 3 cards"},
		{"the first meld typed", "layout G9 G10 / P12 G12 Y12 / B8 B9 B10",
			"RUM-3: meld 1 (G9 G10): a meld has at least 3 cards"},
		{"every meld at fault", "layout G9 G10 / P12 G12 Y12 / B8 B10 B9 G11",
			"RUM-3: meld 1 (G9 G10): a meld has at least 3 cards; RUM-3 (rumski.txt, runs): meld 3 (B8 B10 B9 G11): the cards of a run have one suit"},
		{"each with its rule", "layout G9 G10 / P12 G12 Y12 / B8 B9 B10 / G11 G12",
			"RUM-3: meld 1 (G9 G10): a meld has at least 3 cards; RUM-3 (rumski.txt, the Community): meld 4 (G11 G12): G12 is neither on the table nor in your hand"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			res, err := runShipped(t, "rumski.lua", `name: t
script: SCRIPT
seats: 2
options: {first_dealer: 2}
setup:
  first: 1
  hand: {1: [P12, G12, Y12, B8, B9, B10, G9, G10, G11, Y1]}
  discard: [R1]
steps:
  - 1: draw
  - 1: meld P12 G12 Y12
  - refuse: {seat: 1, move: `+tt.move+`, reason: "`+tt.reason+`"}
`)
			require.NoError(t, err)
			if !res.Passed() {
				t.Fatal(describe(res))
			}
		})
	}
}
