package sim

import "math"

// Difference is how a quantity of one set of games differs from another's:
// the relative change, with a 95% confidence interval, and whether the
// interval leaves out no change at all.
type Difference struct {
	Change, Lo, Hi float64 // relative: -0.18 is 18% less
	Real           bool    // the interval does not contain 0
}

// LengthChange compares the mean game length of b with a's: Welch's
// interval for the difference of the means, relative to a's mean.
func LengthChange(a, b *Summary) Difference {
	ma, mb := a.Mean(), b.Mean()
	if a.Games < 2 || b.Games < 2 || ma == 0 {
		return Difference{}
	}
	se := math.Sqrt(sq(a.StdDev())/float64(a.Games) + sq(b.StdDev())/float64(b.Games))
	d := mb - ma
	return relative(d, d-z95*se, d+z95*se, ma)
}

// RateChange compares two proportions, k1 of n1 and k2 of n2, with the
// normal interval of their difference, in points (not relative).
func RateChange(k1, n1, k2, n2 float64) Difference {
	if n1 == 0 || n2 == 0 {
		return Difference{}
	}
	p1, p2 := k1/n1, k2/n2
	se := math.Sqrt(p1*(1-p1)/n1 + p2*(1-p2)/n2)
	d := p2 - p1
	return Difference{Change: d, Lo: d - z95*se, Hi: d + z95*se, Real: d-z95*se > 0 || d+z95*se < 0}
}

func relative(d, lo, hi, base float64) Difference {
	return Difference{Change: d / base, Lo: lo / base, Hi: hi / base, Real: lo > 0 || hi < 0}
}

func sq(x float64) float64 { return x * x }
