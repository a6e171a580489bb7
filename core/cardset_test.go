package core

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCardSetSorts checks that a card set gives back the ids added in
// ascending order, for a deck small enough for its bits and a larger one.
func TestCardSetSorts(t *testing.T) {
	for _, size := range []int{1, 52, 108, 512, 513, 2000} {
		rng := rand.New(rand.NewPCG(uint64(size), 1))
		ids := make([]CardID, size)
		for i := range ids {
			ids[i] = CardID(i)
		}
		rng.Shuffle(size, func(i, j int) { ids[i], ids[j] = ids[j], ids[i] })
		var c cardSet
		c.init(size)
		cut := rng.IntN(size + 1)
		c.add(ids[:cut])
		c.add(ids[cut:])
		got := c.appendSorted(ids[:0])
		want := make([]CardID, size)
		for i := range want {
			want[i] = CardID(i)
		}
		assert.Equal(t, want, got, "size %d", size)
		assert.True(t, slices.IsSorted(got))
	}
}
