package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// showTable implements shower: a play that matches the top card by suit
// (a shedding game) holds the hand by suit, unless another mechanic says
// how it is held.
func (pm playMech) showTable(g *Game, st *core.State, seat int, t *engine.Table) {
	if pm.pp.match != nil && pm.pp.match.suit && t.Sort == "" {
		t.Sort = engine.SortSuit
	}
}
