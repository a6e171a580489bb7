package chart

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
