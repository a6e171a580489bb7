package report

import (
	"fmt"
	"maps"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/chart"
	"github.com/rulerun/rulerun/runtime/sim"
)

// effectHeadlines are the effects that fire really more or less often in
// a variant than in the base, or one line saying none does.
func effectHeadlines(name string, c sim.Comparison) []Headline {
	var out []Headline
	for _, e := range c.Effects {
		if e.Real {
			h := Headline{Text: name + ": " + effectWords(e), Real: true, group: groupEffects, p: e.P}
			if e.BaseMean.Mean == 0 || e.RunMean.Mean == 0 {
				h.p = -1 // what the variant added or took away leads
			}
			out = append(out, h)
		}
	}
	if len(out) == 0 && len(c.Effects) > 0 {
		out = append(out, Headline{Text: name + ": every card effect fires as often every 100 moves as in the base, within chance", group: groupEffects, p: 1})
	}
	return out
}

// effectWords says how often an effect fired against the base, every 100
// moves (normalised for length) and a game: "K: skip fired 5.40 times
// every 100 moves (5.30 to 5.50), 2.07 a game; the base never fires it".
func effectWords(e sim.EffectChange) string {
	switch {
	case e.BaseMean.Mean == 0:
		return fmt.Sprintf("%s fired %.2f times every %d moves (%.2f to %.2f), %.2f a game; the base never fires it",
			e.Effect, e.RunRate.Mean, sim.PerMoves, e.RunRate.Lo, e.RunRate.Hi, e.RunMean.Mean)
	case e.RunMean.Mean == 0:
		return fmt.Sprintf("%s never fired; the base fires it %.2f times every %d moves (%.2f to %.2f), %.2f a game",
			e.Effect, e.BaseRate.Mean, sim.PerMoves, e.BaseRate.Lo, e.BaseRate.Hi, e.BaseMean.Mean)
	}
	word := "more"
	if e.Change < 0 {
		word = "fewer"
	}
	lo, hi := min(abs(e.Lo), abs(e.Hi)), max(abs(e.Lo), abs(e.Hi))
	return fmt.Sprintf("%s fired %.2f times every %d moves, %.2f %s than in the base (%.2f to %.2f), a real difference; %.2f a game",
		e.Effect, e.RunRate.Mean, sim.PerMoves, abs(e.Change), word, lo, hi, e.RunMean.Mean)
}

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// effectNames are the effects and the rule codes of every run, and the
// greatest rate a game of each, for charts on one scale.
func effectNames(runs []sim.RunFigures) (effects, codes []string, effectMax, codeMax float64) {
	es, cs := map[string]bool{}, map[string]bool{}
	effectMax, codeMax = 0.01, 0.01
	for _, r := range runs {
		for n, c := range r.Effects {
			es[n], effectMax = true, max(effectMax, c.Hi)
		}
		for n, c := range r.RuleCodes {
			cs[n], codeMax = true, max(codeMax, c.Happened().Hi, c.Refused.Hi)
		}
	}
	codes = slices.SortedFunc(maps.Keys(cs), core.CompareRuleCodes)
	return slices.Sorted(maps.Keys(es)), codes, effectMax, codeMax
}

// countChart draws how often each effect fired a game, with its 95%
// interval; one the run declares and never fired is dead, one it does not
// declare is said so.
func countChart(names []string, r sim.RunFigures, xMax float64) *chart.SVG {
	c := chart.NewRows("effects a game", len(names))
	for i, n := range names {
		y := c.RowY(i)
		c.Label(y, n)
		cnt, declared := r.Effects[n]
		switch {
		case slices.Contains(r.DeadEffects, n):
			c.Note(y, "never (dead)", "dead")
		case !declared || cnt.Total == 0:
			c.Note(y, "not declared", "label")
		default:
			c.Bar(y, 0, chart.RowH-4, mean(cnt), xMax, "bar", fmt.Sprintf("%s: %.2f a game (%.2f to %.2f), %d in all", n, cnt.Mean.Mean, cnt.Lo, cnt.Hi, cnt.Total))
		}
	}
	return c.Done()
}

// codeChart draws how often each rule code happened (narrated or applied,
// blue) and was refused a player's move (red) a game; the refusals only
// the listing of legal moves implied are a note, never a bar; one nothing
// cited is marked dead.
func codeChart(names []string, r sim.RunFigures, xMax float64) *chart.SVG {
	c := chart.NewRows("rule codes a game", len(names))
	for i, n := range names {
		y := c.RowY(i)
		c.Label(y, n)
		cc, ok := r.RuleCodes[n]
		switch {
		case !ok:
			c.Note(y, "not cited", "label")
		case cc.Dead():
			c.Note(y, "never cited (dead)", "dead")
		case cc.Happened().Total == 0 && cc.Refused.Total == 0:
			c.Note(y, fmt.Sprintf("only left moves out of listings (%.2f a game)", cc.Implied.Mean.Mean), "label")
		default:
			half := (chart.RowH - 4) / 2
			h := cc.Happened()
			c.Bar(y, 0, half, mean(h), xMax, "bar", fmt.Sprintf("%s happened %.2f a game, %d in all", n, h.Mean.Mean, h.Total))
			c.Bar(y, half, half, mean(cc.Refused), xMax, "unfinished", fmt.Sprintf("%s refused a move %.2f a game, %d in all", n, cc.Refused.Mean.Mean, cc.Refused.Total))
		}
	}
	return c.Done()
}

// mean is a count a game as the chart draws it.
func mean(c sim.Count) chart.Mean {
	return chart.Mean{Total: c.Total, Mean: c.Mean.Mean, Lo: c.Lo, Hi: c.Hi}
}

// effectSections are the charts of the effects and of the rule codes, when
// a run has any.
func effectSections(runs []sim.RunFigures) []section {
	effects, codes, effectMax, codeMax := effectNames(runs)
	var out []section
	if len(effects) > 0 {
		s := section{Title: "Card effects", ID: "effects", Note: "How often each card effect the rules declare fired a game, counted by the engine, with its 95% interval; one declared and never fired is dead."}
		for _, r := range runs {
			s.Columns = append(s.Columns, []*chart.SVG{countChart(effects, r, chart.NiceCeil(effectMax))})
		}
		out = append(out, s)
	}
	if len(codes) > 0 {
		s := section{Title: "Rule codes", ID: "codes", Note: "How often each rule code the script cites happened a game, narrated or applied by the engine (a move played under it, an effect that fired: blue), and refused a player's move (red); the cards the listing of legal moves left out under it are a note, not a bar. One never cited is dead: nothing in the games named it."}
		for _, r := range runs {
			s.Columns = append(s.Columns, []*chart.SVG{codeChart(codes, r, chart.NiceCeil(codeMax))})
		}
		out = append(out, s)
	}
	return out
}
