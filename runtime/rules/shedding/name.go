package shedding

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// namer names the suit of its <suit> slot as the suit named (does =
// "name"), such as the colour of a wild start card, or a round's trumps:
// the part mech.SuitNamed keeps it.
type namer struct {
	suit int // the slot of the suit named
}

// NewName makes the mechanic of a verb that names a suit; its form needs
// a <suit>.
func NewName(s mech.Setup, v int) (mech.Mechanic, error) {
	n := &namer{suit: suitSlot(s.Form(v))}
	if n.suit < 0 {
		return nil, fmt.Errorf("it names a suit: its form needs a <suit>")
	}
	return n, nil
}

// suitSlot is the first slot of f, outside a group, that holds a suit, or
// -1.
func suitSlot(f *notation.Form) int {
	for i, s := range f.Slots {
		if s.Group < 0 && s.Type == notation.Suit {
			return i
		}
	}
	return -1
}

// NotYours implements mech.Gate: the rule that says who names (a
// declarer).
func (n *namer) NotYours(t mech.Table, seat int) mech.Refusal { return gate(t, seat) }

// gate is why seat may not name a suit now, by the mechanics that say
// (mech.NameGate), or Legal.
func gate(t mech.Table, seat int) mech.Refusal {
	for _, m := range t.Mechanics() {
		if ng, ok := m.(mech.NameGate); ok {
			if why := ng.MayName(t, seat); why.Why != "" {
				return why
			}
		}
	}
	return mech.Legal
}

// List implements mech.Mechanic: every value of the verb's form, unless
// the script's generate lists its moves, as for a verb of code alone.
func (n *namer) List(t mech.Table, v, seat int, current bool) {
	if current && gate(t, seat).Why == "" {
		t.OfferForm(v, seat)
	}
}

// Check implements mech.Mechanic.
func (n *namer) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	return gate(t, seat)
}

// Apply implements mech.Mechanic: the suit the move names is the suit
// named.
func (n *namer) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	if !m.Args[n.suit].Set {
		return nil
	}
	if i, _ := st.Deck().SuitIndex(m.Args[n.suit].Code); i >= 0 {
		mech.SuitNamed.Ref(st).Suit = i + 1
	}
	return nil
}

// The answers of mech it gives.
var (
	_ mech.Mechanic = (*namer)(nil)
	_ mech.Gate     = (*namer)(nil)
)
