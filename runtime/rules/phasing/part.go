package phasing

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Progress is where a round stands in its phases: a core.RoundPart, saved
// as the part "phase".
type Progress struct {
	// At is 1 + the phase under way; past the last once the play is on;
	// 0 before the round is dealt.
	At int `json:"at"`
	// Acted are the seats that acted in the phase under way (bit s: seat
	// s); in a phase played in turn, the next from the seat to act (the
	// dealer's left) that has not acts.
	Acted uint64 `json:"acted,omitempty"`
	// Ended are the phases ended by one of their ends verbs (bit i: the
	// i-th phase).
	Ended uint64 `json:"ended,omitempty"`
}

// Key is the part of a round that keeps where it stands in its phases.
const Key mech.PartKey[Progress, *Progress] = doesPhase

// AppendKey implements core.Part.
func (p *Progress) AppendKey(b []byte) []byte {
	b = binary.AppendVarint(b, int64(p.At))
	b = binary.AppendUvarint(b, p.Acted)
	return binary.AppendUvarint(b, p.Ended)
}

// Check refuses a saved progress that names a seat the game lacks
// (core.Part).
func (p *Progress) Check(st *core.State) error {
	if p.At < 0 || p.Acted>>uint(st.Seats()) != 0 {
		return fmt.Errorf("its phases name a seat or a phase that does not exist")
	}
	return nil
}

// OfRound implements core.RoundPart: a new round starts its phases again.
func (*Progress) OfRound() {}

// Vacant implements core.Vacant: the round is not dealt yet.
func (p *Progress) Vacant() bool { return p.At == 0 }
