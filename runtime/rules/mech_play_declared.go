package rules

import (
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// declaredPlay is a verb's play as a mechanic of a package of its own
// plays it (mech.Play): the engine's play of cards (shedding.PlayPlan),
// asked through the table the mechanic was given.
type declaredPlay struct {
	*shedding.PlayPlan
	p *Plan // the plan it is of: whether a play runs the script's code
}

func (d declaredPlay) Single() bool { return d.OneAtATime() }

func (d declaredPlay) RunsCode(t mech.Table, seat int, m *notation.Move) bool {
	return d.p.playRunsCode(t.State(), seat, m)
}

// Play is verb v's declared play as a mechanic plays it (mech.Setup).
func (s setup) Play(v int) mech.Play {
	if pp := s.p.verbs[v].play; pp != nil {
		return declaredPlay{pp, s.p}
	}
	return nil // not a declaredPlay of nil in the interface
}

var _ mech.Play = declaredPlay{}
