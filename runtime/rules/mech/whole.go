package mech

import "github.com/rulerun/rulerun/core"

// What a declaration serves the whole game, beside the verbs. A
// declaration of the whole game (a Decl) may make, once for a plan, a
// value every mechanic of the game may ask (Decl.Whole, Setup.Whole): the
// call that the plays are made with and the catch catches. The turn core
// tells it what it hears of (a Beginner, a TurnWatcher, a MoveStarter).

// A Beginner is told when a seat begins an action of its turn (a play, a
// draw, a take, a lay, the call): a window on another seat closes then.
type Beginner interface {
	Begin(st *core.State, seat int)
}

// A TurnWatcher forgets, when a turn ends on st, what it kept of the turn
// (the calls said in it).
type TurnWatcher interface {
	TurnEnded(st *core.State)
}

// A MoveStarter is told of every move of verb v by seat, before it is
// played on st.
type MoveStarter interface {
	Moving(t Table, st *core.State, seat, v int)
}

// A Caller is the call a play may be made with: the word a seat says with
// the play that leaves it one card. The play asks it.
type Caller interface {
	// Window is what seat's call is now, asked once for all the plays a
	// listing weighs (CallWindow.With answers each).
	Window(t Table, seat int) CallWindow
	// CallWith marks that seat makes the call with its play, which leaves
	// it left cards, and narrates it.
	CallWith(t Table, st *core.State, seat, left int)
	// Played hears that seat's play is made: a play that leaves one card
	// without the call opens the window to catch it.
	Played(t Table, st *core.State, seat int)
	// PartWhy refuses the call made with a play that may not have it.
	PartWhy() Refusal
	// Codes are the codes of the call's rule, which a play with the call
	// is made under.
	Codes() []string
}
