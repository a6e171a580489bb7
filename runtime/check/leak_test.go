package check

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// table is a two-seat state with a hidden stock, owner-only hands and a
// public table, the whole deck in the stock.
func table(t *testing.T) (*core.State, map[string]core.PileID) {
	t.Helper()
	d, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	st, err := core.NewState(core.Config{Deck: d, Seats: 2, Seed: 1, Start: "stock", Piles: []core.PileSpec{
		{Name: "stock", Vis: core.Hidden},
		{Name: "hand", Vis: core.OwnerOnly, PerSeat: true},
		{Name: "table", Vis: core.Public},
	}})
	require.NoError(t, err)
	ids := map[string]core.PileID{}
	for _, n := range []string{"stock", "hand.1", "hand.2", "table"} {
		ids[n], _ = st.PileByName(n)
	}
	return st, ids
}

// move moves a card of the given code between piles.
func move(t *testing.T, st *core.State, from, to core.PileID, code string) {
	t.Helper()
	k, ok := st.Deck().Lookup(code)
	require.True(t, ok)
	_, err := st.MoveKind(from, k, to, core.OnTop)
	require.NoError(t, err)
}

// TestCheckMoveReadsCardsSeenBeforeTheMove checks that a log line may name a
// card its reader saw before the move, or when a round ended during it, but
// not a card it never saw.
func TestCheckMoveReadsCardsSeenBeforeTheMove(t *testing.T) {
	st, p := table(t)
	move(t, st, p["stock"], p["table"], "5H")
	move(t, st, p["stock"], p["hand.1"], "9C")
	before := st.Clone()

	// Seat 1 takes 5H from the table into its hand, and says so.
	after := before.Fork()
	move(t, after, p["table"], p["hand.1"], "5H")
	after.Say("seat 1 takes 5H.")
	g := &shed{st: after}
	assert.NoError(t, checkMove(before, g, len(before.Log())), "seat 2 saw 5H on the table")

	// Seat 1 plays 9C, which ends the round: the cards are gathered.
	after = before.Fork()
	move(t, after, p["hand.1"], p["table"], "9C")
	after.Say("seat 1 plays 9C, the last card of the round.")
	after.NewRound()
	require.NotNil(t, after.RoundEnd())
	g = &shed{st: after}
	assert.NoError(t, checkMove(before, g, len(before.Log())), "9C lay on the table when the round ended")
	assert.Nil(t, after.Fork().RoundEnd(), "the next move starts without it")

	// A card nobody but its owner saw stays hidden.
	after = before.Fork()
	after.Say("seat 1 holds 9C.")
	assert.ErrorContains(t, checkMove(before, &shed{st: after}, len(before.Log())), "who cannot see 9C")
}

// TestCheckMoveKnowsACardShownToAll: a card that lay face up is known to
// every seat after it goes into a hand, so a later line naming it is no
// leak, with no g:reveal; a card only its owner saw still is.
func TestCheckMoveKnowsACardShownToAll(t *testing.T) {
	st, p := table(t)
	move(t, st, p["stock"], p["table"], "5H")
	move(t, st, p["stock"], p["hand.1"], "9C")
	move(t, st, p["table"], p["hand.1"], "5H") // seat 1 takes 5H, in front of everyone

	// Moves later, a line tells seat 2 what seat 1 took.
	before := st.Clone()
	after := before.Fork()
	move(t, after, p["stock"], p["hand.2"], "2C")
	after.Say("seat 1 took 5H and may not discard it this turn.")
	assert.NoError(t, checkMove(before, &shed{st: after}, len(before.Log())), "5H was face up: seat 2 knows it")

	after = before.Fork()
	after.Say("seat 1 holds 9C.")
	assert.ErrorContains(t, checkMove(before, &shed{st: after}, len(before.Log())), "who cannot see 9C")
}
