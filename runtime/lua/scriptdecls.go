package lua

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/lua/decl"
)

// scriptDecls is what the host reads from the script's table (through
// runtime/lua/decl) and keeps for every game it serves: the hooks and each
// verb's functions, found once the script is loaded, and what is built from
// the declarations once per set of options and seats (decks, declared
// games' plans).
type scriptDecls struct {
	hooks    decl.Hooks
	verbs    []decl.VerbFuncs // by verb index
	decks    map[string]*core.Deck
	protos   map[string]*core.Prototype // the games' first states, by the same key
	deckErrs map[string]error           // declarations that failed, by the same key
	plans    map[string]*declaredPlan   // declared games' plans, by options and seats
}
