package shedding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// passer is the pass (does = "pass") of a game without a trick: the end
// of a turn that a draw kept (Drawn) or of a turn in steps.
type passer struct {
	sp      *Plan
	stepped bool    // the turn is in steps: the turn core says when else a pass may be made
	takes   []*Take // by verb: its take, or nil
}

// NewPass makes the mechanic of a pass, under the drawing of sp; stepped
// says that the game's turn is in steps.
func NewPass(s mech.Setup, sp *Plan, stepped bool) mech.Mechanic {
	ps := &passer{sp: sp, stepped: stepped, takes: make([]*Take, len(s.Grammar().Forms()))}
	for v := range ps.takes {
		ps.takes[v], _ = s.VerbDecl(v).(*Take)
	}
	return ps
}

// List implements mech.Mechanic.
func (ps *passer) List(t mech.Table, v, seat int, current bool) {
	if !current {
		return
	}
	if ps.stepped && EndsWith(t.State()) == 0 || !ps.stepped && ps.sp.Drawn.DrewThisTurn(t) && counted(t, ps.sp.Drawn.CheckMustPlay(t, seat)).Why == "" {
		t.Offer(v)
	}
}

// Check implements mech.Mechanic.
func (ps *passer) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	if ps.stepped {
		return ps.bound(t.State()) // the turn in steps said when else it may be made
	}
	if why := ps.sp.Drawn.CheckPassDrawn(t); why.Why != "" {
		return why
	}
	return ps.sp.Drawn.CheckMustPlay(t, seat)
}

// bound refuses the pass that would end a turn a take bound the seat to
// end with another verb (taking the whole discard pile binds it to
// discard).
func (ps *passer) bound(st *core.State) mech.Refusal {
	if e := EndsWith(st); e > 0 {
		return ps.takes[e-1].EndWithRefusal()
	}
	return mech.Legal
}

// Apply implements mech.Mechanic.
func (ps *passer) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	ps.sp.Drawn.PassDrawn(t, st, seat)
	return nil
}

// The answers of mech it gives.
var _ mech.Mechanic = (*passer)(nil)
