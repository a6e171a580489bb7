package core

import (
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestStretchStartsCountsTheMissed checks the stretches stretchStarts
// marks, counted bit by bit for all at once, against a count of each.
func TestStretchStartsCountsTheMissed(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		n := 1 + rng.IntN(64)
		size, free := 1+rng.IntN(n), rng.IntN(11)
		missed := rng.Uint64()
		if n < 64 {
			missed &= 1<<uint(n) - 1
		}
		var want uint64
		for lo := 0; lo+size <= n; lo++ {
			window := uint64(1)<<uint(size) - 1
			if bits.OnesCount64(missed>>uint(lo)&window) <= free {
				want |= 1 << uint(lo)
			}
		}
		assert.Equal(t, want, stretchStarts(missed, n, size, free), "n %d, size %d, free %d, missed %b", n, size, free, missed)
	}
}
