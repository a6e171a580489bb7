package sim

import "math"

// PerMoves is the length rates are given per: "2.6 every 100 moves".
const PerMoves = 100

// moveSums are the sums of one quantity counted in every game, kept with
// the games' lengths so that its rate per move can be given with its
// interval: a ratio of totals (the count over all games by the moves over
// all games), whose variance needs how the count and the length vary
// together. Whole numbers, summed exactly, so that shards merged in any
// order give the same figures to the last bit.
type moveSums struct {
	count, countSq, cross int64 // Σc, Σc², Σc·m over the games
}

// add counts a game of moves moves in which the quantity was counted n
// times.
func (s *moveSums) add(n, moves int) {
	c, m := int64(n), int64(moves)
	s.count += c
	s.countSq += c * c
	s.cross += c * m
}

// lengthSums are the sums of the games' lengths, exactly.
type lengthSums struct {
	games         int64
	moves, sqrSum int64 // Σm, Σm²
}

// perMove is the rate of a quantity per PerMoves moves, a ratio of totals
// with its 95% interval (the delta method: the ratio estimator's
// variance, s_c² - 2R·s_cm + R²·s_m² over n·m̄²). It needs two games with
// moves.
func perMove(s moveSums, l lengthSums) Mean {
	n := float64(l.games)
	if l.games < 2 || l.moves <= 0 {
		return Mean{Of: int(l.games)}
	}
	r := float64(s.count) / float64(l.moves)
	meanM := float64(l.moves) / n
	varC := (float64(s.countSq) - sq(float64(s.count))/n) / (n - 1)
	varM := (float64(l.sqrSum) - sq(float64(l.moves))/n) / (n - 1)
	cov := (float64(s.cross) - float64(s.count)*float64(l.moves)/n) / (n - 1)
	v := max((varC-2*r*cov+r*r*varM)/(n*meanM*meanM), 0)
	se := math.Sqrt(v)
	return Mean{Of: int(l.games), Mean: PerMoves * r, Lo: max(PerMoves*(r-z95*se), 0), Hi: PerMoves * (r + z95*se)}
}

// rateChange compares the rate per move of b with a's, as a difference
// (per PerMoves moves) of two independent ratio estimates.
func rateChange(a, b Mean) Difference {
	if a.Of < 2 || b.Of < 2 {
		return Difference{}
	}
	sa, sb := (a.Hi-a.Mean)/z95, (b.Hi-b.Mean)/z95
	d := b.Mean - a.Mean
	se := math.Sqrt(sa*sa + sb*sb)
	lo, hi := d-z95*se, d+z95*se
	return Difference{Change: d, Lo: lo, Hi: hi, Real: lo > 0 || hi < 0, Known: true, P: sideP(d, lo, hi)}
}
