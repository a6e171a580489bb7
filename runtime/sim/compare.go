package sim

import "math"

// Difference is how a quantity of one set of games differs from another's:
// the change, with a 95% confidence interval, and whether the interval
// leaves out no change at all. Every bound is one the quantity can take.
type Difference struct {
	Change float64 `json:"change"` // relative for lengths (-0.18 is 18% less), in points for rates (as a share: 0.02 is 2 points)
	Lo     float64 `json:"lo"`
	Hi     float64 `json:"hi"`
	// Real is true when the difference stands after the correction for
	// the number of comparisons of the run (Holm's, see Correct); before
	// it, when the interval does not contain 0.
	Real bool `json:"real"`
	// P is the chance of a change at least this large were there none
	// (two-sided, from the interval's normal approximation), before any
	// correction.
	P float64 `json:"p"`
	// Known is false when the games cannot be compared (too few of them,
	// or a set whose games all have no moves): the other fields are zero.
	Known bool `json:"known"`
}

// LengthChange compares the mean game length of b with a's, relative to
// a's mean. The interval is that of the ratio of the means, on the log
// scale (the delta method), so that it can never reach below -100%: a set
// of games cannot be more than all shorter.
func LengthChange(a, b *Summary) Difference {
	ma, mb := a.Mean(), b.Mean()
	if a.Games < 2 || b.Games < 2 || ma <= 0 || mb <= 0 {
		return Difference{}
	}
	return ratioChange(ma, a.StdDev(), a.Games, mb, b.StdDev(), b.Games)
}

// ratioChange is the change of mean mb (sd sb, of nb) relative to mean ma
// (sd sa, of na), with the interval of the ratio on the log scale.
func ratioChange(ma, sa float64, na int, mb, sb float64, nb int) Difference {
	ratio := mb / ma
	se := math.Sqrt(sq(sa/ma)/float64(na) + sq(sb/mb)/float64(nb))
	lo, hi := ratio*math.Exp(-z95*se)-1, ratio*math.Exp(z95*se)-1
	return Difference{Change: ratio - 1, Lo: lo, Hi: hi, Real: lo > 0 || hi < 0, Known: true,
		P: sideP(math.Log(ratio), math.Log1p(lo), math.Log1p(hi))}
}

// RateChange compares two proportions, k1 of n1 and k2 of n2, in points
// (not relative), with Newcombe's hybrid score interval: built from the
// Wilson interval of each rate, it stays within -100 to +100 points and
// keeps its width when a rate is 0 or 1.
func RateChange(k1, n1, k2, n2 float64) Difference {
	if n1 == 0 || n2 == 0 {
		return Difference{}
	}
	p1, l1, u1 := wilson(k1, n1)
	p2, l2, u2 := wilson(k2, n2)
	d := p2 - p1
	lo := d - math.Sqrt(sq(p2-l2)+sq(u1-p1))
	hi := d + math.Sqrt(sq(u2-p2)+sq(p1-l1))
	return Difference{Change: d, Lo: lo, Hi: hi, Real: lo > 0 || hi < 0, Known: true, P: sideP(d, lo, hi)}
}

// sideP is the two-sided p-value of a change c whose 95% interval is lo to
// hi: its standard error read from the side of the interval toward 0, so
// that p < 0.05 exactly when the interval leaves 0 out.
func sideP(c, lo, hi float64) float64 {
	half := hi - c
	if c > 0 {
		half = c - lo
	}
	if half <= 0 || math.IsNaN(half) {
		if c == 0 {
			return 1
		}
		return 0
	}
	z := math.Abs(c) / (half / z95)
	return math.Erfc(z / math.Sqrt2)
}

func sq(x float64) float64 { return x * x }
