package mech

// A Func is a function of the script declared in place of a value (a field
// such as deal.hand: issue #41, "a function wherever a value is
// declared"): the engine calls it with the context of the moment (At) when
// its lifetime starts (Life), and keeps its answer in the game (Values)
// for as long. 0 is none: the declared value holds, and no script is
// called. The script's functions are numbered from 1 in the order the
// declaration names them.
type Func int

// Life is how long the answer of a function declared in place of a value
// holds: when the engine calls it, and until it calls it again.
type Life int

const (
	// ForRound is a function called once as each round starts, before
	// its deal (a hand size, the dealer's move, a bid's score): its
	// answer holds for the round.
	ForRound Life = iota
	// ForGame is a function called once as the game starts, before the
	// first dealer is chosen (the first dealer, the match's target): its
	// answer holds for the whole game.
	ForGame
	// WhenAsked is a function the engine asks whenever it needs its
	// answer (a move's predicate, when = function(at, move)): never called
	// as a lifetime starts, its answer never kept.
	WhenAsked
	// AtMatchEnd is a function called once as the match ends, its result
	// set, the scores final (the match's winners): its answer replaces
	// what the engine found.
	AtMatchEnd
	// ForTrumps is a function of the round and its trumps (how the cards
	// count in a trick: tricks.suits, tricks.high): called as each round
	// starts, before its deal, once with each suit of the deck as the
	// trumps (At.Trumps) and once with none, the round's trumps being
	// still to be made; the answer for the trumps the round has holds for
	// the round (TrumpsWordIn).
	ForTrumps
)

// FuncDecl is what the engine knows of a function declared in place of a
// value: the path that names its field in errors ("game.deal.hand") and
// its lifetime. The script's code calls it and reads its answer as the
// field's kind says.
type FuncDecl struct {
	Path string
	Life Life
}

// At is the context a function declared in place of a value is called
// with: where the game stands when the engine needs the value. Every such
// function gets this one context, whatever its field; a script reads it
// as the table at (at.round, at.played, at.seats, at.pack, at.dealer,
// at.scores, at.trumps: seats and the dealer numbered from 1).
type At struct {
	// Round is the number of the round about to be played, from 1, and
	// Played the number of rounds (deals) of the match played before it.
	Round, Played int
	// Seats is the number of seats, and Pack the number of cards in the
	// deck.
	Seats, Pack int
	// Dealer is the dealer's seat, from 0; -1 for a game without one, or
	// before the first dealer is chosen.
	Dealer int
	// Scores are the seats' totals so far, by seat from 0: the state's
	// own, read only.
	Scores []int
	// Trumps is the code of the trump suit the function is asked about
	// (a function of the round and its trumps, ForTrumps; what beats what
	// in a trick or a bout), "" for none or where the moment tells none.
	Trumps string
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
