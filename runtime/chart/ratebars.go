package chart

import "fmt"

// RateBar is one bar of a chart of rates: a share with its 95% interval.
type RateBar struct {
	Label        string
	Rate, Lo, Hi float64
	Class        string
}

// RateBars draws each rate as a bar with its 95% interval and its label
// below, one bar per unit of the x axis.
func (f Frame) RateBars(bars []RateBar) {
	for i, b := range bars {
		x := float64(i)
		mid := f.X(x + 0.5)
		f.SVG.Rects = append(f.SVG.Rects, Rect{X: f.X(x + 0.15), Y: f.Y(b.Rate), W: f.X(x+0.85) - f.X(x+0.15), H: f.Y(0) - f.Y(b.Rate), Class: b.Class,
			Tip: fmt.Sprintf("%s: %.1f%% (%.1f%% to %.1f%%)", b.Label, 100*b.Rate, 100*b.Lo, 100*b.Hi)})
		f.SVG.Lines = append(f.SVG.Lines, Line{mid, f.Y(b.Lo), mid, f.Y(b.Hi), "interval"})
		f.SVG.Texts = append(f.SVG.Texts, Text{X: mid, Y: f.Y(0) + 15, S: b.Label, Anchor: "middle"})
	}
}
