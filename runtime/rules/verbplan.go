package rules

import (
	"iter"

	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// verbPlan is one verb of a Plan, resolved: its mechanic, and what the
// turn core and the mechanics read of it by its index.
type verbPlan struct {
	mech    mech.Mechanic      // the kind of move it is (registry.go)
	kind    string             // the Does word of its mechanic
	play    *shedding.PlayPlan // the cards it plays, or nil
	form    formSlots          // what the engine knows of its form (form.go)
	answer  int                // the duty it answers, or -1
	opening bool               // it opens a turn in steps (turnstep.go)
	aside   bool               // its move is no action of the turn (mech.Aside)
	outside bool               // its move is made out of turn, outside the turn's duties and steps
	// jumpTally is the index in the tally's names of its jumps in, or -1.
	jumpTally int
	// counted is the index in the tally's names of the first rule its
	// mechanic counts (mech.Counter).
	counted int
	// runner and shedder are its mechanic as mech.CodeRunner and
	// mech.Shedder, or nil: asked once, not at every move (runsCode).
	runner  mech.CodeRunner
	shedder mech.Shedder
}

// mechanics is every verb's mechanic, in the order of the verbs.
func (p *Plan) mechanics() iter.Seq2[int, mech.Mechanic] {
	return func(yield func(int, mech.Mechanic) bool) {
		for v := range p.verbs {
			if !yield(v, p.verbs[v].mech) {
				return
			}
		}
	}
}
