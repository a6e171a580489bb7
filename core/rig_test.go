package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestExchangeOnShuffle(t *testing.T) {
	plain := fixGame(t, 2, 7)
	rigged := fixGame(t, 2, 7)
	stock := fixPile(t, plain, "stock")
	a, b := CardID(0), CardID(5)
	require.NoError(t, rigged.ExchangeOnShuffle(map[CardID]CardID{a: b, b: a}))
	require.NoError(t, plain.Shuffle(stock))
	require.NoError(t, rigged.Shuffle(stock))
	want := append([]CardID(nil), plain.Pile(stock).Cards...)
	for i, c := range want {
		switch c {
		case a:
			want[i] = b
		case b:
			want[i] = a
		}
	}
	assert.Equal(t, want, rigged.Pile(stock).Cards, "the same order, with the two cards exchanged")
	assert.Equal(t, plain.rng, rigged.rng, "the random sequence is unchanged")
	require.NoError(t, plain.Shuffle(stock))
	require.NoError(t, rigged.Shuffle(stock))
	assert.NotEqual(t, plain.Pile(stock).Cards, rigged.Pile(stock).Cards, "the next shuffle keeps the exchanged cards where they were")
	require.NoError(t, rigged.CheckCards())
}

func TestExchangeOnShuffleRefusesLosingCards(t *testing.T) {
	s := fixGame(t, 2, 7)
	for _, m := range []map[CardID]CardID{
		{0: 1},
		{0: 1, 2: 1},
		{0: 9999, 9999: 0},
	} {
		assert.Error(t, s.ExchangeOnShuffle(m), "%v", m)
	}
	assert.Nil(t, s.exchange, "a refused exchange leaves nothing behind")
}

func TestStartMatchAt(t *testing.T) {
	s := fixGame(t, 3, 1)
	require.NoError(t, s.StartMatchAt(4, []int{10, 0, 95}))
	assert.Equal(t, 4, s.RoundNumber())
	assert.Equal(t, []int{10, 0, 95}, s.Score().Totals)
	assert.Equal(t, []int{0, 0, 0}, s.Score().Round, "the current round starts at zero")
	require.NoError(t, s.AddScore(2, 5))
	assert.Equal(t, 100, s.Score().Totals[2])

	require.NoError(t, s.StartMatchAt(1, []int{1, 2, 3}))
	assert.Equal(t, 1, s.RoundNumber())
	assert.Equal(t, []int{1, 2, 3}, s.Score().Totals)
	assert.Equal(t, []int{0, 0, 0}, s.Score().Round, "carried over, not earned in this round")
	assert.Error(t, s.StartMatchAt(0, []int{0, 0, 0}))
	assert.Error(t, s.StartMatchAt(2, []int{0}))
}

func TestCountKeepsForksApart(t *testing.T) {
	s := fixGame(t, 2, 1)
	require.NoError(t, s.Count("x", 1))
	f := s.Fork()
	require.NoError(t, f.Count("x", 2))
	assert.Equal(t, 1, s.Counters()["x"], "the original keeps its count")
	assert.Equal(t, 3, f.Counters()["x"])
	assert.Error(t, s.Count("", 1))
	data, err := f.MarshalJSON()
	require.NoError(t, err)
	back, err := Restore(data, f.Deck())
	require.NoError(t, err)
	assert.Equal(t, f.Counters(), back.Counters(), "counters are saved")
}
