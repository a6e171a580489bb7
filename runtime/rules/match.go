package rules

import "github.com/rulerun/rulerun/runtime/rules/shedding"

// Match declares what a card played on its own must match
// (runtime/rules/shedding resolves it: shedding.Matcher).
type Match = shedding.Match
