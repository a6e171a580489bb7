package report

import "math"

// SVG is a chart as shapes, placed in its own coordinates; the page's
// template writes it out, escaping every label.
type SVG struct {
	W, H  float64
	Title string
	Rects []Rect
	Lines []Line
	Texts []Text
}

// Rect is a bar; Tip is shown when the pointer rests on it.
type Rect struct {
	X, Y, W, H float64
	Class, Tip string
}

// Line is an axis, a tick or an interval.
type Line struct {
	X1, Y1, X2, Y2 float64
	Class          string
}

// Text is a label; Anchor is start, middle or end.
type Text struct {
	X, Y      float64
	S, Anchor string
	Class     string
}

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

// niceCeil rounds top up to a whole number of nice steps.
func niceCeil(top float64) float64 {
	step := niceStep(top)
	return math.Ceil(top/step-1e-9) * step
}

// ticks are the values from 0 to top, a nice step apart.
func ticks(top float64) []float64 {
	step := niceStep(top)
	var out []float64
	for i := 0; float64(i)*step <= top+1e-9; i++ {
		out = append(out, float64(i)*step)
	}
	return out
}
