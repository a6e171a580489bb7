package rules

import "github.com/rulerun/rulerun/runtime/rules/shedding"

// resolvePlay resolves verb's play pl for the plan (shedding.PlayPlan):
// onto its pile (a play to the trick goes to its table), with the call's
// part when the game declares the call.
func (p *Plan) resolvePlay(verb int, pl *Play) (*shedding.PlayPlan, error) {
	name := pl.To
	if name == "" && p.d.Trick != nil {
		name = p.d.Trick.Table // a play to the trick goes to its table
	}
	to, ok := p.table.Pile(name)
	if !ok {
		return nil, errUnknownPile("play", name)
	}
	call := -1
	if c := p.d.CallDeclared(); c != nil && c.Part != "" {
		call = p.d.Grammar.Form(verb).Slot(c.Part)
	}
	return shedding.NewPlayPlan(setup{p}, verb, pl, to, call, &p.shed, &playCore{})
}
