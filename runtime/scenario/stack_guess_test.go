package scenario

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAGuessWaitsForTheStack: while a total of Draw Twos is held against a
// seat that wears a forehead card, its guess is refused because the total
// is answered first (the stacking rule), not because it has no forehead
// card; once it draws the total, it guesses (#32 item 23).
func TestAGuessWaitsForTheStack(t *testing.T) {
	t.Parallel()
	res, err := runShipped(t, "variants/stacking.lua", `name: t
script: SCRIPT
seats: 3
setup:
  first: 1
  direction: clockwise
  hand: {1: [BD, G2, Y9], 2: [R1, G4], 3: [Y3, G5]}
  forehead: {2: [Y0]}
  discard: [B5]
steps:
  - 1: play BD
  - refuse: {seat: 2, move: guess red, reason: "STACK-1: 2 cards are held against you: play a Draw Two to pass them on, or draw them"}
  - 2: draw
`)
	require.NoError(t, err)
	if !res.Passed() {
		t.Fatal(describe(res))
	}
}
