// Package core holds the game-agnostic primitives every rulerun game is built
// from: card definitions and decks, ordered piles with per-seat visibility,
// seats and turn order, a seeded random source, scores over the rounds of a
// match and new rounds, game variables, what each seat was shown, a narrated
// log whose lines may read differently to each seat, and the game result.
// The move notation is in the subpackage core/notation.
//
// A [State] is the whole state of one game. It knows nothing about any game's
// rules: a game's script declares its structure, which runtime/rules runs
// in Go, and its Lua functions (run by runtime/lua) say what the
// declarations do not; both read and change the state only through the
// methods here. Every change of a card's
// place is a transfer between piles, so a card can never be created or lost.
//
// States are copy-on-write: [State.Clone] is cheap (bots may search thousands
// of clones), [State.Fork] gives the transactional copy the runtime applies a
// move to, and [State.MarshalJSON] with [Restore] saves and restores a game
// exactly. The log and the moves are kept in chunks that copies share, so a
// clone of a long match costs what a clone of a short one does: read them
// with [State.LogLen] and [State.LogSince] (and [State.MovesLen],
// [State.MovesSince]), not by copying them whole. [State.View] projects
// the state for one seat and never contains a card that seat may not see.
//
// core imports only the standard library.
package core
