package report

import (
	"fmt"
	"maps"
	"math"
	"slices"

	"github.com/rulerun/rulerun/runtime/sim"
)

// The size of a chart, and its margins for axes and labels.
const (
	chartW, chartH = 360.0, 200.0
	padL, padR     = 44.0, 10.0
	padT, padB     = 10.0, 36.0
	lengthBins     = 40 // bars of the length histogram, at most
)

// frame is a chart's plotting area with its scales.
type frame struct {
	svg        *SVG
	xMax, yMax float64
}

func newFrame(title string, w, h, xMax, yMax float64) frame {
	f := frame{svg: &SVG{W: w, H: h, Title: title}, xMax: xMax, yMax: yMax}
	f.svg.Lines = append(f.svg.Lines, Line{padL, f.y(0), w - padR, f.y(0), "axis"}, Line{padL, padT, padL, f.y(0), "axis"})
	return f
}

func (f frame) x(v float64) float64 { return padL + v/f.xMax*(f.svg.W-padL-padR) }
func (f frame) y(v float64) float64 { return f.svg.H - padB - v/f.yMax*(f.svg.H-padT-padB) }

// xTicks marks values along the x axis.
func (f frame) xTicks(label string) {
	for _, v := range Ticks(f.xMax) {
		f.svg.Lines = append(f.svg.Lines, Line{f.x(v), f.y(0), f.x(v), f.y(0) + 4, "axis"})
		f.svg.Texts = append(f.svg.Texts, Text{X: f.x(v), Y: f.y(0) + 15, S: fmt.Sprintf("%g", v), Anchor: "middle"})
	}
	f.svg.Texts = append(f.svg.Texts, Text{X: (padL + f.svg.W - padR) / 2, Y: f.svg.H - 4, S: label, Anchor: "middle", Class: "label"})
}

// yPercent marks shares along the y axis, as percentages.
func (f frame) yPercent() {
	for _, v := range Ticks(f.yMax) {
		f.svg.Lines = append(f.svg.Lines, Line{padL - 4, f.y(v), padL, f.y(v), "axis"})
		f.svg.Texts = append(f.svg.Texts, Text{X: padL - 6, Y: f.y(v) + 4, S: fmt.Sprintf("%g%%", math.Round(1000*v)/10), Anchor: "end"})
	}
}

// lengthChart is the share of games of each length, in bins of whole
// moves, on an axis from 0 past the longest game of any run (axis).
func lengthChart(f sim.RunFigures, axis, yMax float64) *SVG {
	width := lengthBin(axis)
	c := newFrame("game length", chartW, chartH, axis, yMax)
	c.xTicks("moves")
	c.yPercent()
	bins := map[int]int{}
	for _, b := range f.Length.Histogram {
		bins[b.Moves/width] += b.Games
	}
	for _, k := range slices.Sorted(maps.Keys(bins)) { // in order, so that the page is the same every run
		n := bins[k]
		share := float64(n) / float64(max(f.Games, 1))
		lo, hi := float64(k*width), float64((k+1)*width)
		c.svg.Rects = append(c.svg.Rects, Rect{X: c.x(lo), Y: c.y(share), W: c.x(hi) - c.x(lo), H: c.y(0) - c.y(share), Class: "bar",
			Tip: fmt.Sprintf("%d to %d moves: %d games", int(lo), int(hi)-1, n)})
	}
	return c.svg
}

// lengthBin is the moves a bar of the length histogram spans.
func lengthBin(axis float64) int { return max(1, int(math.Ceil(axis/lengthBins))) }

// lengthShares is the greatest share of games in a bar of the histogram.
func lengthShares(f sim.RunFigures, width int) float64 {
	bins := map[int]int{}
	most := 0.0
	for _, b := range f.Length.Histogram {
		bins[b.Moves/width] += b.Games
		most = max(most, float64(bins[b.Moves/width])/float64(max(f.Games, 1)))
	}
	return most
}

// outcome is one bar of the outcomes chart.
type outcome struct {
	label string
	rate  sim.Rate
	class string
}

// outcomes are the bars of the outcomes chart: each seat's wins, drawn
// games and unfinished games.
func outcomes(f sim.RunFigures) []outcome {
	var out []outcome
	for _, s := range f.Seats {
		out = append(out, outcome{fmt.Sprint(s.Seat), s.Rate, "bar"})
	}
	return append(out, outcome{"drawn", f.Drawn, "drawn"}, outcome{"unfinished", f.Unfinished, "unfinished"})
}

// rateBars draws each rate as a bar with its 95% interval and its label
// below, one bar per unit of the x axis.
func (c *frame) rateBars(bars []outcome) {
	for i, b := range bars {
		x := float64(i)
		mid := c.x(x + 0.5)
		c.svg.Rects = append(c.svg.Rects, Rect{X: c.x(x + 0.15), Y: c.y(b.rate.Rate), W: c.x(x+0.85) - c.x(x+0.15), H: c.y(0) - c.y(b.rate.Rate), Class: b.class,
			Tip: fmt.Sprintf("%s: %.1f%% (%.1f%% to %.1f%%)", b.label, 100*b.rate.Rate, 100*b.rate.Lo, 100*b.rate.Hi)})
		c.svg.Lines = append(c.svg.Lines, Line{mid, c.y(b.rate.Lo), mid, c.y(b.rate.Hi), "interval"})
		c.svg.Texts = append(c.svg.Texts, Text{X: mid, Y: c.y(0) + 15, S: b.label, Anchor: "middle"})
	}
}

// outcomeChart draws each outcome's share of the games as a bar, with its
// 95% interval.
func outcomeChart(f sim.RunFigures, yMax float64) *SVG {
	bars := outcomes(f)
	c := newFrame("wins by seat, drawn and unfinished", chartW, chartH, float64(len(bars)), yMax)
	c.yPercent()
	c.rateBars(bars)
	c.svg.Texts = append(c.svg.Texts, Text{X: (padL + chartW - padR) / 2, Y: chartH - 4, S: "seat (bars: 95% intervals)", Anchor: "middle", Class: "label"})
	return c.svg
}

// tallyChart draws how often each of names happened a game, a bar a name;
// one that never did is marked dead.
func tallyChart(title string, names []string, tallies map[string]sim.Tally, xMax float64) *SVG {
	const row = 18.0
	c := newFrame(title, chartW, padT+padB+row*float64(len(names)), xMax, 1)
	c.svg.Lines = c.svg.Lines[:1] // the x axis only
	left := 110.0
	scale := func(v float64) float64 { return left + v/xMax*(chartW-left-padR-40) }
	c.svg.Lines[0].X1 = left
	for i, n := range names {
		t := tallies[n]
		y := padT + row*float64(i)
		c.svg.Texts = append(c.svg.Texts, Text{X: left - 6, Y: y + 12, S: n, Anchor: "end"})
		if t.Total == 0 {
			c.svg.Texts = append(c.svg.Texts, Text{X: left + 4, Y: y + 12, S: "never (dead)", Class: "dead"})
			continue
		}
		c.svg.Rects = append(c.svg.Rects, Rect{X: left, Y: y + 2, W: scale(t.PerGame) - left, H: row - 4, Class: "bar",
			Tip: fmt.Sprintf("%s: %d in all", n, t.Total)})
		c.svg.Texts = append(c.svg.Texts, Text{X: scale(t.PerGame) + 4, Y: y + 12, S: fmt.Sprintf("%.2f", t.PerGame)})
	}
	c.svg.Texts = append(c.svg.Texts, Text{X: (left + chartW - padR) / 2, Y: c.svg.H - 4, S: "a game", Anchor: "middle", Class: "label"})
	return c.svg
}

// spreadChart draws numbers seen many times on one axis: a line from 0 to
// the greatest, the mean with its interval, and a mark at the 90th
// percentile.
func spreadChart(title, unit string, s sim.SpreadFigures, xMax float64) *SVG {
	c := newFrame(title, chartW, 70, max(xMax, 1), 1)
	c.svg.Lines = c.svg.Lines[:1]
	c.xTicks(unit)
	y := 18.0
	if s.Of == 0 {
		c.svg.Texts = append(c.svg.Texts, Text{X: padL, Y: y, S: "not measured", Class: "dead"})
		return c.svg
	}
	c.svg.Lines = append(c.svg.Lines, Line{c.x(0), y, c.x(float64(s.Max)), y, "range"},
		Line{c.x(s.Lo), y - 6, c.x(s.Hi), y - 6, "interval"}, Line{c.x(s.P90), y - 8, c.x(s.P90), y + 8, "p90"})
	c.svg.Rects = append(c.svg.Rects, Rect{X: c.x(s.Mean.Mean) - 3, Y: y - 5, W: 6, H: 10, Class: "bar",
		Tip: fmt.Sprintf("mean %.2f (%.2f to %.2f), 90th percentile %.1f, greatest %d", s.Mean.Mean, s.Lo, s.Hi, s.P90, s.Max)})
	return c.svg
}
