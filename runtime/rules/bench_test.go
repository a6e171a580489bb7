package rules_test

import "github.com/rulerun/rulerun/runtime/rules/rulestest"

// benchSelfPlay is a mechanic's self-play benchmark (rulestest).
var benchSelfPlay = rulestest.BenchSelfPlay
