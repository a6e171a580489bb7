package engine

import (
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/cover"
)

// StartTally asks game g's rules to count what they do from now on
// ([Tallier]): nil when they count nothing.
func StartTally(g Game) *Tally {
	if t, ok := g.(Tallier); ok {
		return t.Tally()
	}
	return nil
}

// CitedBy is what the text of rules or of a source cites ([Citer]), or
// nothing.
func CitedBy(v any) Cited {
	if c, ok := v.(Citer); ok {
		return c.Cited()
	}
	return Cited{}
}

// Reached is how far one run (a scenario, or a game; unit names it) got
// through the rules of script, described by d, for coverage: every verb
// of the rules with the moves of it game g made; every effect tally t
// names with how often it fired; every rule code the rules cite (cited),
// narrated by g's log or by the reason its result gives, or cited by t's
// refusals or by refused (refusals the runner counted itself). g may be nil (a game that never started),
// and t nil (rules that count nothing: no effects then).
func Reached(script, unit string, d *Description, cited Cited, g Game, t *Tally, refused map[string]int) *cover.Reach {
	r := &cover.Reach{Script: script, Unit: unit, Runs: 1, Verbs: reachedVerbs(d, g)}
	if t != nil {
		for i, name := range t.Effects {
			r.Effects = append(r.Effects, once(name, t.Fired[i]))
		}
	}
	r.Codes = reachedCodes(cited, g, t, refused)
	return r
}

// once is a name reached n times in a single run.
func once(name string, n int) cover.Reached {
	return cover.Reached{Name: name, Times: n, Runs: min(n, 1)}
}

// reachedVerbs counts the moves g made of each verb of d (the first word
// of a move is its verb).
func reachedVerbs(d *Description, g Game) []cover.Reached {
	played := MovesByVerb(g)
	out := make([]cover.Reached, len(d.Verbs))
	for i, v := range d.Verbs {
		out[i] = once(v.Name, played[v.Name])
	}
	return out
}

// reachedCodes counts each rule code the rules cite, g's log or result
// narrates or a refusal cites, in the order of a rules text.
func reachedCodes(cited Cited, g Game, t *Tally, refused map[string]int) []cover.CodeReached {
	narrated := Narrated(g)
	codes := map[string]bool{}
	for _, code := range cited.Codes {
		codes[code] = true
	}
	all := []map[string]int{narrated, refused}
	if t != nil {
		all = append(all, t.Applied, t.Refused, t.Implied)
	}
	for _, m := range all {
		for code := range m {
			codes[code] = true
		}
	}
	out := make([]cover.CodeReached, 0, len(codes))
	for code := range codes {
		c := cover.CodeReached{Code: code, Narrated: narrated[code], Refused: refused[code]}
		if t != nil {
			c.Applied, c.Implied = t.Applied[code], t.Implied[code]
			c.Refused += t.Refused[code]
		}
		c.Runs = min(c.Narrated+c.Applied+c.Refused+c.Implied, 1)
		out = append(out, c)
	}
	slices.SortFunc(out, func(a, b cover.CodeReached) int { return core.CompareRuleCodes(a.Code, b.Code) })
	return out
}
