package chart

import (
	"fmt"
	"html"
	"math"
	"strings"
)

// Colors tell the runs apart in a chart written as SVG text.
var Colors = []string{"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"}

// Color is the colour of run i.
func Color(i int) string { return Colors[i%len(Colors)] }

// Canvas is the frame of one chart written straight to SVG text: where it
// is on the page, and its scales.
type Canvas struct {
	B              *strings.Builder
	Top, W, H, Pad int
	XMax, YMax     float64 // the data ends at or below these
}

// Left is the x of the y axis.
func (c Canvas) Left() float64 { return float64(c.Pad) }

// Right is the x where the x axis ends.
func (c Canvas) Right() float64 { return float64(c.W - c.Pad) }

// Bottom is the y of the x axis.
func (c Canvas) Bottom() float64 { return float64(c.Top + c.H - c.Pad) }

// Upper is the y where the y axis ends.
func (c Canvas) Upper() float64 { return float64(c.Top + c.Pad) }

// X places a value of the x axis on the page.
func (c Canvas) X(v float64) float64 { return c.Left() + v/c.XMax*(c.Right()-c.Left()) }

// Y places a value of the y axis on the page.
func (c Canvas) Y(v float64) float64 { return c.Bottom() - v/c.YMax*(c.Bottom()-c.Upper()) }

// Frame draws a chart's axes, title and axis labels.
func (c Canvas) Frame(title, xLabel, yLabel string) {
	fmt.Fprintf(c.B, `<text x="%d" y="%d" font-size="14">%s</text>`+"\n", c.Pad, c.Top+20, html.EscapeString(title))
	fmt.Fprintf(c.B, `<line x1="%.0f" y1="%.0f" x2="%.0f" y2="%.0f" stroke="black"/>`+"\n", c.Left(), c.Bottom(), c.Right(), c.Bottom())
	fmt.Fprintf(c.B, `<line x1="%.0f" y1="%.0f" x2="%.0f" y2="%.0f" stroke="black"/>`+"\n", c.Left(), c.Upper(), c.Left(), c.Bottom())
	fmt.Fprintf(c.B, `<text x="%.0f" y="%.0f" text-anchor="middle">%s</text>`+"\n", (c.Left()+c.Right())/2, c.Bottom()+34, html.EscapeString(xLabel))
	fmt.Fprintf(c.B, `<text x="%d" y="%.0f" text-anchor="middle" transform="rotate(-90 %d %.0f)">%s</text>`+"\n",
		c.Pad/3, (c.Upper()+c.Bottom())/2, c.Pad/3, (c.Upper()+c.Bottom())/2, html.EscapeString(yLabel))
}

// XTicks marks values along the x axis.
func (c Canvas) XTicks(ticks []float64, label func(float64) string) {
	for _, v := range ticks {
		x := c.X(v)
		fmt.Fprintf(c.B, `<line x1="%.1f" y1="%.0f" x2="%.1f" y2="%.0f" stroke="black"/><text x="%.1f" y="%.0f" text-anchor="middle">%s</text>`+"\n",
			x, c.Bottom(), x, c.Bottom()+5, x, c.Bottom()+17, label(v))
	}
}

// YTicks marks shares along the y axis, as percentages.
func (c Canvas) YTicks() {
	for _, v := range Ticks(c.YMax) {
		y := c.Y(v)
		fmt.Fprintf(c.B, `<line x1="%.0f" y1="%.1f" x2="%.0f" y2="%.1f" stroke="black"/><text x="%.0f" y="%.1f" text-anchor="end">%s</text>`+"\n",
			c.Left()-5, y, c.Left(), y, c.Left()-8, y+4, TickPct(v))
	}
}

// TickPct writes a share as a percentage, to a tenth of a percent when it
// is not whole.
func TickPct(v float64) string {
	p := math.Round(1000*v) / 10
	if p == math.Trunc(p) {
		return fmt.Sprintf("%.0f%%", p)
	}
	return fmt.Sprintf("%.1f%%", p)
}
