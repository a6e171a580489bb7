package counting_test

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
)

// The helpers every test of the declared rules shares (rulestest).
type table = rulestest.Table

var (
	place         = rulestest.Place
	play          = rulestest.Play
	refused       = rulestest.Refused
	moves         = rulestest.Moves
	codes         = rulestest.Codes
	benchSelfPlay = rulestest.BenchSelfPlay
)

// msg is a message written in Go, citing the rule codes it begins with.
func msg(text string) rules.Message { return rules.Message{Text: text, Codes: core.RuleCodes(text)} }
