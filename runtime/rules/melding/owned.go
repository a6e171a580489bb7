package melding

import (
	"slices"

	"github.com/rulerun/rulerun/core"
)

// Melds owned by the seats that laid them (Melds.Owned): each meld
// remembers its seat, and each card laid, in a new meld or added to
// anyone's, is credited to the seat that lays it, at its points. The
// part's lists are replaced whole, never changed in place, so that copies
// of the part share them.

// credit records that seat laid meld n (the last) and credits it the points
// of cards, when the melds are owned.
func (l *layMech) credit(f *meldsPart, st *core.State, seat int, cards []core.MeldCard, laidNew bool) {
	if !l.Owned {
		return
	}
	if laidNew {
		f.Owners = append(slices.Clip(f.Owners), seat)
	}
	laid := make([]int, st.Seats())
	copy(laid, f.Laid)
	d := st.Deck()
	for _, c := range cards {
		laid[seat] += d.Kind(c.Kind).Points
	}
	f.Laid = laid
}

// laidBy is the points seat has laid this round in the melds of f.
func laidBy(f meldsPart, seat int) int {
	if seat < len(f.Laid) {
		return f.Laid[seat]
	}
	return 0
}
