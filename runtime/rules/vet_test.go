package rules_test

import (
	"math/rand/v2"
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestVettedMovesAreTrustedOnlyUnchanged checks that a move the game picked
// is played without a second check only while neither the game nor the
// move changed: a move changed in place after it was picked, or a move
// picked before the game changed, is checked again and refused when it
// breaks a rule, changing nothing.
func TestVettedMovesAreTrustedOnlyUnchanged(t *testing.T) {
	g := unuGame(t, 4, 3)
	rng := rand.New(rand.NewPCG(3, 3))
	d, err := g.ToAct()
	require.NoError(t, err)
	m, err := g.RandomMove(d.Seat, rng)
	require.NoError(t, err)
	require.NotNil(t, m)

	// The move changed in place: now a card the seat does not hold.
	changed := m.Clone()
	changed.Verb = 2 // play
	changed.Args = make([]notation.Value, len(g.Notation().Form(2).Slots))
	discard, ok := g.State().PileByName("discard")
	require.True(t, ok)
	top, _ := g.State().Pile(discard).Top()
	changed.Args[0] = notation.Value{Set: true, Cards: []notation.CardRef{notation.Plain(g.State().Deck().KindOf(top))}}
	*m = *changed
	before, err := g.Save()
	require.NoError(t, err)
	err = g.PlayMove(d.Seat, m)
	var im *engine.IllegalMove
	require.ErrorAs(t, err, &im, "a move changed after it was picked is checked again")
	assert.Contains(t, im.Reason, "you do not hold")
	after, err := g.Save()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "a refused move changes nothing")

	// A move picked, then the game changes: it is checked against the new game.
	m, err = g.RandomMove(d.Seat, rng)
	require.NoError(t, err)
	draw := &notation.Move{Verb: 1, Args: []notation.Value{}}
	require.NoError(t, g.PlayMove(d.Seat, draw))
	err = g.PlayMove(d.Seat, m)
	require.Error(t, err, "the seat's turn is over: its old move is refused, not trusted")
}
