package sim

import (
	"github.com/rulerun/rulerun/runtime/engine"
)

// tallied adds to a game's record what the engine counted (t, which may
// be nil; the game is over, so the record takes its counts), the rule
// codes its narration cites, the rule codes the rules' text cites (read
// as 0 where the game did not use them), and the counters the text names
// at 0.
func tallied(r Record, g engine.Game, t *engine.Tally, cited engine.Cited) Record {
	if t != nil {
		r.Applied, r.Refused, r.Implied = t.Applied, t.Refused, t.Implied
		if len(t.Effects) > 0 {
			r.Effects = make(map[string]int, len(t.Effects))
			for i, name := range t.Effects {
				r.Effects[name] += t.Fired[i]
			}
		}
	}
	if g != nil {
		r.Narrated = engine.Narrated(g)
	}
	r.Cited = cited.Codes
	if len(cited.Counters) > 0 {
		r.Counts = orEmpty(r.Counts)
		for _, c := range cited.Counters {
			r.Counts[c] += 0
		}
	}
	return r
}

func orEmpty(m map[string]int) map[string]int {
	if m == nil {
		return map[string]int{}
	}
	return m
}
