package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// Take declares a verb that takes cards from the top of a pile into the
// hand (runtime/rules/shedding).
type Take = shedding.Take

// took is 1 + the card kind the seat to act took this turn in st, or 0.
func took(st *core.State) int { return shedding.Took(st) }

// EndsWith is 1 + the verb whose take bound the seat to act to end its
// turn with another verb in st, or 0: for a binding to read.
func EndsWith(st *core.State) int { return shedding.EndsWith(st) }

// resolveTakes refuses a take from a pile the game lacks, or one that binds
// the seat to end its turn with a verb the game lacks.
func (p *Plan) resolveTakes() error {
	for v := range p.d.Verbs {
		t := p.d.Verbs[v].Take
		if t == nil {
			continue
		}
		if from, ok := p.table.Pile(t.From); !ok || from.PerSeat {
			return errUnknownPile("take", t.From)
		}
		if t.EndWith != "" && p.verbIndex(t.EndWith) < 0 {
			return errUnknownVerb("take end_with", t.EndWith)
		}
	}
	return nil
}

// verbIndex is the index of the verb of that name, or -1.
func (p *Plan) verbIndex(name string) int {
	for i, v := range p.d.Verbs {
		if v.Name == name {
			return i
		}
	}
	return -1
}

// EndWith is the verb a take by verb binds the seat to end its turn with,
// or "".
func (p *Plan) EndWith(verb int) string {
	if verb < 0 || verb >= len(p.verbs) || p.d.Verbs[verb].Take == nil {
		return ""
	}
	return p.d.Verbs[verb].Take.EndWith
}
