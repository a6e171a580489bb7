package report

import (
	"fmt"
	"html"
	"math"
	"strings"

	"github.com/rulerun/rulerun/runtime/chart"
	"github.com/rulerun/rulerun/runtime/sim"
)

// PlotRun is one run of a plot: its name, and the summary of its games.
type PlotRun struct {
	Path string
	Sum  *sim.Summary
}

// PlotSVG draws two charts of simulated runs: how long their games are (the
// share of games of each length, one line a run) and how often each seat
// wins and how often the game is drawn (bars, one a run, with their 95%
// intervals), with a legend.
func PlotSVG(sums []PlotRun) string {
	const w, h, pad = 760, 320, 60
	var b strings.Builder
	fmt.Fprintf(&b, `<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" font-family="sans-serif" font-size="12">`+"\n", w, 2*h+40+20*len(sums))
	b.WriteString(`<rect width="100%" height="100%" fill="white"/>` + "\n")
	plotLengths(&b, sums, 0, w, h, pad)
	plotWins(&b, sums, h+20, w, h, pad)
	for i, ns := range sums {
		y := 2*h + 40 + 20*i
		fmt.Fprintf(&b, `<rect x="%d" y="%d" width="14" height="10" fill="%s"/><text x="%d" y="%d">%s: %d games</text>`+"\n",
			pad, y, chart.Color(i), pad+20, y+10, html.EscapeString(ns.Path), ns.Sum.Games)
	}
	b.WriteString("</svg>\n")
	return b.String()
}

// plotLengths draws the share of games of each length, in bins of whole
// moves, on an axis that reaches the longest game.
func plotLengths(b *strings.Builder, sums []PlotRun, top, w, h, pad int) {
	longest := 1
	for _, ns := range sums {
		for length := range ns.Sum.Lengths() {
			longest = max(longest, length)
		}
	}
	axis := chart.NiceCeil(float64(longest + 1)) // the axis ends on a tick past the longest game
	width := lengthBin(axis)                     // moves a bin
	bins := int(math.Ceil(axis / float64(width)))
	shares := make([][]float64, len(sums))
	most := 0.0
	for i, ns := range sums {
		shares[i] = make([]float64, bins)
		for length, n := range ns.Sum.Lengths() {
			shares[i][length/width] += float64(n) / float64(max(ns.Sum.Games, 1))
		}
		for _, s := range shares[i] {
			most = max(most, s)
		}
	}
	c := chart.Canvas{B: b, Top: top, W: w, H: h, Pad: pad, XMax: max(axis, float64(bins*width)), YMax: chart.NiceCeil(max(most, 0.01))}
	c.Frame("Game length", "moves", "share of games")
	c.XTicks(chart.Ticks(c.XMax), func(v float64) string { return fmt.Sprintf("%.0f", v) })
	c.YTicks()
	for i := range sums {
		var pts []string
		for k, s := range shares[i] {
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", c.X((float64(k)+0.5)*float64(width)), c.Y(s)))
		}
		fmt.Fprintf(b, `<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>`+"\n", chart.Color(i), strings.Join(pts, " "))
	}
}

// plotWins draws each seat's win rate and the share of drawn games, a bar a
// run, each with its 95% interval.
func plotWins(b *strings.Builder, sums []PlotRun, top, w, h, pad int) {
	seats := 0
	for _, ns := range sums {
		seats = max(seats, len(ns.Sum.Played))
	}
	most := 0.01
	for _, ns := range sums {
		for s := range ns.Sum.Played {
			_, _, hi := ns.Sum.WinRate(s)
			most = max(most, hi)
		}
		_, _, hi := ns.Sum.DrawRate()
		most = max(most, hi)
	}
	groups := seats + 1 // the seats, then drawn games
	c := chart.Canvas{B: b, Top: top, W: w, H: h, Pad: pad, XMax: float64(groups), YMax: chart.NiceCeil(most)}
	c.Frame("Wins by seat, and drawn games (bars: 95% intervals)", "seat", "share of games")
	c.YTicks()
	bar := 0.8 / float64(len(sums))
	for g := range groups {
		for i, ns := range sums {
			rate, lo, hi := ns.Sum.DrawRate()
			if g < seats {
				rate, lo, hi = ns.Sum.WinRate(g)
			}
			x := float64(g) + 0.1 + float64(i)*bar
			fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`+"\n",
				c.X(x), c.Y(rate), c.X(x+bar*0.9)-c.X(x), c.Y(0)-c.Y(rate), chart.Color(i))
			mid := c.X(x + bar*0.45)
			fmt.Fprintf(b, `<line x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f" stroke="black"/>`+"\n", mid, mid, c.Y(lo), c.Y(hi))
		}
		label := fmt.Sprint(g + 1)
		if g == seats {
			label = "drawn"
		}
		fmt.Fprintf(b, `<text x="%.1f" y="%.1f" text-anchor="middle">%s</text>`+"\n", c.X(float64(g)+0.5), c.Bottom()+16, label)
	}
}
