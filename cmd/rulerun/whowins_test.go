package main

import (
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestWhoWinsSplitsASharedWin checks that validate's greedy line counts a
// win shared by k seats as 1/k to each, as simulate does: the seats' shares
// and the drawn games sum to 100%, never 300% for a win of three.
func TestWhoWinsSplitsASharedWin(t *testing.T) {
	var tally whoWinsTally
	tally.add(sim.Record{Seats: 3, Moves: 10, Winners: []int{1, 2, 3}})
	tally.add(sim.Record{Seats: 3, Moves: 12, Winners: []int{1}})
	tally.add(sim.Record{Seats: 3, Moves: 9, Draw: true})
	w := tally.whoWins()
	require.NotNil(t, w)
	require.Len(t, w.WinRate, 3)
	assert.InDelta(t, (1+1.0/3)/3, w.WinRate[0], 1e-9)
	assert.InDelta(t, (1.0/3)/3, w.WinRate[1], 1e-9)
	assert.InDelta(t, 1, w.WinRate[0]+w.WinRate[1]+w.WinRate[2]+w.DrawRate, 1e-9)

	var out strings.Builder
	w.write(&out, 0)
	assert.Contains(t, out.String(), "seat 1: 44.4%, 2: 11.1%, 3: 11.1%; drawn 33.3%; greedy bots look one move ahead, so a seat's edge here may be their bias, not the rules'; compare: rulerun simulate --bots ismcts")
	assert.Nil(t, (&whoWinsTally{}).whoWins(), "no game, no line")
}
