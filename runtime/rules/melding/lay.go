package melding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// List implements mech.Mechanic: the seat to act lays melds, nobody else.
func (l *layMech) List(t mech.Table, v, seat int, current bool) {
	if current {
		l.listLay(t, v, seat)
	}
}

// Check implements mech.Mechanic.
func (l *layMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	return l.checkLay(t, seat, m)
}

// Apply implements mech.Mechanic.
func (l *layMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	return l.applyLay(t, st, seat, m)
}

// Offers implements mech.Offerer: whether a move of the verb may be
// legal now: an add or a layout only once the seat has laid a meld of its
// own, when the melds declare so.
func (l *layMech) Offers(t mech.Table, v, seat int) bool {
	return l.lay == layNew || !l.OwnFirst || meldsOf.Of(t.State()).HasMelded(seat)
}

// The answers a laying verb gives the turn core.
var (
	_ mech.Offerer   = (*layMech)(nil)
	_ mech.MoveMaker = (*layMech)(nil)
	_ mech.Shedder   = (*layMech)(nil)
)
