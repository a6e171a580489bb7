package shedding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Jumping in: after a play of a verb declared with JumpIn passes the turn,
// a window opens (the part JumpKey) in which any seat but the player may
// play a card identical to the card on top of the pile, out of turn. The
// window closes at the next action of anyone but a catch or a call. A seat
// that jumps in takes the turn: the seat that was to act loses it, and
// play goes on from the jumper as after any play. When several seats would
// jump in, the engine offers them the move in its seeded order
// (engine.Step), never by seat number.

// JumpingOn is the seat whose play the others may jump in on in st, or
// -1: for a front end or a test to read.
func JumpingOn(st *core.State) int { return JumpKey.Of(st).Seat - 1 }

// OpenJump opens the window to jump in on seat's play in st.
func OpenJump(st *core.State, seat int) { JumpKey.Ref(st).Seat = seat + 1 }

// JumpSeats are the seats the open window in st lets jump in, as a bit
// set (bit s for seat s): every seat but the one whose play opened it.
func JumpSeats(st *core.State) uint64 {
	if j := JumpKey.Of(st).Seat; j != 0 {
		return st.AllSeats(j - 1)
	}
	return 0
}

// A Jumper is a play that a seat may make out of turn by jumping in: told
// of every move of its verb before it is played, it gives the turn to a
// seat that jumps in.
type Jumper interface {
	// JumpIn makes seat, about to play verb v on st, the seat to act, if
	// it jumps in out of turn.
	JumpIn(t mech.Table, st *core.State, seat, v int)
}

// JumpWatch closes the window to jump in at any action but an aside (a
// catch, a call), and has a Jumper give the turn to a seat that jumps in:
// the mech.MoveStarter of a game with a play that allows jumping in.
type JumpWatch struct{}

// Moving implements mech.MoveStarter.
func (JumpWatch) Moving(t mech.Table, st *core.State, seat, v int) {
	if !t.Aside(v) && JumpKey.Of(st).Seat != 0 {
		JumpKey.Ref(st).Seat = 0
	}
	if j, ok := t.Mechanics()[v].(Jumper); ok {
		j.JumpIn(t, st, seat, v)
	}
}

// The answers of mech it gives.
var (
	_ mech.MoveStarter = JumpWatch{}
)
