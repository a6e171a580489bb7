package rules

import (
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// The play of cards from the hand onto a pile (a verb with a Play) is
// runtime/rules/shedding's (shedding.PlayPlan); the turn core resolves
// it for the plan (mech_play_plan.go) and does what the cards do once
// they are down (mech_play_core.go).

func newPlay(p *Plan, v int) (mech.Mechanic, error) {
	pp := p.verbs[v].play
	if pp.JumpIn {
		p.watchMoves(starter{shedding.JumpWatch{}})
	}
	return pp.Mechanic(setup{p}), nil
}
