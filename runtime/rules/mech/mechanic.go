package mech

import (
	"iter"
	"time"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// A Mechanic is one kind of move, as a verb's does word names it: it lists
// a seat's legal moves of the verb, checks a move of it and applies a
// checked one. One is made for each verb of a plan (Make) and serves
// every game of it, on any goroutine: the table of the game is passed to
// each call. The turn core around it decides who may act, the duties
// owed, a turn in steps and the script's own code; the mechanic does the
// rest.
type Mechanic interface {
	// List offers seat's legal moves of verb v on t; current reports
	// whether seat is the seat to act.
	List(t Table, v, seat int, current bool)
	// Check refuses seat's move m, or returns Legal.
	Check(t Table, seat int, m *notation.Move) Refusal
	// Apply plays seat's checked move m on st.
	Apply(t Table, st *core.State, seat int, m *notation.Move) error
}

// Make makes the mechanic of verb v of a plan, from what s tells of it.
type Make func(s Setup, v int) (Mechanic, error)

// Setup is what a mechanic reads of the plan it is made for: its
// declaration of the whole game and the piles it names.
type Setup interface {
	// Decl is the declaration of the whole game of that does word
	// (game.flipping for "flip"), or nil when the script gives none.
	Decl(does string) any
	// Deck is the game's deck.
	Deck() *core.Deck
	// Hand is the pile each seat holds its cards in.
	Hand() Pile
	// Pile is the declared pile of that name.
	Pile(name string) (Pile, bool)
}

// Table is what a mechanic sees of a game during one call: the narrow
// context it is given instead of the game itself.
type Table interface {
	// State is the game as it stands.
	State() *core.State
	// SeatToAct is the seat that must act in st: the seat a duty is
	// imposed on, else the seat whose turn it is.
	SeatToAct(st *core.State) int
	// Offer lists a move of verb v that names nothing (a flip, a slap).
	Offer(v int)
	// RaceOpen reports whether a mechanic holds a race the table waits
	// for in st (the game does not end while one is).
	RaceOpen(st *core.State) bool
	// Mechanics yields the mechanic of every verb, in the order of the
	// verbs: for a mechanic that tells another of its own package what
	// happened.
	Mechanics() iter.Seq[any]
}

// Tally counts the rule codes a counted game applies.
type Tally interface {
	ApplyCodes(codes []string)
}

// A Citer names the rules a move of its mechanic is played under: it
// counts their codes in tally, on the game as it stands before the move.
type Citer interface {
	Cite(t Table, seat int, m *notation.Move, tally Tally)
}

// A Stander is a mechanic whose game is not a race to shed cards (the
// bots' default judgement, by the cards held): it writes how well each
// seat stands in the game still going into out, a number of 0 or more a
// seat, more being better.
type Stander interface {
	Standings(t Table, out []float64)
}

// A Racer is a mechanic whose moves seats may make out of turn, the first
// to make one winning.
type Racer interface {
	// Racing is the set of seats (bit s for seat s) that may make a move
	// of the mechanic now, out of turn or not.
	Racing(t Table) uint64
	// Open reports whether a race the table waits for is open in st: a
	// move that wins something may be made now.
	Open(st *core.State) bool
}

// A Reactor is a racing mechanic that declares how quickly a bot reacts
// to a race it would join, at a table run by arrival.
type Reactor interface {
	Reaction() (lo, hi time.Duration)
}

// A Decl is the declaration a mechanic reads for the whole game,
// which a script writes in a field of its game table: the field, the
// class and doc the reference and the editor give it, and a new value of
// its struct, whose field tags the declarations' reader reads.
type Decl struct {
	Does, Field, Class, Doc string
	New                     func() any
}
