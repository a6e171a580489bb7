package rules

import "github.com/rulerun/rulerun/runtime/rules/mech"

// Cards selects cards by what they are (mech.Cards).
type Cards = mech.Cards

// Set is a selection compiled for one deck (mech.Set).
type Set = mech.Set
