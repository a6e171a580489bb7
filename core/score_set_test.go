package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSetTotal(t *testing.T) {
	s := fixGame(t, 3, 1)
	require.NoError(t, s.AddScore(1, 4))
	require.NoError(t, s.SetTotal(0, 480))
	require.NoError(t, s.SetTotal(1, 20))
	assert.Equal(t, []int{480, 20, 0}, s.Score().Totals)
	assert.Equal(t, []int{0, 4, 0}, s.Score().Round, "the round's points are unchanged")

	c := s.Clone()
	require.NoError(t, c.SetTotal(2, 7))
	assert.Equal(t, []int{480, 20, 0}, s.Score().Totals, "a clone's total is its own")

	for _, seat := range []int{-1, 3} {
		require.Error(t, s.SetTotal(seat, 1), "seat %d", seat)
	}
}
