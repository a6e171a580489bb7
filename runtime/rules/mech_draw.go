package rules

import (
	"github.com/rulerun/rulerun/runtime/rules/climbing"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// The draw and the pass of a shedding game (runtime/rules/shedding), made
// under the game's stacking and drawing (Plan.shed).

func newDraw(p *Plan, v int) (mech.Mechanic, error) {
	return shedding.NewDraw(setup{p}, v, &p.shed, p.stepped()), nil
}

// newPass makes the pass of a shedding game, or in a game that declares a
// trick the pass of the trick (runtime/rules/climbing).
func newPass(p *Plan, v int) (mech.Mechanic, error) {
	if p.d.Trick != nil {
		return made(climbing.NewPass)(p, v)
	}
	return shedding.NewPass(setup{p}, &p.shed, p.stepped()), nil
}
