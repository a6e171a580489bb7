// Package rules runs the structure that card games share, as a game's
// script declares it: the deal, the turn and who acts next, what a play must
// match, which card sets a hand may play, what each card does, draws from a
// stock that may run out, calls that others may catch, and the trick of a
// climbing game. The script keeps only what is particular to its game, as
// hooks.
//
// It is the layer between the game state (package core) and a rules
// language: it knows no interpreter. A declaration is plain Go data (Decl and
// the types it holds), which the Lua bindings build from a script's tables;
// everything here runs in Go, on a [core.State], and keeps its own
// bookkeeping in the state's [Flow] (flow.go), held as its core.FlowPart, so a game saves, restores, clones
// and is shown to a seat like any other.
//
// The mechanics are small functions over a [Table], the piles of one game
// resolved once, and the state they change. Each narrates what it did in the
// state's log, written for every reader in their own words.
package rules
