package sim

import "github.com/rulerun/rulerun/runtime/engine"

// startTally asks game g's rules to count what they do as it is played
// (engine.Tallier): nil when they count nothing.
func startTally(g engine.Game) *engine.Tally {
	if t, ok := g.(engine.Tallier); ok {
		return t.Tally()
	}
	return nil
}

// citedBy is what the text of the rules cites (engine.Citer), or nothing.
func citedBy(rules engine.Rules) engine.Cited {
	if c, ok := rules.(engine.Citer); ok {
		return c.Cited()
	}
	return engine.Cited{}
}

// tallied adds to a game's record what the engine counted (t, which may
// be nil), the rule codes its narration cites, and what the rules' text
// cites, at 0 where the game did not use it.
func tallied(r Record, g engine.Game, t *engine.Tally, cited engine.Cited) Record {
	if t != nil {
		r.Effects = clone(t.Effects)
		r.Refused = clone(t.Refused)
	}
	if g != nil {
		r.Narrated = narrated(g)
	}
	if len(cited.Codes) > 0 {
		r.Narrated, r.Refused = orEmpty(r.Narrated), orEmpty(r.Refused)
		for _, c := range cited.Codes {
			r.Narrated[c] += 0
			r.Refused[c] += 0
		}
	}
	if len(cited.Counters) > 0 {
		r.Counts = orEmpty(r.Counts)
		for _, c := range cited.Counters {
			r.Counts[c] += 0
		}
	}
	return r
}

// narrated counts the rule codes that the lines of g's log cite: the
// narration of its effects and of everything else the rules wrote.
func narrated(g engine.Game) map[string]int {
	var out map[string]int
	count := func(code string) {
		if out == nil {
			out = map[string]int{}
		}
		out[code]++
	}
	for _, e := range g.State().Log() {
		engine.EachRuleCode(e.Text, count)
		if e.Draw != nil {
			engine.EachRuleCode(e.Draw.Why, count)
		}
	}
	return out
}

func clone(m map[string]int) map[string]int {
	if len(m) == 0 {
		return nil
	}
	out := make(map[string]int, len(m))
	for k, n := range m {
		out[k] = n
	}
	return out
}

func orEmpty(m map[string]int) map[string]int {
	if m == nil {
		return map[string]int{}
	}
	return m
}
