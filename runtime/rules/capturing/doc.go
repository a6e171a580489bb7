// Package capturing is the capture of a fishing game (does = "capture"):
// a verb that plays a card from the hand onto a shared pile (the table),
// where it takes cards under a declared condition, a card of its own rank
// or cards whose values add up to its own, in a declared order of
// preference; the card and the cards it takes go to the player's pile of
// cards won, and a card that takes nothing stays on the table.
//
// A script declares it as game.capturing (Capturing), with what goes
// around the capture in the round: a sweep scored when a capture clears
// the table (but on the round's last play, unless declared), the hands
// dealt again from the stock while it holds cards, the cards left on the
// table given to the last seat that captured, and the round scored by
// awards (the most cards of a kind won, a card won, the best total of
// each suit's best card by a table of values). The engine lists every
// capture in Go (the table is small, the sets summing to a value are
// few), checks a typed move, refusing it with the declaration's words and
// rule, and applies it, narrated. Like every mechanic of a package of its
// own, it sees the game through runtime/rules/mech alone, and is
// registered by one line in runtime/rules/registry.go.
package capturing
