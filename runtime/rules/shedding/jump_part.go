package shedding

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// JumpPart is the window to jump in: a core.RoundPart, open from a play
// that allows jumping in until the next action of anyone but an aside.
type JumpPart struct {
	// Seat is 1 + the seat whose play the other seats may jump in on, out
	// of turn, with an identical card, until the next action.
	Seat int `json:"seat"`
}

// JumpKey is the name of the part of the window to jump in.
const JumpKey mech.PartKey[JumpPart, *JumpPart] = "jump"

// AppendKey implements core.Part.
func (j *JumpPart) AppendKey(b []byte) []byte { return binary.AppendVarint(b, int64(j.Seat)) }

// Check refuses a saved window on a seat the game lacks (core.Part).
func (j *JumpPart) Check(st *core.State) error {
	if j.Seat < 0 || j.Seat > st.Seats() {
		return fmt.Errorf("it names seat %d, which does not exist", j.Seat)
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*JumpPart) OfRound() {}

// Vacant implements core.Vacant: no window open.
func (j *JumpPart) Vacant() bool { return j.Seat == 0 }
