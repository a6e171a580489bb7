package report

import (
	"fmt"
	"maps"
	"math"
	"slices"

	"github.com/rulerun/rulerun/runtime/chart"
	"github.com/rulerun/rulerun/runtime/sim"
)

// lengthBins is the most bars the length histogram has.
const lengthBins = 40

// lengthChart is the share of games of each length, in bins of whole
// moves, on an axis from 0 past the longest game of any run (axis).
func lengthChart(f sim.RunFigures, axis, yMax float64) *chart.SVG {
	width := lengthBin(axis)
	c := chart.NewFrame("game length", chart.Width, chart.Height, axis, yMax)
	c.XTicks("moves")
	c.YPercent()
	bins := map[int]int{}
	for _, b := range f.Length.Histogram {
		bins[b.Moves/width] += b.Games
	}
	for _, k := range slices.Sorted(maps.Keys(bins)) { // in order, so that the page is the same every run
		n := bins[k]
		share := float64(n) / float64(max(f.Games, 1))
		lo, hi := float64(k*width), float64((k+1)*width)
		c.SVG.Rects = append(c.SVG.Rects, chart.Rect{X: c.X(lo), Y: c.Y(share), W: c.X(hi) - c.X(lo), H: c.Y(0) - c.Y(share), Class: "bar",
			Tip: fmt.Sprintf("%d to %d moves: %d games", int(lo), int(hi)-1, n)})
	}
	return c.SVG
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

// rateBars are the bars of outcomes, for chart.Frame.RateBars.
func rateBars(bars []outcome) []chart.RateBar {
	out := make([]chart.RateBar, len(bars))
	for i, b := range bars {
		out[i] = chart.RateBar{Label: b.label, Rate: b.rate.Rate, Lo: b.rate.Lo, Hi: b.rate.Hi, Class: b.class}
	}
	return out
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

// outcomeChart draws each outcome's share of the games as a bar, with its
// 95% interval.
func outcomeChart(f sim.RunFigures, yMax float64) *chart.SVG {
	bars := outcomes(f)
	c := chart.NewFrame("wins by seat, drawn and unfinished", chart.Width, chart.Height, float64(len(bars)), yMax)
	c.YPercent()
	c.RateBars(rateBars(bars))
	c.SVG.Texts = append(c.SVG.Texts, chart.Text{X: (chart.PadL + chart.Width - chart.PadR) / 2, Y: chart.Height - 4, S: "seat (bars: 95% intervals)", Anchor: "middle", Class: "label"})
	return c.SVG
}

// tallyChart draws how often each of names happened a game, a bar a name;
// one that never did is marked dead.
func tallyChart(title string, names []string, tallies map[string]sim.Tally, xMax float64) *chart.SVG {
	const row = 18.0
	c := chart.NewFrame(title, chart.Width, chart.PadT+chart.PadB+row*float64(len(names)), xMax, 1)
	c.SVG.Lines = c.SVG.Lines[:1] // the x axis only
	left := 110.0
	scale := func(v float64) float64 { return left + v/xMax*(chart.Width-left-chart.PadR-40) }
	c.SVG.Lines[0].X1 = left
	for i, n := range names {
		t := tallies[n]
		y := chart.PadT + row*float64(i)
		c.SVG.Texts = append(c.SVG.Texts, chart.Text{X: left - 6, Y: y + 12, S: n, Anchor: "end"})
		if t.Total == 0 {
			c.SVG.Texts = append(c.SVG.Texts, chart.Text{X: left + 4, Y: y + 12, S: "never (dead)", Class: "dead"})
			continue
		}
		c.SVG.Rects = append(c.SVG.Rects, chart.Rect{X: left, Y: y + 2, W: scale(t.PerGame) - left, H: row - 4, Class: "bar",
			Tip: fmt.Sprintf("%s: %d in all", n, t.Total)})
		c.SVG.Texts = append(c.SVG.Texts, chart.Text{X: scale(t.PerGame) + 4, Y: y + 12, S: fmt.Sprintf("%.2f", t.PerGame)})
	}
	c.SVG.Texts = append(c.SVG.Texts, chart.Text{X: (left + chart.Width - chart.PadR) / 2, Y: c.SVG.H - 4, S: "a game", Anchor: "middle", Class: "label"})
	return c.SVG
}

// spreadChart draws numbers seen many times on one axis: a line from 0 to
// the greatest, the mean with its interval, and a mark at the 90th
// percentile.
func spreadChart(title, unit string, s sim.SpreadFigures, xMax float64) *chart.SVG {
	c := chart.NewFrame(title, chart.Width, 70, max(xMax, 1), 1)
	c.SVG.Lines = c.SVG.Lines[:1]
	c.XTicks(unit)
	y := 18.0
	if s.Of == 0 {
		c.SVG.Texts = append(c.SVG.Texts, chart.Text{X: chart.PadL, Y: y, S: "not measured", Class: "dead"})
		return c.SVG
	}
	c.SVG.Lines = append(c.SVG.Lines, chart.Line{X1: c.X(0), Y1: y, X2: c.X(float64(s.Max)), Y2: y, Class: "range"},
		chart.Line{X1: c.X(s.Lo), Y1: y - 6, X2: c.X(s.Hi), Y2: y - 6, Class: "interval"}, chart.Line{X1: c.X(s.P90), Y1: y - 8, X2: c.X(s.P90), Y2: y + 8, Class: "p90"})
	c.SVG.Rects = append(c.SVG.Rects, chart.Rect{X: c.X(s.Mean.Mean) - 3, Y: y - 5, W: 6, H: 10, Class: "bar",
		Tip: fmt.Sprintf("mean %.2f (%.2f to %.2f), 90th percentile %.1f, greatest %d", s.Mean.Mean, s.Lo, s.Hi, s.P90, s.Max)})
	return c.SVG
}
