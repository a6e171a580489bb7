package main

import (
	"fmt"
	"html"
	"math"
	"strings"

	htmlreport "github.com/rulerun/rulerun/runtime/sim/report"
)

// plotColors tell the runs apart in a plot.
var plotColors = []string{"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"}

// chart is the frame of one chart: where it is on the page, and its scales.
type chart struct {
	b              *strings.Builder
	top, w, h, pad int
	xMax, yMax     float64 // the data ends at or below these
}

func (c chart) left() float64   { return float64(c.pad) }
func (c chart) right() float64  { return float64(c.w - c.pad) }
func (c chart) bottom() float64 { return float64(c.top + c.h - c.pad) }
func (c chart) upper() float64  { return float64(c.top + c.pad) }

// x and y place a value of the data on the page.
func (c chart) x(v float64) float64 { return c.left() + v/c.xMax*(c.right()-c.left()) }
func (c chart) y(v float64) float64 { return c.bottom() - v/c.yMax*(c.bottom()-c.upper()) }

// plotSVG draws two charts of simulated runs: how long their games are (the
// share of games of each length, one line a run) and how often each seat
// wins and how often the game is drawn (bars, one a run, with their 95%
// intervals), with a legend.
func plotSVG(sums []namedSummary) string {
	const w, h, pad = 760, 320, 60
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", w, 2*h+40+20*len(sums))
	b.WriteString(`<rect width="100%" height="100%" fill="white"/>` + "\n")
	lengthChart(&b, sums, 0, w, h, pad)
	winChart(&b, sums, h+20, w, h, pad)
	for i, ns := range sums {
		y := 2*h + 40 + 20*i
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="14" height="10" fill="%s"/><text x="%d" y="%d">%s: %d games</text>`+"\n",
			pad, y, plotColors[i%len(plotColors)], pad+20, y+10, html.EscapeString(ns.path), ns.sum.Games)
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// lengthBins is how many bars of lengths the length chart has at most.
const lengthBins = 40

// lengthChart draws the share of games of each length, in bins of whole
// moves, on an axis that reaches the longest game.
func lengthChart(b *strings.Builder, sums []namedSummary, top, w, h, pad int) {
	longest := 1
	for _, ns := range sums {
		for length := range ns.sum.Lengths() {
			longest = max(longest, length)
		}
	}
	axis := htmlreport.NiceCeil(float64(longest + 1)) // the axis ends on a tick past the longest game
	width := max(1, int(math.Ceil(axis/lengthBins)))  // moves a bin
	bins := int(math.Ceil(axis / float64(width)))
	shares := make([][]float64, len(sums))
	most := 0.0
	for i, ns := range sums {
		shares[i] = make([]float64, bins)
		for length, n := range ns.sum.Lengths() {
			shares[i][length/width] += float64(n) / float64(max(ns.sum.Games, 1))
		}
		for _, s := range shares[i] {
			most = max(most, s)
		}
	}
	c := chart{b: b, top: top, w: w, h: h, pad: pad, xMax: max(axis, float64(bins*width)), yMax: htmlreport.NiceCeil(max(most, 0.01))}
	c.frame("Game length", "moves", "share of games")
	c.xTicks(htmlreport.Ticks(c.xMax), func(v float64) string { return fmt.Sprintf("%.0f", v) })
	c.yTicks()
	for i := range sums {
		var pts []string
		for k, s := range shares[i] {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", c.x((float64(k)+0.5)*float64(width)), c.y(s)))
		}
		fmt.Fprintf(b, `<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>`+"\n", plotColors[i%len(plotColors)], strings.Join(pts, " "))
	}
}

// winChart draws each seat's win rate and the share of drawn games, a bar a
// run, each with its 95% interval.
func winChart(b *strings.Builder, sums []namedSummary, top, w, h, pad int) {
	seats := 0
	for _, ns := range sums {
		seats = max(seats, len(ns.sum.Played))
	}
	most := 0.01
	for _, ns := range sums {
		for s := range ns.sum.Played {
			_, _, hi := ns.sum.WinRate(s)
			most = max(most, hi)
		}
		_, _, hi := ns.sum.DrawRate()
		most = max(most, hi)
	}
	groups := seats + 1 // the seats, then drawn games
	c := chart{b: b, top: top, w: w, h: h, pad: pad, xMax: float64(groups), yMax: htmlreport.NiceCeil(most)}
	c.frame("Wins by seat, and drawn games (bars: 95% intervals)", "seat", "share of games")
	c.yTicks()
	bar := 0.8 / float64(len(sums))
	for g := range groups {
		for i, ns := range sums {
			rate, lo, hi := ns.sum.DrawRate()
			if g < seats {
				rate, lo, hi = ns.sum.WinRate(g)
			}
			x := float64(g) + 0.1 + float64(i)*bar
			fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`+"\n",
				c.x(x), c.y(rate), c.x(x+bar*0.9)-c.x(x), c.y(0)-c.y(rate), plotColors[i%len(plotColors)])
			mid := c.x(x + bar*0.45)
			fmt.Fprintf(b, `<line x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f" stroke="black"/>`+"\n", mid, mid, c.y(lo), c.y(hi))
		}
		label := fmt.Sprint(g + 1)
		if g == seats {
			label = "drawn"
		}
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle">%s</text>`+"\n", c.x(float64(g)+0.5), c.bottom()+16, label)
	}
}

// frame draws a chart's axes, title and axis labels.
func (c chart) frame(title, xLabel, yLabel string) {
	fmt.Fprintf(c.b, `<text x="%d" y="%d" font-size="14">%s</text>`+"\n", c.pad, c.top+20, html.EscapeString(title))
	fmt.Fprintf(c.b, `<line x1="%.0f" y1="%.0f" x2="%.0f" y2="%.0f" stroke="black"/>`+"\n", c.left(), c.bottom(), c.right(), c.bottom())
	fmt.Fprintf(c.b, `<line x1="%.0f" y1="%.0f" x2="%.0f" y2="%.0f" stroke="black"/>`+"\n", c.left(), c.upper(), c.left(), c.bottom())
	fmt.Fprintf(c.b, `<text x="%.0f" y="%.0f" text-anchor="middle">%s</text>`+"\n", (c.left()+c.right())/2, c.bottom()+34, html.EscapeString(xLabel))
	fmt.Fprintf(c.b, `<text x="%d" y="%.0f" text-anchor="middle" transform="rotate(-90 %d %.0f)">%s</text>`+"\n",
		c.pad/3, (c.upper()+c.bottom())/2, c.pad/3, (c.upper()+c.bottom())/2, html.EscapeString(yLabel))
}

// xTicks marks values along the x axis.
func (c chart) xTicks(ticks []float64, label func(float64) string) {
	for _, v := range ticks {
		x := c.x(v)
		fmt.Fprintf(c.b, `<line x1="%.1f" y1="%.0f" x2="%.1f" y2="%.0f" stroke="black"/><text x="%.1f" y="%.0f" text-anchor="middle">%s</text>`+"\n",
			x, c.bottom(), x, c.bottom()+5, x, c.bottom()+17, label(v))
	}
}

// yTicks marks shares along the y axis, as percentages.
func (c chart) yTicks() {
	for _, v := range htmlreport.Ticks(c.yMax) {
		y := c.y(v)
		fmt.Fprintf(c.b, `<line x1="%.0f" y1="%.1f" x2="%.0f" y2="%.1f" stroke="black"/><text x="%.0f" y="%.1f" text-anchor="end">%s</text>`+"\n",
			c.left()-5, y, c.left(), y, c.left()-8, y+4, tickPct(v))
	}
}

func tickPct(v float64) string {
	p := math.Round(1000*v) / 10
	if p == math.Trunc(p) {
		return fmt.Sprintf("%.0f%%", p)
	}
	return fmt.Sprintf("%.1f%%", p)
}
