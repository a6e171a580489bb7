package lua

import (
	"errors"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGameArrange(t *testing.T) {
	s, err := Load("../../scripts/unu.lua")
	require.NoError(t, err)
	g, err := s.NewGame(Config{Seats: 3, Seed: 5})
	require.NoError(t, err)
	before, err := g.Save()
	require.NoError(t, err)
	d, err := g.ToAct()
	require.NoError(t, err)

	// A failing arrangement leaves the game as it was.
	boom := errors.New("boom")
	require.ErrorIs(t, g.Arrange(func(st *core.State) error {
		require.NoError(t, st.SetCurrent((d.Seat+1)%3))
		return boom
	}), boom)
	after, err := g.Save()
	require.NoError(t, err)
	assert.JSONEq(t, string(before), string(after))

	// An arrangement may move cards and create piles.
	err = g.Arrange(func(st *core.State) error {
		stock, _ := st.PileByName("stock")
		h, _ := st.PileByName("hand.1")
		_, err := st.MoveAt(stock, 0, h, core.OnTop)
		if err != nil {
			return err
		}
		_, err = st.NewPile("void", "", -1, core.Hidden)
		return err
	})
	require.NoError(t, err, "moving cards between piles keeps every card")

	// A successful one is seen by the rules at once.
	hand, _ := g.State().PileByName("hand.1")
	discard, _ := g.State().PileByName("discard")
	stock, _ := g.State().PileByName("stock")
	k8h, _ := g.State().Deck().Lookup("8H")
	k5h, _ := g.State().Deck().Lookup("5H")
	require.NoError(t, g.Arrange(func(st *core.State) error {
		if err := st.Arrange(map[core.PileID][]int{hand: {k8h}, discard: {k5h}}, stock); err != nil {
			return err
		}
		return st.SetCurrent(0)
	}))
	d, err = g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, 0, d.Seat, "the decision is asked again")
	legal, err := g.Legal(0)
	require.NoError(t, err)
	assert.Equal(t, []string{"draw"}, legal, "a lone eight cannot be played")
	require.NoError(t, g.Play(0, "draw"))
}
