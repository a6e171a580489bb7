package sim

import "math"

// ZAt is the normal quantile of a two-sided interval that misses the
// truth with chance alpha: 1.96 for 0.05. A run that looks at its figures
// several times (rulerun tune's race) or claims several at once widens
// its intervals by spending a part of Alpha on each.
func ZAt(alpha float64) float64 {
	if alpha <= 0 || alpha >= 1 {
		return math.Inf(1)
	}
	return math.Sqrt2 * math.Erfinv(1-alpha)
}

// WilsonAt is the Wilson score interval of k successes in n trials at the
// normal quantile z (ZAt); all zero when n is.
func WilsonAt(k, n, z float64) (p, lo, hi float64) {
	if n <= 0 {
		return 0, 0, 0
	}
	p = k / n
	d := 1 + z*z/n
	c := (p + z*z/(2*n)) / d
	h := z * math.Sqrt(p*(1-p)/n+z*z/(4*n*n)) / d
	return p, math.Max(0, c-h), math.Min(1, c+h)
}

// MeanAt is the mean of d with its normal interval at the quantile z
// (ZAt); MeanFigure is MeanAt(z95).
func (d Dist) MeanAt(z float64) Mean {
	n := d.N()
	m := Mean{Of: n, Mean: d.Mean()}
	h := 0.0
	if n > 1 {
		h = z * d.SD() / math.Sqrt(float64(n))
	}
	m.Lo, m.Hi = m.Mean-h, m.Mean+h
	return m
}
