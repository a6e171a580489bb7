package shedding

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// TakePart is what the seat to act took this turn, and what that binds it
// to: a core.RoundPart, cleared when the turn ends.
type TakePart struct {
	// Took is 1 + the card kind the seat took from a pile (the top
	// discard), or 0.
	Took int `json:"took,omitempty"`
	// EndWith is 1 + the verb of the take that bound the seat to end its
	// turn with a particular verb (taking the whole discard pile binds it
	// to discard), or 0.
	EndWith int `json:"end_with,omitempty"`
}

// TakeKey is the name of the part of what was taken this turn.
const TakeKey mech.PartKey[TakePart, *TakePart] = "take"

// Took is 1 + the card kind the seat to act took this turn in st, or 0: a
// play may forbid playing it back.
func Took(st *core.State) int { return TakeKey.Of(st).Took }

// EndsWith is 1 + the verb whose take bound the seat to act to end its
// turn with another verb in st, or 0: for the pass, a binding or a front
// end to read.
func EndsWith(st *core.State) int { return TakeKey.Of(st).EndWith }

// AppendKey implements core.Part.
func (t *TakePart) AppendKey(b []byte) []byte {
	return binary.AppendVarint(binary.AppendVarint(b, int64(t.Took)), int64(t.EndWith))
}

// Check refuses a saved card kind the deck lacks (core.Part).
func (t *TakePart) Check(st *core.State) error {
	if t.Took < 0 || t.Took > st.Deck().Kinds() || t.EndWith < 0 {
		return fmt.Errorf("it holds a number out of range")
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*TakePart) OfRound() {}

// Vacant implements core.Vacant: nothing taken this turn.
func (t *TakePart) Vacant() bool { return *t == TakePart{} }
