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

func TestDeterminizeDependsOnTheViewAlone(t *testing.T) {
	s := fixGame(t, 2, 4)
	stock := fixPile(t, s, "stock")
	require.NoError(t, s.Shuffle(stock))
	hands := fixHands(t, s)
	require.NoError(t, s.Deal(stock, hands, 5))
	_, err := s.MoveAt(stock, 0, fixPile(t, s, "discard"), OnTop)
	require.NoError(t, err)

	// Another state with the same view for seat 0: seat 1's hand and the
	// stock exchange cards.
	other := s.Clone()
	h1 := other.mut(hands[1])
	st := other.mut(stock)
	h1.Cards[0], st.Cards[3] = st.Cards[3], h1.Cards[0]
	require.Equal(t, s.View(0, 0).Piles, other.View(0, 0).Piles, "the same view for seat 0")

	a, b := s.Determinize(0, 99), other.Determinize(0, 99)
	assert.Equal(t, fixCodes(a, hands[1]), fixCodes(b, hands[1]), "the same imagined hand")
	assert.Equal(t, fixCodes(a, stock), fixCodes(b, stock), "the same imagined stock")
	assert.Equal(t, fixCodes(s, hands[0]), fixCodes(a, hands[0]), "the seat's own hand stays")
	assert.Equal(t, fixCodes(s, fixPile(t, s, "discard")), fixCodes(a, fixPile(t, a, "discard")), "public cards stay")
	require.NoError(t, a.CheckCards())
	assert.NotEqual(t, fixCodes(s.Determinize(0, 1), hands[1]), fixCodes(s.Determinize(0, 2), hands[1]), "another seed, another world")
}
