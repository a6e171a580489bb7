package sim

import (
	"maps"
	"slices"

	"github.com/rulerun/rulerun/core"
)

// Count is how often something happened: in all, and a game, with the 95%
// interval of the mean (Mean's Of is the games).
type Count struct {
	Total int `json:"total"`
	Mean
}

// CodeCount is how often a rule code was cited: by the game's narration
// (an effect's, or any other line the rules wrote), by the rules the
// engine applied (a move played under it, an effect that fired), by the
// refusals of moves players made, and by the refusals the listing of the
// legal moves implied (reported apart: what the rules forbade, not what
// a player met).
type CodeCount struct {
	Narrated Count `json:"narrated"`
	Applied  Count `json:"applied"`
	Refused  Count `json:"refused"`
	Implied  Count `json:"implied"`
}

// Happened is how often the rule happened in the games: narrated or
// applied, the main figure of a rule.
func (c CodeCount) Happened() Count {
	if c.Applied.Total > c.Narrated.Total {
		return c.Applied
	}
	return c.Narrated
}

// Dead reports whether nothing cited the rule in any game.
func (c CodeCount) Dead() bool {
	return c.Narrated.Total == 0 && c.Applied.Total == 0 && c.Refused.Total == 0 && c.Implied.Total == 0
}

// EffectChange is how often an effect fired in a run and in the base, a
// game and every PerMoves moves, and the change of the rate per move (a
// difference, per PerMoves moves): normalised for length, so that an
// effect that fires less only because games are shorter does not read as
// a change.
type EffectChange struct {
	Effect   string `json:"effect"`
	BaseMean Mean   `json:"base_mean"` // a game in the base; 0 when the base does not declare it
	RunMean  Mean   `json:"mean"`      // a game in the run compared
	BaseRate Mean   `json:"base_rate"` // every PerMoves moves in the base
	RunRate  Mean   `json:"rate"`      // every PerMoves moves in the run compared
	Difference
}

// perGameDist is d with the games in which nothing was counted (absent
// from d) counted as 0, out of games.
func perGameDist(d Dist, games int) Dist {
	out := Dist{}
	out.add(d)
	if n := out.N(); n < games {
		out[0] += games - n
	}
	return out
}

// countOf is the figures of d over games.
func countOf(d Dist, games int) Count {
	d = perGameDist(d, games)
	total := 0
	for v, n := range d {
		total += v * n
	}
	return Count{Total: total, Mean: countMean(d)}
}

// countMean is the mean of counts with its interval, which never reaches
// below 0: nothing happens fewer than no times.
func countMean(d Dist) Mean {
	m := d.MeanFigure()
	m.Lo = max(m.Lo, 0)
	return m
}

// counts are the figures of each name of m over games.
func counts(m map[string]Dist, games int) map[string]Count {
	out := make(map[string]Count, len(m))
	for k, d := range m {
		out[k] = countOf(d, games)
	}
	return out
}

// ruleCodes are the figures of each rule code narrated, applied, refused
// or implied.
func ruleCodes(s *Summary) map[string]CodeCount {
	out := map[string]CodeCount{}
	for _, m := range []map[string]Dist{s.Narrated, s.Applied, s.Refused, s.Implied} {
		for k := range m {
			out[k] = CodeCount{Narrated: countOf(s.Narrated[k], s.Games), Applied: countOf(s.Applied[k], s.Games),
				Refused: countOf(s.Refused[k], s.Games), Implied: countOf(s.Implied[k], s.Games)}
		}
	}
	return out
}

// deadCounts names the counts at 0, sorted.
func deadCounts(m map[string]Count) []string {
	out := []string{}
	for k, c := range m {
		if c.Total == 0 {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}

// deadCodes names the rule codes nothing cited in any game, sorted.
func deadCodes(m map[string]CodeCount) []string {
	out := []string{}
	for k, c := range m {
		if c.Dead() {
			out = append(out, k)
		}
	}
	slices.SortFunc(out, core.CompareRuleCodes)
	return out
}

// effectChanges compares how often each effect of either run fired a
// game, by name; an effect one run does not declare counts 0 there.
func effectChanges(a, b *Summary) []EffectChange {
	names := map[string]bool{}
	for k := range a.Effects {
		names[k] = true
	}
	for k := range b.Effects {
		names[k] = true
	}
	out := []EffectChange{}
	for _, k := range slices.Sorted(maps.Keys(names)) {
		da, db := perGameDist(a.Effects[k], a.Games), perGameDist(b.Effects[k], b.Games)
		ra, rb := a.EffectRate(k), b.EffectRate(k)
		out = append(out, EffectChange{Effect: k, BaseMean: countMean(da), RunMean: countMean(db), BaseRate: ra, RunRate: rb,
			Difference: rateChange(ra, rb)})
	}
	return out
}
