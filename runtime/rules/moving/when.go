package moving

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A move's condition given as the script's predicate (Move.When: issue
// #41, "... or a Lua predicate"): asked only about a candidate the
// declared conditions pass, in the listing and in the check.

// allows reports whether the predicate allows seat's move of card c from
// pile from to pile to in st; true without one. A predicate that fails
// allows the move, so that its check or apply reports the error
// (allowsWhy) rather than the listing hide it.
func (m *moveMech) allows(t mech.Table, st *core.State, seat int, c core.CardID, from, to core.PileID) bool {
	if m.decl.When == 0 {
		return true
	}
	ok, err := t.Allows(m.decl.When, st, m.asked(st, seat, c, from, to))
	return ok || err != nil
}

// allowsWhy refuses seat's move of card c from pile from to pile to in st
// when the predicate does not allow it, or fails, or is Legal.
func (m *moveMech) allowsWhy(t mech.Table, st *core.State, seat int, c core.CardID, from, to core.PileID) mech.Refusal {
	if m.decl.When == 0 {
		return mech.Legal
	}
	ok, err := t.Allows(m.decl.When, st, m.asked(st, seat, c, from, to))
	if err != nil {
		return m.why("failed", "%s", fmt.Sprintf("the condition of %s failed: %v", m.decl.Verb, err))
	}
	if !ok {
		return m.why("when", whenWhy, st.Deck().Card(c).Code)
	}
	return mech.Legal
}

// asked is the move the predicate is asked about.
func (m *moveMech) asked(st *core.State, seat int, c core.CardID, from, to core.PileID) mech.Asked {
	return mech.Asked{Seat: seat, Verb: m.decl.Verb, Card: st.Deck().Card(c).Code,
		From: st.Pile(from).Name, To: st.Pile(to).Name}
}
