package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// declaredPlay is a verb's play as a mechanic of a package of its own
// plays it (mech.Play): the engine's play of cards, asked through the
// table the mechanic was given, which is the game's view.
type declaredPlay struct {
	pp *playPlan
	p  *Plan // the plan it is of: whether a play runs the script's code
}

func (d declaredPlay) Single() bool { return d.pp.single && len(d.pp.runs) == 0 }

func (d declaredPlay) Barred(st *core.State, kind int) bool {
	return d.pp.NotTaken && took(st) == kind+1
}

func (d declaredPlay) Check(t mech.Table, seat int, m *notation.Move) refusal {
	return d.pp.checkPlay(t, seat, m)
}

func (d declaredPlay) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	return d.pp.applyPlay(t, st, seat, m)
}

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
