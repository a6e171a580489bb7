package calling

import (
	"errors"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// errNoCall is the error of a call or a catch in a game without game.call
// (the declarations' reader refuses such a verb first).
var errNoCall = errors.New("the call needs game.call: the call, such as game.call = {word = \"uno\"}")

// plan is the declared call a verb's mechanic is made under.
func plan(s mech.Setup) (*Plan, error) {
	switch w := s.Whole(doesCall).(type) {
	case *Plan:
		return w, nil
	case closing:
		return w.Plan, nil
	}
	return nil, errNoCall
}

// callMech is the declared call said on its own, before a play (does =
// "call"): once a turn, when a play would leave the seat one card or
// during an open turn.
type callMech struct{ cp *Plan }

// NewCall makes the mechanic of a call said on its own.
func NewCall(s mech.Setup, v int) (mech.Mechanic, error) {
	cp, err := plan(s)
	return callMech{cp}, err
}

// List implements mech.Mechanic.
func (c callMech) List(t mech.Table, v, seat int, current bool) {
	if current && c.cp.mayCallNow(t, seat) {
		t.Offer(v)
	}
}

// Check implements mech.Mechanic.
func (c callMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	if !c.cp.mayCallNow(t, seat) {
		return c.cp.refusal(&c.cp.VerbWhy, c.cp.withWord(c.cp.VerbWhy.Or(callVerbWhy)))
	}
	return mech.Legal
}

// Apply implements mech.Mechanic: the cards seat will hold after the play
// it makes the call before are one when a play of its would leave it one
// card, else more (the call is made early, in an open turn).
func (c callMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	t.Begin(st, seat)
	left := 1
	if !t.PlayLeaves(seat, 1) {
		left = st.Pile(c.cp.hand.Of(seat)).Len()
	}
	c.cp.CallWith(t, st, seat, left)
	return nil
}

// OutsideTurn implements mech.Aside: a call is said in turn, and leaves the
// windows open.
func (callMech) OutsideTurn() bool { return false }

// Cite implements mech.Citer: a call is made under the call's rule.
func (c callMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(c.cp.codes)
}

// catchMech is the catch of a seat that did not make the declared call
// (does = "catch"): any other seat may make it, out of turn, while the
// window to catch is open.
type catchMech struct {
	cp   *Plan
	slot int           // the slot of the seat caught
	at   *mech.Message // where the verb is declared, which its refusals cite
}

// NewCatch makes the mechanic of the catch of verb v.
func NewCatch(s mech.Setup, v int) (mech.Mechanic, error) {
	cp, err := plan(s)
	return &catchMech{cp: cp, slot: mech.SeatSlot(s.Form(v)), at: s.VerbAt(v)}, err
}

// List implements mech.Mechanic: the catch of the seat the window is
// about, for a seat the window lets act, whoever is to act.
func (*catchMech) List(t mech.Table, v, seat int, current bool) {
	if w := Key.Of(t.State()).Window; w.Lets(seat) {
		t.Add(mech.Cand{Verb: v, Suit: -1, Seat: w.Subject})
	}
}

// Check implements mech.Mechanic.
func (c *catchMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	return c.cp.checkCatch(t.State(), seat, m.Args[c.slot].Num, c.at)
}

// Apply implements mech.Mechanic.
func (c *catchMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	c.cp.catch(st, seat)
	return nil
}

// Others implements mech.Outsider: the seats the window to catch lets act.
func (*catchMech) Others(t mech.Table, v int) (uint64, bool) {
	return Key.Of(t.State()).Window.Seats, false
}

// OutsideTurn implements mech.Aside: a catch is made out of turn, and leaves
// the windows open.
func (*catchMech) OutsideTurn() bool { return true }

// Cite implements mech.Citer: a catch is made under the call's rule.
func (c *catchMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(c.cp.codes)
}

// The answers of mech they give.
var (
	_ mech.Citer    = callMech{}
	_ mech.Aside    = callMech{}
	_ mech.Citer    = (*catchMech)(nil)
	_ mech.Outsider = (*catchMech)(nil)
	_ mech.Aside    = (*catchMech)(nil)
)
