package decl

import "github.com/rulerun/rulerun/runtime/rules"

// code reports whether a does word is that of a verb of code alone ("" or
// the engine's word for it): its functions say what it does.
func code(does string) bool {
	t, _ := rules.TraitsOf(does)
	return t.Code
}
