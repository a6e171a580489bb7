package main

import (
	"fmt"
	"html"
	"strings"
)

// plotColors tell the runs apart in a plot.
var plotColors = []string{"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b", "#e377c2", "#17becf"}

// plotSVG draws two charts of simulated runs: how long their games are (the
// share of games of each length, one line a run) and how often each seat
// wins (bars, one a run and seat), with a legend.
func plotSVG(sums []namedSummary) string {
	const w, h, pad = 760, 300, 50
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

// lengthChart draws the share of games of each length, in 40 bins.
func lengthChart(b *strings.Builder, sums []namedSummary, top, w, h, pad int) {
	hi := 1.0
	for _, ns := range sums {
		hi = max(hi, ns.sum.Quantile(0.99))
	}
	const bins = 40
	width := hi / bins
	shares := make([][]float64, len(sums))
	most := 0.0
	for i, ns := range sums {
		shares[i] = make([]float64, bins)
		for length, n := range ns.sum.Lengths() {
			k := min(int(float64(length)/width), bins-1)
			shares[i][k] += float64(n) / float64(ns.sum.Games)
		}
		for _, s := range shares[i] {
			most = max(most, s)
		}
	}
	frame(b, top, w, h, pad, "Game length (moves)", fmt.Sprintf("0 … %.0f", hi), fmt.Sprintf("%.0f%% of games", 100*most))
	for i := range sums {
		var pts []string
		for k, s := range shares[i] {
			x := float64(pad) + (float64(k)+0.5)*float64(w-2*pad)/bins
			y := float64(top+h-pad) - s/max(most, 1e-9)*float64(h-2*pad)
			pts = append(pts, fmt.Sprintf("%.1f,%.1f", x, y))
		}
		fmt.Fprintf(b, `<polyline fill="none" stroke="%s" stroke-width="2" points="%s"/>`+"\n", plotColors[i%len(plotColors)], strings.Join(pts, " "))
	}
}

// winChart draws each seat's win rate, a bar a run, with its 95% interval.
func winChart(b *strings.Builder, sums []namedSummary, top, w, h, pad int) {
	seats := 0
	for _, ns := range sums {
		seats = max(seats, len(ns.sum.Played))
	}
	if seats == 0 {
		return
	}
	most := 0.0
	for _, ns := range sums {
		for s := range ns.sum.Played {
			_, _, hi := ns.sum.WinRate(s)
			most = max(most, hi)
		}
	}
	frame(b, top, w, h, pad, "Wins by seat (95% interval)", fmt.Sprintf("seat 1 … %d", seats), fmt.Sprintf("%.0f%%", 100*most))
	group := float64(w-2*pad) / float64(seats)
	bar := group * 0.8 / float64(len(sums))
	scale := func(v float64) float64 { return float64(top+h-pad) - v/max(most, 1e-9)*float64(h-2*pad) }
	for s := range seats {
		for i, ns := range sums {
			rate, lo, hi := ns.sum.WinRate(s)
			x := float64(pad) + float64(s)*group + group*0.1 + float64(i)*bar
			fmt.Fprintf(b, `<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s"/>`+"\n", x, scale(rate), bar*0.9, scale(0)-scale(rate), plotColors[i%len(plotColors)])
			fmt.Fprintf(b, `<line x1="%.1f" x2="%.1f" y1="%.1f" y2="%.1f" stroke="black"/>`+"\n", x+bar*0.45, x+bar*0.45, scale(lo), scale(hi))
		}
		fmt.Fprintf(b, `<text x="%.1f" y="%d" text-anchor="middle">%d</text>`+"\n", float64(pad)+(float64(s)+0.5)*group, top+h-pad+15, s+1)
	}
}

// frame draws a chart's axes, title and scale.
func frame(b *strings.Builder, top, w, h, pad int, title, xNote, yNote string) {
	fmt.Fprintf(b, `<text x="%d" y="%d" font-size="14">%s</text>`+"\n", pad, top+20, html.EscapeString(title))
	fmt.Fprintf(b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>`+"\n", pad, top+h-pad, w-pad, top+h-pad)
	fmt.Fprintf(b, `<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="black"/>`+"\n", pad, top+pad, pad, top+h-pad)
	fmt.Fprintf(b, `<text x="%d" y="%d" text-anchor="end">%s</text>`+"\n", w-pad, top+h-pad+30, html.EscapeString(xNote))
	fmt.Fprintf(b, `<text x="%d" y="%d">%s</text>`+"\n", pad+5, top+pad-5, html.EscapeString(yNote))
}
