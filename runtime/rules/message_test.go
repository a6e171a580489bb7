package rules_test

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
)

// msg is a message of a declaration written in Go: its words, and the
// codes they cite, as the reader of a script reads them.
func msg(text string) rules.Message { return rules.Message{Text: text, Codes: core.RuleCodes(text)} }

// msgs are refusals by key, written in Go.
func msgs(byKey map[string]string) rules.Messages {
	out := rules.Messages{By: map[string]*rules.Message{}}
	for k, v := range byKey {
		m := msg(v)
		out.By[k] = &m
	}
	return out
}
