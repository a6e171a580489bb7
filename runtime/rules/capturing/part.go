package capturing

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Part is where a round of captures stands: the last seat that captured,
// which takes the cards left on the table at the round's end. A
// core.RoundPart.
type Part struct {
	Last int `json:"last,omitempty"` // the last seat that captured, seat+1, or 0
}

// Key is the name of the part of a round of captures.
const Key mech.PartKey[Part, *Part] = doesCapture

// AppendKey implements core.Part.
func (p *Part) AppendKey(b []byte) []byte { return binary.AppendUvarint(b, uint64(p.Last)) }

// Check refuses a seat the game does not have (core.Part).
func (p *Part) Check(st *core.State) error {
	if p.Last < 0 || p.Last > st.Seats() {
		return fmt.Errorf("capture: the last capture by seat %d, with %d seats", p.Last, st.Seats())
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*Part) OfRound() {}

// Vacant implements core.Vacant: nobody has captured this round.
func (p *Part) Vacant() bool { return p.Last == 0 }
