package beating

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Bout is where the bout under way stands: a core.RoundPart, the part
// "beat". The cards of the bout lie on the table pile, each card attacking
// followed by the card that beat it.
type Bout struct {
	Trump    int    `json:"trump,omitempty"`    // 1 + the index of the trump suit; 0 before the deal
	Attacker int    `json:"attacker,omitempty"` // the seat that attacks
	Defender int    `json:"defender,omitempty"` // the seat that defends
	Attacks  int    `json:"attacks,omitempty"`  // the cards attacking so far
	Limit    int    `json:"limit,omitempty"`    // the most cards attacking this bout
	Passed   uint64 `json:"passed,omitempty"`   // the seats that passed since the last card beaten (bit s: seat s)
}

// BoutOf is the part of the bout, named by the Does word of its verbs.
const BoutOf mech.PartKey[Bout, *Bout] = doesBeat

// AppendKey implements core.Part.
func (b *Bout) AppendKey(out []byte) []byte {
	for _, n := range []int{b.Trump, b.Attacker, b.Defender, b.Attacks, b.Limit} {
		out = binary.AppendVarint(out, int64(n))
	}
	return binary.AppendUvarint(out, b.Passed)
}

// Check refuses a saved bout that names a seat the game lacks (core.Part).
func (b *Bout) Check(st *core.State) error {
	n := st.Seats()
	if b.Attacker < 0 || b.Attacker >= n || b.Defender < 0 || b.Defender >= n || b.Attacks < 0 || b.Limit < 0 || b.Trump < 0 {
		return fmt.Errorf("it holds a number out of range")
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*Bout) OfRound() {}

// Vacant implements core.Vacant: no trumps are turned up yet.
func (b *Bout) Vacant() bool { return *b == Bout{} }
