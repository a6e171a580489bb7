package cover

import (
	"slices"

	"github.com/rulerun/rulerun/core"
)

// Reach is how far runs of a script (scenarios, or self-play games) got
// through the rules it declares, counted by the engine rather than by the
// lines of the script: every verb with the moves of it played, every
// declared effect with how often it fired, and every rule code with how
// often the game's log narrated it or a refusal cited it.
type Reach struct {
	// Script is the script, named as its file is in the profile
	// ("scripts/mygame.lua").
	Script string `json:"script"`
	// Unit names one run, "scenario" or "game", for the report.
	Unit string `json:"unit"`
	// Runs is how many scenarios or games were counted.
	Runs  int       `json:"runs"`
	Verbs []Reached `json:"verbs"` // every verb, in the order of the rules' notation
	// Effects are the declared effects by their engine names ("K: skip"),
	// in the order declared; empty when the rules count no effects.
	Effects []Reached `json:"effects,omitempty"`
	// Codes are the rule codes the script cites and those its games
	// narrated or refused with, in the order of a rules text (ABC-2
	// before ABC-11).
	Codes []CodeReached `json:"codes,omitempty"`
}

// Reached is how often a verb was played or an effect fired, and in how
// many of the runs.
type Reached struct {
	Name  string `json:"name"`
	Times int    `json:"times"`
	Runs  int    `json:"runs"`
}

// CodeReached is how often a rule code was narrated by a game's log,
// applied by the engine (a move played under it, an effect that fired),
// cited by the refusal of a move and by a refusal the listing of the legal
// moves implied, and in how many of the runs any of them happened.
type CodeReached struct {
	Code     string `json:"code"`
	Narrated int    `json:"narrated"`
	Applied  int    `json:"applied,omitempty"`
	Refused  int    `json:"refused"`
	Implied  int    `json:"implied,omitempty"`
	Runs     int    `json:"runs"`
}

// Never reports whether the verb or effect was never reached.
func (r Reached) Never() bool { return r.Times == 0 }

// Never reports whether nothing cited the rule code.
func (c CodeReached) Never() bool { return c.Narrated+c.Applied+c.Refused+c.Implied == 0 }

// Merge adds the counts of q to r, name by name; a name r does not have
// yet is added after its own (codes are kept in their order).
func (r *Reach) Merge(q *Reach) {
	r.Runs += q.Runs
	r.Verbs = mergeReached(r.Verbs, q.Verbs)
	r.Effects = mergeReached(r.Effects, q.Effects)
	for _, c := range q.Codes {
		i := slices.IndexFunc(r.Codes, func(have CodeReached) bool { return have.Code == c.Code })
		if i < 0 {
			r.Codes = append(r.Codes, c)
			continue
		}
		r.Codes[i].Narrated += c.Narrated
		r.Codes[i].Applied += c.Applied
		r.Codes[i].Refused += c.Refused
		r.Codes[i].Implied += c.Implied
		r.Codes[i].Runs += c.Runs
	}
	slices.SortStableFunc(r.Codes, func(a, b CodeReached) int { return core.CompareRuleCodes(a.Code, b.Code) })
}

func mergeReached(have, add []Reached) []Reached {
	for _, a := range add {
		i := slices.IndexFunc(have, func(h Reached) bool { return h.Name == a.Name })
		if i < 0 {
			have = append(have, a)
			continue
		}
		have[i].Times += a.Times
		have[i].Runs += a.Runs
	}
	return have
}

// clone is a copy of r that shares nothing with it.
func (r *Reach) clone() *Reach {
	c := *r
	c.Verbs, c.Effects, c.Codes = slices.Clone(r.Verbs), slices.Clone(r.Effects), slices.Clone(r.Codes)
	return &c
}
