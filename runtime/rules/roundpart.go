package rules

import "github.com/rulerun/rulerun/runtime/rules/mech"

// partKey names the part of a round a mechanic of the turn core's package
// keeps (mech.PartKey: the parts a mechanic keeps for one round).
type partKey[T any, P mech.RoundPart[T]] = mech.PartKey[T, P]
