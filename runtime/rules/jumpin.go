package rules

import (
	"github.com/rulerun/rulerun/core"
)

// Jumping in: after a play of a verb declared with JumpIn passes the turn,
// a window opens (Flow.Jump) in which any seat but the player may play
// a card identical to the card on top of the pile, out of turn. The window
// closes at the next action of anyone but a catch or a call. A seat that
// jumps in takes the turn: the seat that was to act loses it, and play goes
// on from the jumper as after any play. When several seats would jump in,
// the engine offers them the move in its seeded order (engine.Step), never
// by seat number.

// Texts the engine uses for a jump where the play declares none.
const (
	jumpWhy  = "you may play out of turn only a card identical to %s, the card just played"
	jumpText = "{seat} {jump|jumps} in."
)

// openJump opens the window to jump in on seat's play, when its verb
// allows it and the play passed the turn to another seat with nothing
// owed: no duty imposed, no total held, no open turn, and the card played
// still on top.
func (pp *playPlan) openJump(g *Game, st *core.State, seat int, kinds []int, noDuty bool) {
	f := flowRef(st)
	if !pp.JumpIn || !noDuty || st.Result().Over || f.Stack > 0 || f.Reign != 0 || st.Turn().Current == seat {
		return
	}
	if top, ok := st.Pile(pp.to.Of(seat)).Top(); ok && st.Deck().KindOf(top) == kinds[len(kinds)-1] {
		f.Jump = seat + 1
	}
}

// closeJump closes the window to jump in at any action but a catch or a
// call.
func closeJump(st *core.State, verb *Verb) {
	if !verb.is(doesCatch) && !verb.is(doesCall) {
		flowRef(st).Jump = 0
	}
}

// jumpSeats are the seats the open window lets jump in, as a bit set.
func jumpSeats(st *core.State) uint64 {
	f := flowRef(st)
	if f.Jump == 0 {
		return 0
	}
	all := uint64(1)<<uint(st.Seats()) - 1
	return all &^ (1 << uint(f.Jump-1))
}

// mayJump reports whether seat may make a move of verb now by jumping in.
func mayJump(st *core.State, seat int, verb *Verb) bool {
	return verb.Play != nil && verb.Play.JumpIn && verb.is(doesPlay) && jumpSeats(st)&(1<<uint(seat)) != 0
}

// jumpKind is the kind of the card a jump must be identical to.
func (pp *playPlan) jumpKind(g *Game) (int, bool) {
	top, ok := g.st.Pile(pp.to.Of(flowOf(g.st).Jump - 1)).Top()
	if !ok {
		return 0, false
	}
	return g.st.Deck().KindOf(top), true
}

// checkJump refuses a play out of turn that is not one card identical to
// the card just played.
func (pp *playPlan) checkJump(g *Game, seat int, kinds []int) refusal {
	k, ok := pp.jumpKind(g)
	if ok && len(kinds) == 1 && kinds[0] == k {
		return legal
	}
	code := ""
	if ok {
		code = g.st.Deck().Kind(k).Code
	}
	return refuse(&pp.JumpWhy, fill(pp.JumpWhy.Or(jumpWhy), code))
}

// listJump lists seat's jump with verb v: the card identical to the one
// just played, if it holds one.
func (pp *playPlan) listJump(g *Game, v, seat int) {
	k, ok := pp.jumpKind(g)
	held := g.st.Pile(g.p.hand.Of(seat)).Len()
	if !ok || g.st.Find(g.p.hand.Of(seat), k) < 0 || held == 1 && pp.notLast != nil && pp.notLast[k] {
		return
	}
	g.slab = append(g.slab, k)
	pp.emitPlay(g, v, seat, len(g.slab)-1, held)
}

// takeTurn makes seat, jumping in with a play of verb, the seat whose turn
// it is.
func (pp *playPlan) takeTurn(g *Game, st *core.State, seat int, verb int) {
	if seat == st.Turn().Current {
		return
	}
	st.SayAbout(seat, pp.JumpText.Or(jumpText), pp.JumpText.Codes...)
	g.jumped(verb)
	flowRef(st).EndTurnFlow()
	_ = st.SetCurrent(seat)
}
