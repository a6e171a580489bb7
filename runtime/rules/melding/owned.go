package melding

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Melds owned by the seats that laid them (Melds.Owned): each meld
// remembers its seat, and each card laid, in a new meld or added to
// anyone's, is credited to the seat that lays it, at its points. They are
// a part of their own, which a game whose melds are not owned never
// makes.

// ownedPart is who laid each meld on the table and the points each seat
// has laid this round: a core.RoundPart. Its lists are replaced whole,
// never changed in place, so that copies of the part share them.
type ownedPart struct {
	// Owners is the seat that laid each meld, in the order of the melds.
	Owners []int `json:"owners,omitempty"`
	// Laid is the points each seat has laid this round, by seat.
	Laid []int `json:"laid,omitempty"`
}

// ownedOf is the part of the melds' owners.
const ownedOf mech.PartKey[ownedPart, *ownedPart] = "owned"

// OwnedPartName is the name of the part of a round the melds' owners and
// the points laid are kept in, in a state and its save.
const OwnedPartName = string(ownedOf)

// ReadOwnedPart reads the part of the melds' owners from a save.
func ReadOwnedPart(data json.RawMessage) (core.Part, error) { return ownedOf.Read(data) }

// AppendKey implements core.Part.
func (o *ownedPart) AppendKey(b []byte) []byte {
	return mech.AppendInts(mech.AppendInts(b, o.Owners), o.Laid)
}

// Check refuses a saved owner that is no seat, or points of more seats
// than the game has (core.Part).
func (o *ownedPart) Check(st *core.State) error {
	if len(o.Laid) > st.Seats() || slices.ContainsFunc(o.Owners, func(s int) bool { return s < 0 || s >= st.Seats() }) {
		return fmt.Errorf("the melds' owners or points name no seat")
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*ownedPart) OfRound() {}

// Vacant implements core.Vacant: no meld laid.
func (o *ownedPart) Vacant() bool { return len(o.Owners) == 0 && len(o.Laid) == 0 }

// credit records that seat laid a new meld (laidNew), the last, and
// credits it the points of cards, when the melds are owned.
func (l *layMech) credit(st *core.State, seat int, cards []core.MeldCard, laidNew bool) {
	if !l.Owned {
		return
	}
	o := ownedOf.Ref(st)
	if laidNew {
		o.Owners = append(slices.Clip(o.Owners), seat)
	}
	laid := make([]int, st.Seats())
	copy(laid, o.Laid)
	d := st.Deck()
	for _, c := range cards {
		laid[seat] += d.Kind(c.Kind).Points
	}
	o.Laid = laid
}

// laidBy is the points seat has laid this round in st.
func laidBy(st *core.State, seat int) int {
	if laid := ownedOf.Of(st).Laid; seat < len(laid) {
		return laid[seat]
	}
	return 0
}

// MeldOwners returns the seat that laid each meld on the table in st
// (nil when the melds are not owned) and the points each seat has laid
// this round: for a binding or a front end to read.
func MeldOwners(st *core.State) (owners, laid []int) {
	o := ownedOf.Of(st)
	return o.Owners, o.Laid
}
