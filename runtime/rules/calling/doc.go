// Package calling is the declared call (game.call) of a shedding game: the
// word a seat says when a play will leave it one card ("uno"), said with
// the play (a part of its form) or on its own (does = "call"), and the
// catching of a seat that did not say it (does = "catch"), which any other
// seat may make, out of turn, while the window to catch it is open.
//
// It sees the game through runtime/rules/mech alone. The declaration makes
// the call once for a plan (CallDecl's Whole: a *Plan), which the plays ask
// (mech.Caller), which hears every seat begin an action (mech.Beginner:
// the window closes) and every turn end (mech.TurnWatcher); the two verbs
// are its mechanics. Where the call stands in a round is its part (Key).
package calling
