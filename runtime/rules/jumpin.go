package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// Jumping in (runtime/rules/shedding: the window, its part, the watch
// that closes it): the play of a verb declared with JumpIn opens the
// window, lists and checks a jump, and gives the turn to a seat that jumps
// in.

// jumpText narrates a jump where the play declares no words for it.
const jumpText = "{seat} {jump|jumps} in."

// openJump opens the window to jump in on seat's play, when its verb
// allows it and the play passed the turn to another seat with nothing
// owed: no duty imposed, no total held, no open turn, and the card played
// still on top.
func (pp *playPlan) openJump(st *core.State, seat int, kinds []int, noDuty bool) {
	if !pp.JumpIn || !noDuty || st.Result().Over || shedding.Stacked(st) > 0 || flowOf(st).Reign != 0 || st.Turn().Current == seat {
		return
	}
	if top, ok := st.Pile(pp.to.Of(seat)).Top(); ok && st.Deck().KindOf(top) == kinds[len(kinds)-1] {
		shedding.OpenJump(st, seat)
	}
}

// jumping is the play of a verb declared with JumpIn: a play that seats
// besides the seat to act may make while the window to jump in is open.
type jumping struct{ playMech }

// Others implements mech.Outsider: the seats the open window lets jump in.
func (jumping) Others(t mech.Table, v int) (uint64, bool) {
	return shedding.JumpSeats(t.State()), false
}

// JumpIn implements shedding.Jumper: a seat that jumps in takes the turn.
func (j jumping) JumpIn(t mech.Table, st *core.State, seat, v int) {
	j.pp.takeTurn(t.(view).g, st, seat, v)
}

// listJump lists seat's jump with verb v: the card identical to the one
// just played, if it holds one.
func (pp *playPlan) listJump(t mech.Table, v, seat int) {
	st := t.State()
	k, ok := shedding.JumpKind(st, pp.to)
	held := st.Pile(pp.hand.Of(seat)).Len()
	if !ok || st.Find(pp.hand.Of(seat), k) < 0 || held == 1 && pp.notLast != nil && pp.notLast[k] {
		return
	}
	slab := t.Slab()
	*slab = append(*slab, k)
	pp.emitPlay(t, v, seat, len(*slab)-1, held)
}

// takeTurn makes seat, jumping in with a play of verb, the seat whose turn
// it is.
func (pp *playPlan) takeTurn(g *Game, st *core.State, seat int, verb int) {
	if seat == st.Turn().Current {
		return
	}
	st.SayAbout(seat, pp.JumpText.Or(jumpText), pp.JumpText.Codes...)
	g.jumped(verb)
	g.p.endTurn(st, flowRef(st))
	_ = st.SetCurrent(seat)
}

// The answers of mech it gives.
var (
	_ mech.Outsider   = jumping{}
	_ shedding.Jumper = jumping{}
)
