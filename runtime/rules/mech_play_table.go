package rules

import (
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// ShowTable implements shower: a play that matches the top card by suit
// (a shedding game) holds the hand by suit, unless another mechanic says
// how it is held; a play that names a suit (an eight) shows the suit
// named.
func (pm playMech) ShowTable(st *core.State, seat int, t *engine.Table) {
	if pm.pp.match != nil && pm.pp.match.BySuit() && t.Sort == "" {
		t.Sort = engine.SortSuit
	}
	suits := st.Deck().Suits()
	if n := namedSuit(st); pm.pp.name >= 0 && n > 0 && n <= len(suits) {
		if item := "suit named: " + mech.SuitWord(suits[n-1]); !slices.Contains(t.Status, item) {
			t.Status = append(t.Status, item)
		}
	}
}
