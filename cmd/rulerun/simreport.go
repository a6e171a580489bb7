package main

import (
	"fmt"
	"io"
	"path/filepath"
	"slices"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/rulerun/rulerun/runtime/words"
)

// namedSummary is the summary of one script's games.
type namedSummary struct {
	path, name string
	sum        *sim.Summary
	run        *simRun // the run the games are of; nil for records read back (merge)
}

// report writes each script's summary, then each one compared with the first.
func report(w io.Writer, sums []namedSummary, bots string) {
	undecidedWarning(w, sums, bots)
	for _, ns := range sums {
		s := ns.sum
		fmt.Fprintf(w, "%s (%s): %d games", ns.path, ns.name, s.Games)
		if bots != "" {
			fmt.Fprintf(w, ", bots %s", bots)
		}
		fmt.Fprintln(w)
		fmt.Fprintf(w, "  length:  mean %.1f moves (sd %.1f), median %.0f, 10%%-90%% %.0f-%.0f\n",
			s.Mean(), s.StdDev(), s.Median(), s.Quantile(0.1), s.Quantile(0.9))
		var seats []string
		for seat := range s.Played {
			r, lo, hi := s.WinRate(seat)
			seats = append(seats, fmt.Sprintf("%d: %s (%s-%s)", seat+1, pct(r), pct(lo), pct(hi)))
		}
		if !s.Lost() || slices.ContainsFunc(s.Wins, func(x float64) bool { return x > 0 }) { // a game nobody wins says no wins
			fmt.Fprintf(w, "  wins by seat (95%% CI):  %s\n", strings.Join(seats, ", "))
		}
		lossesLine(w, s)
		d, lo, hi := s.DrawRate()
		fmt.Fprintf(w, "  %-9s%s (%s-%s)", noWinner(len(s.Played))+":", pct(d), pct(lo), pct(hi))
		if s.Unfinished > s.Draws {
			fmt.Fprintf(w, "; unfinished: %d", s.Unfinished)
		}
		if s.Errors > 0 {
			fmt.Fprintf(w, "; stopped by a script error: %d", s.Errors)
		}
		if s.Looped > 0 {
			fmt.Fprintf(w, "; stopped going round in circles: %d", s.Looped)
		}
		fmt.Fprintln(w)
		if s.Looped > 0 {
			fmt.Fprintf(w, "  the bots looped in %s; the first, %s\n", words.Plural(s.Looped, "game"), s.FirstLoop)
		}
		ns.crashes(w, bots)
		if s.Rounds > 0 {
			fmt.Fprintf(w, "  rounds:  %.1f a match\n", float64(s.Rounds)/float64(s.Games))
		}
		fmt.Fprintf(w, "  moves:   %s\n", perGame(s.Verbs, s.Games))
		if len(s.Counts) > 0 {
			fmt.Fprintf(w, "  counted: %s\n", perGame(s.Counts, s.Games))
		}
		effectsLines(w, s)
		skillLine(w, s.Skill)
	}
	compareAll(w, sums)
}

// lossesLine writes each seat's share of losses, for a game lost by a
// seat and won by nobody: "losses by seat (95% CI): 1: 24.0% (...)".
func lossesLine(w io.Writer, s *sim.Summary) {
	if !s.Lost() {
		return
	}
	var seats []string
	for seat := range s.Played {
		r, lo, hi := s.LossRate(seat)
		seats = append(seats, fmt.Sprintf("%d: %s (%s-%s)", seat+1, pct(r), pct(lo), pct(hi)))
	}
	fmt.Fprintf(w, "  losses by seat (95%% CI): %s\n", strings.Join(seats, ", "))
}

// compareAll writes each run compared with the first, what the rule
// changed first: the length, then how decisive the games are (drawn and
// unfinished games, when the winner takes the lead for good, lead
// changes), who wins (each seat's share of the games with a winner, so
// that more draws alone move no seat), each seat's share of losses in a
// game some seats lose and nobody wins, the skill gap, and last the counts
// normalised for length (effects every 100 moves, legal moves a
// decision). Only the differences that stand after the correction for the
// number of comparisons (sim.Correct) are listed, the length always; the
// closing line says what the correction means.
func compareAll(w io.Writer, sums []namedSummary) {
	if len(sums) < 2 {
		return
	}
	doc := summaryDoc(sums)
	for i, ns := range sums[1:] {
		c := doc.Comparisons[i]
		fmt.Fprintf(w, "%s against %s:\n", filepath.Base(ns.path), filepath.Base(sums[0].path))
		lengthChange(w, c.Length, c.Paired)
		decisiveChanges(w, c)
		for _, sd := range c.Seats {
			if sd.Real {
				fmt.Fprintf(w, "  seat %d's share of the games with a winner %s points, 95%% CI %s to %s\n", sd.Seat, points(sd.Change), points(sd.Lo), points(sd.Hi))
			}
			if l := sd.Lost; l != nil && l.Real {
				fmt.Fprintf(w, "  seat %d's share of the games it lost %s points, 95%% CI %s to %s\n", sd.Seat, points(l.Change), points(l.Lo), points(l.Hi))
			}
		}
		skillChange(w, c.Skill)
		effectChanges(w, c.Effects)
		if c.Branching.Real {
			fmt.Fprintf(w, "  legal moves a decision %s, 95%% CI %s to %s\n", signed(c.Branching.Change), signed(c.Branching.Lo), signed(c.Branching.Hi))
		}
	}
	fmt.Fprintln(w, doc.Correction.Meaning())
}

// decisiveChanges writes the real changes of how games end: drawn and
// unfinished games, how soon the winner leads for good, lead changes.
func decisiveChanges(w io.Writer, c sim.Comparison) {
	if c.Drawn.Real {
		fmt.Fprintf(w, "  drawn games %s points, 95%% CI %s to %s\n", points(c.Drawn.Change), points(c.Drawn.Lo), points(c.Drawn.Hi))
	}
	if c.Unfinished.Real {
		fmt.Fprintf(w, "  unfinished games %s points, 95%% CI %s to %s\n", points(c.Unfinished.Change), points(c.Unfinished.Lo), points(c.Unfinished.Hi))
	}
	if c.Decided.Real {
		fmt.Fprintf(w, "  the winner takes the lead for good %+.0f points of the game %s, 95%% CI %+.0f to %+.0f\n",
			c.Decided.Change, laterOrSooner(c.Decided.Change), c.Decided.Lo, c.Decided.Hi)
	}
	if c.LeadChanges.Real {
		fmt.Fprintf(w, "  lead changes a game %+.1f, 95%% CI %+.1f to %+.1f\n", c.LeadChanges.Change, c.LeadChanges.Lo, c.LeadChanges.Hi)
	}
}

// laterOrSooner says which way a change of when the game is decided goes.
func laterOrSooner(change float64) string {
	if change < 0 {
		return "sooner"
	}
	return "later"
}

// lengthChange writes how much longer or shorter a run's games are than
// the base's (lc), when both have games with moves to compare; paired
// when each game was compared with the base's game of its seed.
func lengthChange(w io.Writer, lc sim.Difference, paired bool) {
	if !lc.Known {
		fmt.Fprintln(w, "  game lengths cannot be compared: each side needs 2 games or more, with moves")
		return
	}
	word := "longer"
	if lc.Change < 0 {
		word = "shorter"
	}
	how := ""
	if paired {
		how = ", game by game against the base's game of the same seed"
	}
	fmt.Fprintf(w, "  games %s %s, 95%% CI %s to %s%s%s\n", pct(abs(lc.Change)), word, signed(lc.Lo), signed(lc.Hi), how, realWord(lc))
}

// crashes writes the kinds of script error that stopped games.
func (ns namedSummary) crashes(w io.Writer, bots string) {
	if ns.run != nil {
		crashReport(w, *ns.run, bots, ns.sum.Crashes)
		return
	}
	for _, cr := range ns.sum.Crashes {
		fmt.Fprintf(w, "  %s\n     in %s; the first: game %d, --seed %d --players %d\n", cr.Error, words.Plural(cr.Games, "game"), cr.Game, cr.Seed, cr.Seats)
	}
}

func realWord(d sim.Difference) string {
	if d.Real {
		return " (a real difference)"
	}
	return " (within chance)"
}

func pct(x float64) string { return fmt.Sprintf("%.1f%%", 100*x) }

func signed(x float64) string { return fmt.Sprintf("%+.1f%%", 100*x) }

// points writes a difference of two rates in percentage points.
func points(x float64) string { return fmt.Sprintf("%+.1f", 100*x) }

func abs(x float64) float64 {
	if x < 0 {
		return -x
	}
	return x
}

// perGame writes counts per game, most frequent first.
func perGame(m map[string]int, games int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]] != m[keys[j]] {
			return m[keys[i]] > m[keys[j]]
		}
		return keys[i] < keys[j]
	})
	var parts []string
	for _, k := range keys {
		parts = append(parts, fmt.Sprintf("%s %.1f", k, float64(m[k])/float64(max(games, 1))))
	}
	return strings.Join(parts, ", ") + " a game"
}
