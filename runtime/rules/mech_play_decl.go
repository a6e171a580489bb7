package rules

import "github.com/rulerun/rulerun/runtime/rules/shedding"

// The declaration of a play (does = "play"), which runtime/rules/shedding
// declares and plays.

// Play declares a verb that plays cards from the hand onto a pile.
type Play = shedding.Play

// Shape is a set of cards that may be played together.
type Shape = shedding.Shape

// Run declares runs: consecutive ranks of the suit to follow.
type Run = shedding.Run
