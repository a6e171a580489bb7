package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The suit named: a play that names a suit (an eight, a wild), the verb
// that names one (does = "name") or the start card's colour makes it the
// suit to follow, until the next play answers it. The part "named" keeps
// it while one is named.

// namedPart is the suit named: a core.RoundPart (mech.Named).
type namedPart = mech.Named

// named is the part of the suit named.
const named = mech.SuitNamed

// Named is the index of the suit named in st, or -1 when none is: for a
// binding or a front end to read.
func Named(st *core.State) int { return namedSuit(st) - 1 }

// namedSuit is 1 + the index of the suit named in st, or 0 when none is.
func namedSuit(st *core.State) int { return named.Of(st).Suit }

// setNamed makes the suit of index i (-1 for none) the one named in st.
func setNamed(st *core.State, i int) {
	if i < 0 {
		if namedSuit(st) != 0 {
			named.Ref(st).Suit = 0
		}
		return
	}
	named.Ref(st).Suit = i + 1
}

// NameSuit makes the deck's suit of that index the one an earlier play
// named, in st, a state of a game of the engine (for a test's setup).
func NameSuit(st *core.State, suit int) error {
	if suit < 0 || suit >= len(st.Deck().Suits()) {
		return fmt.Errorf("the deck has no suit %d", suit+1)
	}
	setNamed(st, suit)
	return nil
}

// suitName is the name of the deck's suit of index i, or its code when
// it has none.
func suitName(d *core.Deck, i int) string {
	s := d.Suits()[i]
	if s.Name != "" {
		return s.Name
	}
	return s.Code
}
