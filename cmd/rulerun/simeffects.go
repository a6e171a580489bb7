package main

import (
	"fmt"
	"io"
	"slices"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/rulerun/rulerun/runtime/words"
)

// effectsLines writes what the engine counted of a run's rules: the card
// effects fired and the rule codes cited, a game, then what never
// happened.
func effectsLines(w io.Writer, s *sim.Summary) {
	f := sim.Figures("", s)
	if len(f.Effects) > 0 {
		fmt.Fprintf(w, "  effects: %s\n", countsPerGame(f.Effects))
	}
	if codes := codesPerGame(f.RuleCodes); codes != "" {
		fmt.Fprintf(w, "  rule codes: %s\n", codes)
	}
	var dead []string
	for _, d := range []struct {
		what  string
		names []string
	}{{"verb", f.DeadVerbs}, {"effect", f.DeadEffects}, {"counter", f.DeadCounts}} {
		if len(d.names) > 0 {
			dead = append(dead, d.what+" "+strings.Join(d.names, ", "))
		}
	}
	if len(dead) > 0 {
		fmt.Fprintf(w, "  never happened in %s: %s\n", words.Plural(s.Games, "game"), strings.Join(dead, "; "))
	}
	if len(f.DeadCodes) > 0 {
		fmt.Fprintf(w, "  rule codes never cited in %s (not narrated, applied or refused): %s\n", words.Plural(s.Games, "game"), strings.Join(f.DeadCodes, ", "))
	}
}

// countsPerGame writes counts a game with their intervals, most frequent
// first, leaving out those at 0 (listed as never happened).
func countsPerGame(m map[string]sim.Count) string {
	keys := make([]string, 0, len(m))
	for k, c := range m {
		if c.Total > 0 {
			keys = append(keys, k)
		}
	}
	sort.Slice(keys, func(i, j int) bool {
		if m[keys[i]].Total != m[keys[j]].Total {
			return m[keys[i]].Total > m[keys[j]].Total
		}
		return keys[i] < keys[j]
	})
	if len(keys) == 0 {
		return "none fired"
	}
	parts := make([]string, len(keys))
	for i, k := range keys {
		c := m[k]
		parts[i] = fmt.Sprintf("%s %.2f (%.2f-%.2f)", k, c.Mean.Mean, c.Lo, c.Hi)
	}
	return strings.Join(parts, ", ") + " a game"
}

// codesPerGame writes the rule codes cited a game: happened (narrated or
// applied), refused a player's move, and, apart, left moves out of the
// listing; in the order of their names; "" when none was.
func codesPerGame(m map[string]sim.CodeCount) string {
	keys := make([]string, 0, len(m))
	for k, c := range m {
		if !c.Dead() {
			keys = append(keys, k)
		}
	}
	slices.SortFunc(keys, core.CompareRuleCodes)
	parts := make([]string, len(keys))
	for i, k := range keys {
		c := m[k]
		var in []string
		if h := c.Happened(); h.Total > 0 {
			in = append(in, fmt.Sprintf("happened %.2f", h.Mean.Mean))
		}
		if c.Refused.Total > 0 {
			in = append(in, fmt.Sprintf("refused %.2f", c.Refused.Mean.Mean))
		}
		parts[i] = strings.Join(append([]string{k}, in...), " ")
		if len(in) > 1 {
			parts[i] = k + " " + strings.Join(in, ", ")
		}
		if c.Implied.Total > 0 {
			parts[i] += fmt.Sprintf(" (%.2f left out of listings)", c.Implied.Mean.Mean)
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return strings.Join(parts, "; ") + " a game"
}

// effectChanges writes the effects that fire really more or less often
// in a run than in the base, every 100 moves, after the correction.
func effectChanges(w io.Writer, changes []sim.EffectChange) {
	for _, e := range changes {
		if e.Real {
			fmt.Fprintf(w, "  effect %s %s\n", e.Effect, effectWords(e))
		}
	}
}

// effectWords says how an effect's rate every 100 moves changed: "fired
// 5.40 times every 100 moves (5.30 to 5.50), 2.10 a game; the base never
// fires it", or "fired 5.40 times every 100 moves, 0.50 more than the
// base's 4.90, 95% CI +0.40 to +0.60".
func effectWords(e sim.EffectChange) string {
	switch {
	case e.BaseMean.Mean == 0:
		return fmt.Sprintf("fired %.2f times every %d moves (%.2f to %.2f), %.2f a game; the base never fires it",
			e.RunRate.Mean, sim.PerMoves, e.RunRate.Lo, e.RunRate.Hi, e.RunMean.Mean)
	case e.RunMean.Mean == 0:
		return fmt.Sprintf("never fired; the base fires it %.2f times every %d moves (%.2f to %.2f), %.2f a game",
			e.BaseRate.Mean, sim.PerMoves, e.BaseRate.Lo, e.BaseRate.Hi, e.BaseMean.Mean)
	}
	word := "more"
	if e.Change < 0 {
		word = "less"
	}
	return fmt.Sprintf("fired %.2f times every %d moves, %.2f %s than the base's %.2f, 95%% CI %+.2f to %+.2f",
		e.RunRate.Mean, sim.PerMoves, abs(e.Change), word, e.BaseRate.Mean, e.Lo, e.Hi)
}
