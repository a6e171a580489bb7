package sim

import (
	"math"
	"slices"
)

// Dist counts how many times each whole number was seen: the legal moves
// at each decision, the lead changes of each game. Its figures are summed
// in the order of the numbers, never of their arrival, so that the same
// counts added in any order (shards merged) give the same figures to the
// last bit.
type Dist map[int]int

// add counts the numbers of o into d.
func (d Dist) add(o Dist) {
	for v, n := range o {
		d[v] += n
	}
}

// values are the numbers seen, smallest first.
func (d Dist) values() []int {
	out := make([]int, 0, len(d))
	for v, n := range d {
		if n > 0 {
			out = append(out, v)
		}
	}
	slices.Sort(out)
	return out
}

// N is how many numbers were seen.
func (d Dist) N() int {
	n := 0
	for _, v := range d.values() {
		n += d[v]
	}
	return n
}

// Mean is the mean of the numbers seen; 0 when none were.
func (d Dist) Mean() float64 {
	sum, n := 0.0, 0
	for _, v := range d.values() {
		sum += float64(v) * float64(d[v])
		n += d[v]
	}
	if n == 0 {
		return 0
	}
	return sum / float64(n)
}

// SD is the standard deviation of the numbers seen.
func (d Dist) SD() float64 {
	n := d.N()
	if n < 2 {
		return 0
	}
	m, ss := d.Mean(), 0.0
	for _, v := range d.values() {
		ss += float64(d[v]) * sq(float64(v)-m)
	}
	return math.Sqrt(ss / float64(n-1))
}

// Quantile is the number below which a share q of those seen fall,
// interpolated between the two nearest.
func (d Dist) Quantile(q float64) float64 {
	vals, n := d.values(), d.N()
	if n == 0 {
		return 0
	}
	at := func(i int) float64 {
		seen := 0
		for _, v := range vals {
			seen += d[v]
			if i < seen {
				return float64(v)
			}
		}
		return float64(vals[len(vals)-1])
	}
	rank := q * float64(n-1)
	lo, hi := int(math.Floor(rank)), int(math.Ceil(rank))
	return at(lo) + (at(hi)-at(lo))*(rank-float64(lo))
}

// Max is the largest number seen; 0 when none were.
func (d Dist) Max() int {
	vals := d.values()
	if len(vals) == 0 {
		return 0
	}
	return vals[len(vals)-1]
}

// MeanFigure is the mean with its 95% interval (normal).
func (d Dist) MeanFigure() Mean { return d.MeanAt(z95) }

// Mean is a mean with its 95% interval.
type Mean struct {
	Of   int     `json:"of"` // the numbers it is the mean of
	Mean float64 `json:"mean"`
	Lo   float64 `json:"lo"`
	Hi   float64 `json:"hi"`
}

// MeanChange compares the mean of b with a's, as a difference of the
// means (not relative), with a normal 95% interval (Welch's standard
// error).
func MeanChange(a, b Dist) Difference {
	na, nb := a.N(), b.N()
	if na < 2 || nb < 2 {
		return Difference{}
	}
	d := b.Mean() - a.Mean()
	se := math.Sqrt(sq(a.SD())/float64(na) + sq(b.SD())/float64(nb))
	lo, hi := d-z95*se, d+z95*se
	return Difference{Change: d, Lo: lo, Hi: hi, Real: lo > 0 || hi < 0, Known: true, P: sideP(d, lo, hi)}
}

// RatioChange compares the mean of b with a's, relative to a's, as
// LengthChange does for game lengths.
func RatioChange(a, b Dist) Difference {
	na, nb := a.N(), b.N()
	ma, mb := a.Mean(), b.Mean()
	if na < 2 || nb < 2 || ma <= 0 || mb <= 0 {
		return Difference{}
	}
	return ratioChange(ma, a.SD(), na, mb, b.SD(), nb)
}
