package climbing

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// TrickToBeat is the play to beat in a climbing game, while a trick is
// under way: a core.RoundPart, the part "trick".
type TrickToBeat struct {
	Kind int `json:"kind,omitempty"` // 1 + the index of the play's kind; 0 when the trick is empty
	Size int `json:"size,omitempty"` // how many cards it has; they are on top of the table pile
	Seat int `json:"seat,omitempty"` // who made it
}

// ToBeatOf is the part of the play to beat, named by the Does word of a
// play to the trick: the part a save keeps it under.
const ToBeatOf mech.PartKey[TrickToBeat, *TrickToBeat] = doesTrick

// ToBeat is the play to beat in st, for a front end or a test to read: its
// kind 0 when none is.
func ToBeat(st *core.State) TrickToBeat { return ToBeatOf.Of(st) }

// AppendKey implements core.Part.
func (t *TrickToBeat) AppendKey(b []byte) []byte {
	for _, n := range []int{t.Kind, t.Size, t.Seat} {
		b = binary.AppendVarint(b, int64(n))
	}
	return b
}

// Check refuses a saved play that names a seat the game lacks or more
// cards than the deck has (core.Part).
func (t *TrickToBeat) Check(st *core.State) error {
	if t.Seat < 0 || t.Seat >= st.Seats() || t.Size < 0 || t.Size > st.Deck().Size() || t.Kind < 0 {
		return fmt.Errorf("it holds a number out of range")
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*TrickToBeat) OfRound() {}

// Vacant implements core.Vacant: no play is to beat.
func (t *TrickToBeat) Vacant() bool { return *t == TrickToBeat{} }
