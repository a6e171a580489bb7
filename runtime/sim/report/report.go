// Package report writes the designer's report of a simulation: one
// self-contained HTML page (inline SVG and CSS, no script, nothing
// fetched) that sets the base game and each variant side by side, from the
// figures of the summary (sim.SummaryDoc), so that the shards of a run
// merged give the same page as the run; and the two charts of rulerun
// simulate --svg (PlotSVG). Both draw with runtime/chart.
package report

import (
	_ "embed"
	"fmt"
	"html/template"
	"io"
	"maps"
	"slices"
	"strings"

	"github.com/rulerun/rulerun/runtime/chart"
	"github.com/rulerun/rulerun/runtime/sim"
)

// Made says how a report was made, so that anyone can make it again.
type Made struct {
	Command string // the command line
	Seeds   string // which seeds the games had
	Bots    string
	Version string // the build of rulerun
}

// Write writes the report of the runs of doc (the first the base).
func Write(w io.Writer, doc sim.SummaryDoc, made Made) error {
	if err := page.Execute(w, newView(doc, made)); err != nil {
		return fmt.Errorf("write the report: %w", err)
	}
	return nil
}

//go:embed page.html
var pageText string

var page = template.Must(template.New("page").Parse(pageText))

// view is what the page template shows.
type view struct {
	Made      Made
	Runs      []runView
	Headlines []Headline
	Sections  []section
	// Correction is how the real differences were corrected for their
	// number.
	Correction sim.Correction
}

// runView is one run's column heading and figures in words.
type runView struct {
	Name      string
	Script    string
	Games     int
	Length    sim.LengthFigures
	RoundsPer float64
	Branching sim.SpreadFigures
	Lead      sim.LeadFigures
	Skill     string // the skill gap in words
	Dead      []string
}

// section is a row of charts, one a run.
type section struct {
	Title, ID, Note string
	Columns         [][]*chart.SVG // a column of charts a run
}

func newView(doc sim.SummaryDoc, made Made) view {
	v := view{Made: made}
	for _, r := range doc.Runs {
		dead := deadGroups(r)
		v.Runs = append(v.Runs, runView{Name: shortName(r.Script), Script: r.Script, Games: r.Games, Length: r.Length,
			RoundsPer: r.RoundsPer, Branching: r.Branching, Lead: r.Lead, Skill: skillWords(r.Skill), Dead: dead})
	}
	for _, c := range doc.Comparisons {
		hs := effectHeadlines(shortName(c.Script), c)
		hs = append(hs, Headlines(c)...)
		hs = append(hs, skillHeadline(shortName(c.Script), c.Skill)...)
		v.Headlines = append(v.Headlines, inOrder(hs)...)
	}
	v.Correction = doc.Correction
	v.Sections = sections(doc.Runs)
	return v
}

// deadGroups are what never happened in a run, a line a kind: "verbs:
// catch, pass".
func deadGroups(r sim.RunFigures) []string {
	var out []string
	for _, g := range []struct {
		what  string
		names []string
	}{{"verbs", r.DeadVerbs}, {"effects", r.DeadEffects}, {"counters", r.DeadCounts}, {"rule codes never cited (not narrated, applied or refused)", r.DeadCodes}} {
		if len(g.names) > 0 {
			out = append(out, g.what+": "+strings.Join(g.names, ", "))
		}
	}
	return out
}

// sections are the charts of every run, on scales shared by the runs so
// that they can be compared by eye.
func sections(runs []sim.RunFigures) []section {
	longest, outMax, verbMax, countMax, branchMax, changeMax := 1, 0.01, 0.01, 0.01, 1, 1
	verbs, counts := map[string]bool{}, map[string]bool{}
	for _, r := range runs {
		longest = max(longest, r.Length.Max)
		for _, o := range outcomes(r) {
			outMax = max(outMax, o.rate.Hi)
		}
		for n, t := range r.Verbs {
			verbs[n], verbMax = true, max(verbMax, t.PerGame)
		}
		for n, t := range r.Counts {
			counts[n], countMax = true, max(countMax, t.PerGame)
		}
		branchMax, changeMax = max(branchMax, r.Branching.Max), max(changeMax, r.Lead.Changes.Max)
	}
	axis := chart.NiceCeil(float64(longest + 1))
	lenMax := 0.01
	for _, r := range runs {
		lenMax = max(lenMax, lengthShares(r, lengthBin(axis)))
	}
	out := []section{
		{Title: "Game length", ID: "length", Note: "The share of games of each length, on an axis that reaches the longest game."},
		{Title: "Wins by seat, drawn and unfinished games", ID: "wins", Note: "Each bar with its 95% interval (the black line)."},
		{Title: "Verbs", ID: "verbs", Note: "Moves a game, by verb; a verb never played is dead."},
		{Title: "Counters", ID: "counters", Note: "The script's counters (g:count) a game; one another run hits and this one never does is dead."},
		{Title: "Branching", ID: "branching", Note: "Legal moves at a decision: the mean (the box) with its interval (above), the 90th percentile (the tick) and the greatest (the line's end)."},
		{Title: "Lead", ID: "lead", Note: "Lead changes a game, and how far into a game (in percent of its moves) its winner took the lead for good."},
	}
	for _, r := range runs {
		add := func(i int, charts ...*chart.SVG) { out[i].Columns = append(out[i].Columns, charts) }
		add(0, lengthChart(r, axis, chart.NiceCeil(lenMax)))
		add(1, outcomeChart(r, chart.NiceCeil(outMax)))
		add(2, tallyChart("verbs", slices.Sorted(maps.Keys(verbs)), r.Verbs, chart.NiceCeil(verbMax)))
		add(3, tallyChart("counters", slices.Sorted(maps.Keys(counts)), r.Counts, chart.NiceCeil(countMax)))
		add(4, spreadChart("legal moves a decision", "legal moves", r.Branching, chart.NiceCeil(float64(branchMax))))
		add(5, spreadChart("lead changes a game", "lead changes", r.Lead.Changes, chart.NiceCeil(float64(changeMax))),
			spreadChart("the winner leads for good from", "percent of the game", r.Lead.Decided, 100))
	}
	if skill := skillSection(runs); skill != nil {
		out = append(out, *skill)
	}
	if len(counts) == 0 {
		out = slices.Delete(out, 3, 4)
	}
	return append(effectSections(runs), out...)
}
