package core

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func fixShuffled(t *testing.T, seed uint64) []CardID {
	t.Helper()
	s := fixGame(t, 2, seed)
	stock := fixPile(t, s, "stock")
	require.NoError(t, s.Shuffle(stock))
	return fixCards(s, stock)
}

func TestSameSeedSameShuffles(t *testing.T) {
	for _, seed := range []uint64{0, 1, 42, math.MaxUint64} {
		a, b := fixGame(t, 3, seed), fixGame(t, 3, seed)
		for range 5 {
			for _, s := range []*State{a, b} {
				require.NoError(t, s.Shuffle(fixPile(t, s, "stock")))
			}
			assert.Equal(t, fixCards(a, 0), fixCards(b, 0), "seed %d", seed)
			assert.Equal(t, a.Random(1000), b.Random(1000))
			assert.Equal(t, a.RandomFloat(), b.RandomFloat())
		}
	}
}

func TestDifferentSeedsDiffer(t *testing.T) {
	seen := map[string]uint64{}
	for seed := range uint64(200) {
		key := ""
		for _, c := range fixShuffled(t, seed) {
			key += string(rune('A' + c))
		}
		if other, dup := seen[key]; dup {
			t.Fatalf("seeds %d and %d shuffle alike", other, seed)
		}
		seen[key] = seed
	}
	assert.NotEqual(t, fixShuffled(t, 1<<63), fixShuffled(t, 0), "high seed bits matter")
}

func TestShuffleGolden(t *testing.T) {
	// The generator is fixed in this package so that a seed gives the same
	// game on every Go version: these values must never change, or saved
	// seeds replay other games.
	s := fixGame(t, 2, 42)
	stock := fixPile(t, s, "stock")
	require.NoError(t, s.Shuffle(stock))
	assert.Equal(t, []string{"4S", "6S", "6D", "4D", "KC", "5D", "9C", "8H"}, fixCodes(s, stock)[:8])
	assert.Equal(t, 625212, s.Random(1000000))
	assert.Equal(t, 455545, s.Random(1000000))
	assert.InDelta(t, 0.08898211772819975, s.RandomFloat(), 1e-17)
}

func TestRandomRange(t *testing.T) {
	s := fixGame(t, 2, 9)
	for _, n := range []int{1, 2, 3, 7, 52, 1000, 1 << 31, 1<<62 + 1, math.MaxInt} {
		for range 2000 {
			v := s.Random(n)
			require.True(t, v >= 0 && v < n, "Random(%d) = %d", n, v)
		}
	}
	for _, n := range []int{0, -1, math.MinInt} {
		assert.Equal(t, 0, s.Random(n), "Random(%d)", n)
	}
	for range 10000 {
		f := s.RandomFloat()
		require.True(t, f >= 0 && f < 1, "RandomFloat() = %v", f)
	}
}

func TestRandomIsUniform(t *testing.T) {
	s := fixGame(t, 2, 2024)
	const n, draws = 6, 60000
	var counts [n]int
	for range draws {
		counts[s.Random(n)]++
	}
	for i, c := range counts {
		// The standard deviation is about 91; the seed is fixed, so this
		// is not flaky, but a biased generator fails it.
		assert.InDelta(t, draws/n, c, 500, "value %d", i)
	}

	// Every position of a 5-card shuffle is reached by every card.
	var pos [5][5]int
	disc := fixPile(t, s, "discard")
	_, err := s.Draw(fixPile(t, s, "stock"), disc, 5)
	require.NoError(t, err)
	for range 5000 {
		before := fixCards(s, disc)
		require.NoError(t, s.Shuffle(disc))
		for i, c := range fixCards(s, disc) {
			for j, b := range before {
				if b == c {
					pos[j][i]++
				}
			}
		}
	}
	for j := range pos {
		for i := range pos[j] {
			assert.InDelta(t, 1000, pos[j][i], 150, "card %d at %d", j, i)
		}
	}
}

func TestRNGStreamDependsOnlyOnSeed(t *testing.T) {
	a, b := newRNG(5), newRNG(5)
	for range 100 {
		require.Equal(t, a.intn(1<<40), b.intn(1<<40))
	}
	c := newRNG(6)
	same := 0
	for range 100 {
		if a.intn(1<<40) == c.intn(1<<40) {
			same++
		}
	}
	assert.Less(t, same, 3)
	assert.Equal(t, 0, a.intn(1), "intn(1) draws nothing")
	d, e := newRNG(5), newRNG(5)
	d.intn(1)
	d.intn(0)
	assert.Equal(t, e.intn(1000), d.intn(1000), "intn(n <= 1) does not advance the stream")
}
