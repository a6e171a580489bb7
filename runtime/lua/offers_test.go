package lua

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOpenVerbsOfferedOnlyWhenTheyCanBeLegal: Rumski's layout is offered
// as a form to type only once the seat has drawn and laid a meld of its
// own (RUM-9), where a layout can be legal.
func TestOpenVerbsOfferedOnlyWhenTheyCanBeLegal(t *testing.T) {
	t.Parallel()
	s, err := Load("../../scripts/rumski.lua")
	require.NoError(t, err)
	g := mustGame(t, s, Config{Seats: 2, Seed: 5})
	d, err := g.ToAct()
	require.NoError(t, err)
	open, err := g.OpenVerbs(d.Seat)
	require.NoError(t, err)
	assert.Empty(t, open, "before the draw")
	require.NoError(t, g.Play(d.Seat, "draw"))
	open, err = g.OpenVerbs(d.Seat)
	require.NoError(t, err)
	assert.Empty(t, open, "before the seat's first meld")

	melded := false
	for range 400 {
		d, err := g.ToAct()
		require.NoError(t, err)
		if _, who := rules.TableMelds(g.State()); d.Over || who&(1<<uint(d.Seat)) != 0 && rules.FlowOf(g.State()).Drew > 0 {
			melded = !d.Over
			break
		}
		m, err := g.Moves(d.Seat)
		require.NoError(t, err)
		require.NotEmpty(t, m)
		require.NoError(t, g.PlayMove(d.Seat, m[0]))
	}
	require.True(t, melded, "a seat melds and draws again within the game")
	d, err = g.ToAct()
	require.NoError(t, err)
	open, err = g.OpenVerbs(d.Seat)
	require.NoError(t, err)
	require.Len(t, open, 1, "a seat that has melded and drawn may lay out the table")
	assert.Equal(t, "layout", open[0].Name)
}
