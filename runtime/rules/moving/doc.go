// Package moving is the move between piles (does = "move"): a verb that
// takes the top card of one of the piles it takes from and puts it on one
// of the piles it goes to, when the card fits the top card there as the
// declaration says (a rank one up or down, the same suit, the same rank,
// which cards may go to an empty pile). A draw from the stock onto a
// waste, a card played from a column onto the waste, a build on a
// foundation are this one move, with other piles and other conditions.
//
// A script declares every such verb in game.moving (Moving), with what
// ends the game: the piles whose emptying wins it, and whether a seat that
// can make none of these moves loses, as a one-player patience is lost.
// The engine lists the candidates in Go (no script call for each), checks
// a typed move, refusing it with the declaration's words and rule, and
// applies it, narrated. Like every mechanic of a package of its own, it
// sees the game through runtime/rules/mech alone, and is registered by one
// line in runtime/rules/registry.go.
package moving
