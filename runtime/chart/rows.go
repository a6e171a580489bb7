package chart

import "fmt"

// Rows is a chart of one bar a row, a name on its left.
type Rows struct {
	SVG  *SVG
	left float64
}

// RowH is the height of a row of Rows.
const RowH = 18.0

// NewRows starts a chart of n rows titled title, with its x axis.
func NewRows(title string, n int) Rows {
	r := Rows{SVG: &SVG{W: Width, H: PadT + PadB + RowH*float64(max(n, 1)), Title: title}, left: 130}
	r.SVG.Lines = append(r.SVG.Lines, Line{r.left, r.SVG.H - PadB, Width - PadR, r.SVG.H - PadB, "axis"})
	return r
}

// RowY is the top of row i.
func (r Rows) RowY(i int) float64 { return PadT + RowH*float64(i) }

// Label writes a row's name on its left.
func (r Rows) Label(y float64, s string) {
	r.SVG.Texts = append(r.SVG.Texts, Text{X: r.left - 6, Y: y + 12, S: s, Anchor: "end"})
}

// Note writes text in a row instead of a bar.
func (r Rows) Note(y float64, s, class string) {
	r.SVG.Texts = append(r.SVG.Texts, Text{X: r.left + 4, Y: y + 12, S: s, Class: class})
}

func (r Rows) scale(v, xMax float64) float64 { return r.left + v/xMax*(Width-r.left-PadR-40) }

// Mean is a mean with its 95% interval, of Total things counted in all.
type Mean struct {
	Total        int
	Mean, Lo, Hi float64
}

// Bar draws a count a game as a bar from dy down the row, its interval as
// a line, and its mean written after it; nothing when nothing was counted.
func (r Rows) Bar(y, dy, h float64, c Mean, xMax float64, class, tip string) {
	if c.Total == 0 {
		return
	}
	r.SVG.Rects = append(r.SVG.Rects, Rect{X: r.left, Y: y + 2 + dy, W: r.scale(c.Mean, xMax) - r.left, H: h, Class: class, Tip: tip})
	mid := y + 2 + dy + h/2
	r.SVG.Lines = append(r.SVG.Lines, Line{r.scale(c.Lo, xMax), mid, r.scale(c.Hi, xMax), mid, "interval"})
	r.SVG.Texts = append(r.SVG.Texts, Text{X: r.scale(c.Hi, xMax) + 4, Y: mid + 4, S: fmt.Sprintf("%.2f", c.Mean)})
}

// Done labels the x axis and returns the chart.
func (r Rows) Done() *SVG {
	r.SVG.Texts = append(r.SVG.Texts, Text{X: (r.left + Width - PadR) / 2, Y: r.SVG.H - 4, S: "a game", Anchor: "middle", Class: "label"})
	return r.SVG
}
