// Package shedding is the play of a shedding game, a race to empty the
// hand: what a seat does on its turn besides playing its cards, such as
// taking the top card (or the whole pile) of the discard pile into its
// hand (does = "take").
//
// It sees the game through runtime/rules/mech alone. A take's declaration
// is its verb's own (Take, found by mech.Setup.VerbDecl); what the seat to
// act took this turn is its part (TakeKey), which the take forgets when
// the turn ends (mech.TurnWatcher). The play of cards itself, the draw and
// the pass are still the turn core's, which reads that part (Took,
// EndsWith).
package shedding
