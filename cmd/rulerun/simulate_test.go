package main

import (
	"encoding/xml"
	"os"
	"regexp"
	"strconv"
	"strings"
	"syscall"
	"testing"

	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	htmlreport "github.com/rulerun/rulerun/runtime/sim/report"
)

func TestSimRunsCrossTheVariedOptions(t *testing.T) {
	runs, err := simRuns([]string{"a.lua", "b.lua"}, []string{"x=1,2", "y=k"}, map[string]string{"z": "0", "x": "9"})
	require.NoError(t, err)
	var labels []string
	for _, r := range runs {
		labels = append(labels, r.label)
		assert.Equal(t, "0", r.opts["z"], "the other options stay")
	}
	assert.Equal(t, []string{"a.lua (x=1, y=k)", "a.lua (x=2, y=k)", "b.lua (x=1, y=k)", "b.lua (x=2, y=k)"}, labels)
	assert.Equal(t, "2", runs[1].opts["x"], "a varied option overrides --opt")
	plain, err := simRuns([]string{"a.lua"}, nil, nil)
	require.NoError(t, err)
	assert.Equal(t, "a.lua", plain[0].label)
}

func TestPlotIsWellFormedSVG(t *testing.T) {
	s := sim.NewSummary()
	for i := range 20 {
		s.Add(sim.Record{Seats: 3, Moves: 10 + i, Winners: []int{1 + i%3}})
	}
	svg := plotSVG([]namedSummary{{path: "a<b>.lua", sum: s}, {path: "c.lua", sum: s}})
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

// TestSIGTERMStopsASimulation checks that SIGTERM (what timeout and batch
// systems send) stops a run as Ctrl-C does, so that the games played so
// far are reported rather than lost.
func TestSIGTERMStopsASimulation(t *testing.T) {
	stop, release := stopOnSignal()
	defer release()
	require.False(t, stopped(stop))
	require.NoError(t, syscall.Kill(os.Getpid(), syscall.SIGTERM))
	<-stop // closed by the signal; a test that hangs here has lost it
	assert.True(t, stopped(stop))
}

// TestProgressLines checks the progress shown when standard error is not a
// terminal: a line at each tenth of the games, none at the end.
func TestProgressLines(t *testing.T) {
	var b strings.Builder
	show := progressLines(&b, "unu.lua", 100)
	for done := 1; done <= 100; done++ {
		show(done)
	}
	lines := strings.Split(strings.TrimSpace(b.String()), "\n")
	require.Len(t, lines, 9)
	assert.Regexp(t, `^unu.lua: 10 of 100 games, about \S+ left$`, lines[0])
	assert.Regexp(t, `^unu.lua: 90 of 100 games, `, lines[8])
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
	svg := plotSVG([]namedSummary{{path: "a.lua", sum: s}})
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

func TestNiceTicks(t *testing.T) {
	assert.Equal(t, []float64{0, 20, 40, 60, 80}, htmlreport.Ticks(htmlreport.NiceCeil(65)))
	assert.Equal(t, []float64{0, 0.05, 0.1, 0.15000000000000002, 0.2}, htmlreport.Ticks(0.2))
	assert.Equal(t, "15%", tickPct(0.15000000000000002))
	assert.Equal(t, "2.5%", tickPct(0.025))
	assert.InDelta(t, 0.4, htmlreport.NiceCeil(0.31), 1e-9)
}
