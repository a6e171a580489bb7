package sim

import (
	"maps"
	"math"
	"slices"
)

// Two runs of simulate play game i of each on the same seed (--seed+i)
// and seats: the same deal, wherever the rules deal alike, and bots
// seeded alike. A difference of the two runs' lengths is then measured
// game by game, the pairs independent of each other, so what the seed
// decides in both (a long deal, a lucky start) cancels out and the
// interval is narrower; it is valid whatever the rules, as long as every
// game of each run has its partner. The summaries keep each game's seed,
// seats and length for that, up to maxPaired games a run; past them, or
// when the games do not pair, lengths are compared unpaired.

// maxPaired is the most games a summary keeps for pairing (about 40 bytes
// each).
const maxPaired = 1_000_000

// pairedGame is what a summary keeps of a game for pairing.
type pairedGame struct {
	seed  uint64
	seats int
	moves int
}

// keepPaired keeps a game for pairing.
func (s *Summary) keepPaired(r Record) {
	if s.perGame == nil {
		s.perGame = map[int]pairedGame{}
	}
	if len(s.perGame) < maxPaired {
		s.perGame[r.Game] = pairedGame{seed: r.Seed, seats: r.Seats, moves: r.Moves}
	}
}

// pairs are the lengths of a's and b's games, game by game, when every
// game of each has its partner in the other (the same index, seed and
// seats); ok is false otherwise.
func pairs(a, b *Summary) (la, lb []int64, ok bool) {
	if a.Games != b.Games || len(a.perGame) != a.Games || len(b.perGame) != b.Games || a.Games < 2 {
		return nil, nil, false
	}
	for _, i := range slices.Sorted(maps.Keys(a.perGame)) {
		ga, gb := a.perGame[i], b.perGame[i]
		if _, in := b.perGame[i]; !in || ga.seed != gb.seed || ga.seats != gb.seats {
			return nil, nil, false
		}
		la, lb = append(la, int64(ga.moves)), append(lb, int64(gb.moves))
	}
	return la, lb, true
}

// pairedLengthChange is LengthChange of games paired by seed: the ratio of
// the mean lengths, its interval on the log scale with the covariance of
// the pairs (the delta method: var(log R) = s_a²/(n·m_a²) + s_b²/(n·m_b²)
// - 2·s_ab/(n·m_a·m_b)). ok is false when the games do not pair.
func pairedLengthChange(a, b *Summary) (Difference, bool) {
	la, lb, ok := pairs(a, b)
	if !ok {
		return Difference{}, false
	}
	var sa, sb, saa, sbb, sab int64
	for i := range la {
		sa, sb = sa+la[i], sb+lb[i]
		saa, sbb, sab = saa+la[i]*la[i], sbb+lb[i]*lb[i], sab+la[i]*lb[i]
	}
	n := float64(len(la))
	ma, mb := float64(sa)/n, float64(sb)/n
	if ma <= 0 || mb <= 0 {
		return Difference{}, false
	}
	cov := func(sxy, sx, sy int64) float64 { return (float64(sxy) - float64(sx)*float64(sy)/n) / (n - 1) }
	v := cov(saa, sa, sa)/(n*ma*ma) + cov(sbb, sb, sb)/(n*mb*mb) - 2*cov(sab, sa, sb)/(n*ma*mb)
	se := math.Sqrt(math.Max(v, 0))
	ratio := mb / ma
	lo, hi := ratio*math.Exp(-z95*se)-1, ratio*math.Exp(z95*se)-1
	return Difference{Change: ratio - 1, Lo: lo, Hi: hi, Real: lo > 0 || hi < 0, Known: true,
		P: sideP(math.Log(ratio), math.Log1p(lo), math.Log1p(hi))}, true
}
