package chart

import "math"

// Axes: a chart's axis ends on a round tick at or above its data, with
// about five ticks a round step apart (1, 2 or 5 times a power of ten).
// The report page and the SVG of rulerun simulate --svg both use them.

// niceStep is a round step (1, 2 or 5 times a power of ten) that divides
// 0..top into about five parts.
func niceStep(top float64) float64 {
	if top <= 0 {
		return 1
	}
	raw := top / 5
	mag := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5} {
		if m*mag >= raw {
			return m * mag
		}
	}
	return 10 * mag
}

// NiceCeil rounds top up to a whole number of nice steps.
func NiceCeil(top float64) float64 {
	step := niceStep(top)
	return math.Ceil(top/step-1e-9) * step
}

// Ticks are the values from 0 to top, a nice step apart.
func Ticks(top float64) []float64 {
	step := niceStep(top)
	var out []float64
	for i := 0; float64(i)*step <= top+1e-9; i++ {
		out = append(out, float64(i)*step)
	}
	return out
}
