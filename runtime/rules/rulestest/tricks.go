package rulestest

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/taking"
	"github.com/stretchr/testify/require"
)

// TricksDecl is a game of tricks taken declared in Go (does = "follow"),
// for the tests of the mechanics that play or watch one: four seats, 13
// cards each, spades trumps, hearts led only once broken (W-2), and the
// two of clubs leading the first trick, under rule W-1.
func TricksDecl(t testing.TB) *rules.Decl {
	t.Helper()
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"play <card>"})
	require.NoError(t, err)
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "trick", Vis: core.Public},
			{Name: "hand", Vis: core.OwnerOnly, PerSeat: true}, {Name: "won", Vis: core.Public, PerSeat: true}},
		Deal:  rules.Deal{Dealer: rules.NoDealer, Hand: 13, Sort: true},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{{Name: "play", Does: "follow"}},
		Mechanics: map[string]any{"follow": &taking.Tricks{Table: "trick", Won: "won", Trumps: "S", Broken: "H",
			FirstLead: "2C", Rule: rules.Message{Text: "W-1", Codes: []string{"W-1"}},
			BrokenWhy: rules.Message{Text: "W-2: no %s until broken", Codes: []string{"W-2"}}}},
	}
}
