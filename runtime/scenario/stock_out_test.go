package scenario

import (
	"testing"

	"github.com/stretchr/testify/require"
)

// TestStockOutSaysWhoNeededACard: a game drawn because the stock ran out
// on a draw says whose draw found no card (#32 item 20).
func TestStockOutSaysWhoNeededACard(t *testing.T) {
	t.Parallel()
	res, err := runShipped(t, "unu.lua", `name: t
script: SCRIPT
seats: 4
setup:
  first: 2
  rest: discard
  stock: []
  discard: [5H]
steps:
  - 2: draw
  - expect: {over: true, draw: true, log: "The stock has run out: the game is a draw. No card was left for seat 2."}
`)
	require.NoError(t, err)
	if !res.Passed() {
		t.Fatal(describe(res))
	}
}
