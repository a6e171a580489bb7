package report_test

import (
	"encoding/xml"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/rulerun/rulerun/runtime/sim/report"
	"github.com/stretchr/testify/assert"
)

func TestPlotIsWellFormedSVG(t *testing.T) {
	s := sim.NewSummary()
	for i := range 20 {
		s.Add(sim.Record{Seats: 3, Moves: 10 + i, Winners: []int{1 + i%3}})
	}
	svg := report.PlotSVG([]report.PlotRun{{Path: "a<b>.lua", Sum: s}, {Path: "c.lua", Sum: s}})
	d := xml.NewDecoder(strings.NewReader(svg))
	for {
		_, err := d.Token()
		if err != nil {
			assert.EqualError(t, err, "EOF", "the SVG is well-formed XML")
			break
		}
	}
	assert.Equal(t, 2, strings.Count(svg, "<polyline"), "a length line a run")
	assert.Contains(t, svg, "a&lt;b&gt;.lua: 20 games", "names are escaped")
}

// TestPlotShowsAllTheData checks the charts: the length axis reaches the
// longest game, both axes have ticks, and drawn games have their bars.
func TestPlotShowsAllTheData(t *testing.T) {
	s := sim.NewSummary()
	for i := range 30 {
		r := sim.Record{Seats: 2, Moves: 20 + i%5, Winners: []int{1 + i%2}}
		if i%3 == 0 {
			r.Winners, r.Draw = nil, true
		}
		s.Add(r)
	}
	s.Add(sim.Record{Seats: 2, Moves: 64, Winners: []int{1}}) // one long game
	svg := report.PlotSVG([]report.PlotRun{{Path: "a.lua", Sum: s}})
	texts := regexp.MustCompile(`<text[^>]*>([^<]*)</text>`).FindAllStringSubmatch(svg, -1)
	var labels []string
	for _, m := range texts {
		labels = append(labels, m[1])
	}
	assert.Contains(t, labels, "drawn", "drawn games have a bar")
	assert.Contains(t, labels, "moves", "axes are labelled")
	assert.Contains(t, labels, "share of games")
	top := 0
	for _, l := range labels {
		if n, err := strconv.Atoi(l); err == nil {
			top = max(top, n)
		}
	}
	assert.GreaterOrEqual(t, top, 64, "the length axis reaches the longest game: %v", labels)
	assert.Contains(t, labels, "0%", "the shares have ticks")
}
