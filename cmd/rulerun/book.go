package main

import (
	ruletexts "github.com/rulerun/rulerun/docs/rules"
	"github.com/rulerun/rulerun/runtime/rulebook"
	"github.com/rulerun/rulerun/scripts"
)

// ruleBook is the rule texts a script cites, which travel with it: the
// clone's, the shipped games' it requires (built into the binary) and its
// own NAME.rules.md (rulebook.ForScript).
func ruleBook(script string) rulebook.Book {
	return rulebook.ForScript(script, rulebook.Shipped{Scripts: scripts.FS, Texts: ruletexts.FS})
}
