package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/melding"
)

// Melds declares a game of melds laid on the table (melding.Melds): the
// verbs of runtime/rules/melding read it.
type Melds = melding.Melds

// meldsDecl is the melds' declaration, game.melds, or nil.
func meldsDecl(d *Decl) any {
	if d.Melds == nil {
		return nil // not a nil *Melds in the interface
	}
	return d.Melds
}

// TableMelds returns the melds laid on the table in st, and who has laid
// one (bit i for seat i): for a binding or a front end to read.
func TableMelds(st *core.State) ([][]core.MeldCard, uint64) { return melding.TableMelds(st) }
