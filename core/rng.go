package core

import (
	"math/bits"
	"math/rand/v2"
)

// rng is the game's only random source: PCG-DXSM seeded from the game seed.
// Its algorithm is fixed here (not left to math/rand's helpers), so a seed
// gives the same game on every Go version.
type rng struct{ pcg rand.PCG }

func newRNG(seed uint64) rng {
	return rng{pcg: *rand.NewPCG(seed, 0x72756c6572756e)} // "rulerun"
}

// intn returns a uniform integer in [0, n) by Lemire's method.
func (r *rng) intn(n int) int {
	if n <= 1 {
		return 0
	}
	bound := uint64(n)
	hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
	if lo < bound {
		thresh := -bound % bound
		for lo < thresh {
			hi, lo = bits.Mul64(r.pcg.Uint64(), bound)
		}
	}
	return int(hi)
}

// float returns a uniform number in [0, 1).
func (r *rng) float() float64 {
	return float64(r.pcg.Uint64()>>11) / (1 << 53)
}
