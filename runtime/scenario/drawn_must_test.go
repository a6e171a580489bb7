package scenario

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAnotherCardAfterAPlayableDrawCitesTheRuleThatBindsIt: when a card
// drawn must be played (must_play, as the draw-until house rule says),
// playing another is refused by that rule (DRAW-1), not by the base game's
// rule that would also let the player pass (UC-3) (#32 item 20).
func TestAnotherCardAfterAPlayableDrawCitesTheRuleThatBindsIt(t *testing.T) {
	t.Parallel()
	res, err := runShipped(t, "variants/drawuntil.lua", `name: t
script: SCRIPT
seats: 4
setup:
  first: 1
  direction: clockwise
  hand: {1: [G2, Y9]}
  stock: [B9, R1, R2]
  discard: [B5]
steps:
  - 1: draw
  - refuse: {seat: 1, move: play G2, reason: "DRAW-1: you drew B9, which you can play: play it"}
`)
	require.NoError(t, err)
	if !res.Passed() {
		t.Fatal(describe(res))
	}
}
