package rules

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// Jumping in: after a play of a verb declared with JumpIn passes the turn,
// a window opens (the part "jump") in which any seat but the player may play
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
func (pp *playPlan) openJump(st *core.State, seat int, kinds []int, noDuty bool) {
	if !pp.JumpIn || !noDuty || st.Result().Over || shedding.Stacked(st) > 0 || flowOf(st).Reign != 0 || st.Turn().Current == seat {
		return
	}
	if top, ok := st.Pile(pp.to.Of(seat)).Top(); ok && st.Deck().KindOf(top) == kinds[len(kinds)-1] {
		jumpOf.Ref(st).Seat = seat + 1
	}
}

// jumpPart is the window to jump in: a core.RoundPart.
type jumpPart struct {
	// Seat is 1 + the seat whose play the other seats may jump in on, out
	// of turn, with an identical card, until the next action.
	Seat int `json:"seat"`
}

// jumpOf is the part of the window to jump in.
const jumpOf partKey[jumpPart, *jumpPart] = "jump"

// AppendKey implements core.Part.
func (j *jumpPart) AppendKey(b []byte) []byte { return binary.AppendVarint(b, int64(j.Seat)) }

// Check refuses a saved window on a seat the game lacks (core.Part).
func (j *jumpPart) Check(st *core.State) error {
	if j.Seat < 0 || j.Seat > st.Seats() {
		return fmt.Errorf("it names seat %d, which does not exist", j.Seat)
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*jumpPart) OfRound() {}

func (j *jumpPart) Vacant() bool { return j.Seat == 0 }

// jumping is the play of a verb declared with JumpIn: a play that seats
// besides the seat to act may make while the window to jump in is open.
type jumping struct{ playMech }

// Others implements mech.Outsider: the seats the open window lets jump in.
func (jumping) Others(t mech.Table, v int) (uint64, bool) { return jumpSeats(t.State()), false }

// jumpWatch closes the window to jump in at any action but an aside (a
// catch, a call), and gives the turn to a seat that jumps in: a
// moveStarter of a game with a play that allows jumping in.
type jumpWatch struct{}

func (jumpWatch) moving(g *Game, st *core.State, seat, v int) {
	if !g.p.isAside(v) && jumpOf.Of(st).Seat != 0 {
		jumpOf.Ref(st).Seat = 0
	}
	if pp := g.p.verbs[v].play; pp != nil && pp.JumpIn {
		pp.takeTurn(g, st, seat, v)
	}
}

// JumpingOn is the seat whose play the others may jump in on in st, or -1:
// for a front end or a test to read.
func JumpingOn(st *core.State) int { return jumpOf.Of(st).Seat - 1 }

// jumpSeats are the seats the open window lets jump in, as a bit set.
func jumpSeats(st *core.State) uint64 {
	if j := jumpOf.Of(st).Seat; j != 0 {
		return st.AllSeats(j - 1)
	}
	return 0
}

// jumpKind is the kind of the card a jump must be identical to.
func (pp *playPlan) jumpKind(g *Game) (int, bool) {
	top, ok := g.st.Pile(pp.to.Of(jumpOf.Of(g.st).Seat - 1)).Top()
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
	return refuse(&pp.JumpWhy, mech.FillArg(pp.JumpWhy.Or(jumpWhy), code))
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
	endTurn(g, st, flowRef(st))
	_ = st.SetCurrent(seat)
}

// The answers of mech it gives.
var (
	_ mech.Outsider = jumping{}
)
