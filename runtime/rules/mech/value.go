package mech

// A Func is a function of the script declared in place of a value (a field
// such as deal.hand: issue #41, "a function wherever a value is
// declared"): the engine calls it with the context of the moment (At) when
// it needs the value, and keeps its result as long as the field says (the
// hand size, for the round). 0 is none: the declared value holds, and no
// script is called. The script's functions are numbered from 1 in the
// order the declaration names them.
type Func int

// At is the context a function declared in place of a value is called
// with: where the game stands when the engine needs the value. Every such
// function gets this one context, whatever its field; a script reads it
// as the table at (at.round, at.seats, at.pack, at.dealer, seats and the
// dealer numbered from 1).
type At struct {
	// Round is the number of the round about to be played, from 1.
	Round int
	// Seats is the number of seats, and Pack the number of cards in the
	// deck.
	Seats, Pack int
	// Dealer is the dealer's seat, from 0; -1 for a game without one.
	Dealer int
}

// Asked is the move a predicate declared on a move is asked about
// (issue #41: a move's condition given as a Lua predicate): a candidate
// the declared conditions pass, which the predicate may still refuse. A
// script reads it as the table move (move.seat from 1, move.verb,
// move.card, move.from, move.to).
type Asked struct {
	// Seat is the mover, from 0.
	Seat int
	// Verb is the move's verb; Card the card it takes (the lowest of
	// those taken), by its code; From and To the piles' names.
	Verb, Card, From, To string
}
