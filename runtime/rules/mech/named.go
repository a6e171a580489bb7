package mech

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/core"
)

// The suit named: a play that names a suit (an eight, a wild), a verb that
// names one (does = "name": the suit to follow, or a round's trumps) or
// the start card's colour makes it the suit named, until the next play
// answers it. The round's part "named" keeps it while one is named, for
// every mechanic to read, with the seat that named it when a phase made
// it the round's trumps (the maker, whose side's tricks are scored).

// Named is the suit named: a core.RoundPart.
type Named struct {
	// Suit is 1 + the index of the suit named in the deck's suits.
	Suit int `json:"suit"`
	// By is 1 + the seat that made the suit the round's trumps in a phase
	// before the play (game.phases: the maker); 0 for none.
	By int `json:"by,omitempty"`
}

// SuitNamed is the part of a round that keeps the suit named.
const SuitNamed PartKey[Named, *Named] = "named"

// AppendKey implements core.Part.
func (p *Named) AppendKey(b []byte) []byte {
	b = binary.AppendVarint(b, int64(p.Suit))
	if p.By > 0 {
		b = binary.AppendVarint(b, int64(p.By))
	}
	return b
}

// Check refuses a saved suit the deck lacks (core.Part).
func (p *Named) Check(st *core.State) error {
	if p.Suit < 0 || p.Suit > len(st.Deck().Suits()) {
		return fmt.Errorf("it names suit %d, which the deck lacks", p.Suit)
	}
	if p.By < 0 || p.By > st.Seats() {
		return fmt.Errorf("it was named by seat %d, which does not exist", p.By)
	}
	return nil
}

// OfRound implements core.RoundPart: a new round names no suit.
func (*Named) OfRound() {}

// Vacant implements core.Vacant: no suit is named.
func (p *Named) Vacant() bool { return p.Suit == 0 }
