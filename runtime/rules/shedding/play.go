package shedding

import (
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// play plays cards from the hand onto a pile (does = "play", a verb with
// a Play): a card that matches, a run, with the suit it names and the
// call made with it; any seat may jump in out of turn with an identical
// card where the play allows it (jumping).
type play struct{ pp *PlayPlan }

// Mechanic is the play's mechanic, made for verb v of the plan s reads:
// it answers mech.Outsider and is a Jumper when the play allows jumping
// in (a JumpWatch must then watch the moves).
func (pp *PlayPlan) Mechanic(s mech.Setup) mech.Mechanic {
	pp.caller, _ = s.Whole("call").(mech.Caller)
	if !pp.JumpIn {
		return play{pp}
	}
	return jumping{play{pp}}
}

// List implements mech.Mechanic: the seat to act's plays, and another
// seat's jump in while the window is open.
func (pm play) List(t mech.Table, v, seat int, current bool) {
	switch {
	case current:
		pm.pp.ListPlays(t, v, seat)
	case pm.pp.JumpIn && JumpSeats(t.State())&(1<<uint(seat)) != 0:
		pm.pp.listJump(t, v, seat)
	}
}

// Check implements mech.Mechanic.
func (pm play) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	return pm.pp.Check(t, seat, m)
}

// Apply implements mech.Mechanic.
func (pm play) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	return pm.pp.Apply(t, st, seat, m)
}

// Cite implements mech.Citer: a run is played under its rules; a single card
// under its match's rule (the named suit's, when a suit was named); and a
// call made with the play under the call's.
func (pm play) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	pp := pm.pp
	switch {
	case len(m.Args[pp.cards].Cards) > 1:
		tally.ApplyCodes(pp.implied.runs)
	case pp.Match != nil && mech.SuitNamed.Of(t.State()).Suit > 0:
		tally.ApplyCodes(pp.implied.matchNamed)
	case pp.Match != nil:
		tally.ApplyCodes(pp.implied.match)
	}
	if pp.call >= 0 && m.Args[pp.call].Set {
		tally.ApplyCodes(pp.caller.Codes())
	}
	if pp.seat >= 0 && m.Args[pp.seat].Set {
		tally.ApplyCodes(pp.implied.seat) // the rule of naming a seat, as its refusals cite it (a seven swaps hands)
	}
}

// ShowTable implements mech.Shower: a play that matches the top card by
// suit (a shedding game) holds the hand by suit, unless another mechanic
// says how it is held; a play that names a suit (an eight) shows the suit
// named.
func (pm play) ShowTable(st *core.State, seat int, t *engine.Table) {
	if pm.pp.match != nil && pm.pp.match.BySuit() && t.Sort == "" {
		t.Sort = engine.SortSuit
	}
	suits := st.Deck().Suits()
	if n := mech.SuitNamed.Of(st).Suit; pm.pp.name >= 0 && n > 0 && n <= len(suits) {
		if item := "suit named: " + mech.SuitWord(suits[n-1]); !slices.Contains(t.Status, item) {
			t.Status = append(t.Status, item)
		}
	}
}

// jumping is the play of a verb declared with JumpIn: a play that seats
// besides the seat to act may make while the window to jump in is open.
type jumping struct{ play }

// Others implements mech.Outsider: the seats the open window lets jump in.
func (jumping) Others(t mech.Table, v int) (uint64, bool) {
	return JumpSeats(t.State()), false
}

// JumpIn implements Jumper: a seat that jumps in takes the turn.
func (j jumping) JumpIn(t mech.Table, st *core.State, seat, v int) {
	if seat == st.Turn().Current {
		return
	}
	st.SayAbout(seat, j.pp.JumpText.Or(jumpText), j.pp.JumpText.Codes...)
	j.pp.core.TakeTurn(t, st, seat, v)
}

// listJump lists seat's jump with verb v: the card identical to the one
// just played, if it holds one.
func (pp *PlayPlan) listJump(t mech.Table, v, seat int) {
	st := t.State()
	k, ok := JumpKind(st, pp.to)
	held := st.Pile(pp.hand.Of(seat)).Len()
	if !ok || st.Find(pp.hand.Of(seat), k) < 0 || held == 1 && pp.notLast != nil && pp.notLast[k] {
		return
	}
	var l playList
	pp.startList(&l, t, st, v, seat, held)
	*l.slab = append(*l.slab, k)
	pp.emitPlay(&l, len(*l.slab)-1)
}

// The answers of mech it gives.
var (
	_ mech.Mechanic = play{}
	_ mech.Citer    = play{}
	_ mech.Shower   = play{}
	_ mech.Outsider = jumping{}
	_ Jumper        = jumping{}
)
