package shedding_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// shedDecl is a shedding game declared in Go: a seat takes the discard's
// top card, or draws one it may then play or keep (passing), and discards
// any card.
func shedDecl(t testing.TB) *rules.Decl {
	t.Helper()
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"take", "discard <card>", "draw", "pass"})
	require.NoError(t, err)
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "discard", Vis: core.Public},
			{Name: "hand", Vis: core.OwnerOnly, PerSeat: true}},
		Deal:  rules.Deal{Dealer: 0, Hand: 3},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{
			{Name: "take", Take: &rules.Take{From: "discard"}},
			{Name: "discard", Play: &rules.Play{To: "discard", Cards: "card", Shapes: []rules.Shape{{Single: true}}}},
			{Name: "draw", Draw: 1, PlayDrawn: true},
			{Name: "pass", Does: "pass"},
		},
		Win: rules.Win{EmptyHand: true},
	}
}

// shed starts a game of two seats whose piles hold what at says, seat 0
// to act.
func shed(t *testing.T, at rulestest.Table) *rules.Game {
	t.Helper()
	return rulestest.Start(t, shedDecl(t), 2, 0, at)
}

func TestATakeFromAnEmptyPileIsRefused(t *testing.T) {
	g := shed(t, rulestest.Table{"hand.1": {"2C", "3C"}, "hand.2": {"4D", "5D"}, "discard": {}})
	assert.Equal(t, "the discard pile is empty", rulestest.Refused(t, g, 0, "take"))
	assert.NotContains(t, rulestest.Moves(t, g, 0), "take")
}

func TestATakeIsKeptUntilTheTurnEnds(t *testing.T) {
	g := shed(t, rulestest.Table{"hand.1": {"2C", "3C"}, "hand.2": {"4D", "5D"}, "discard": {"9S", "KH"}})
	rulestest.Play(t, g, 0, "take")
	st := g.State()
	kh, _ := st.Deck().Lookup("KH")
	assert.Equal(t, kh+1, shedding.Took(st), "the card taken is kept for the turn")
	assert.Equal(t, 0, rulestest.ToAct(t, g), "a take keeps the turn")
	rulestest.Play(t, g, 0, "discard KH") // a take counts as a draw: the card taken is the card drawn
	assert.Equal(t, 0, shedding.Took(g.State()), "forgotten when the turn ends")
	assert.Equal(t, 1, rulestest.ToAct(t, g))
}

func TestADrawKeepsTheTurnForTheCardDrawn(t *testing.T) {
	g := shed(t, rulestest.Table{"hand.1": {"2C", "3C"}, "hand.2": {"4D", "5D"}, "discard": {"9S"}, "stock": {"7H"}})
	assert.Contains(t, rulestest.Refused(t, g, 0, "pass"), "only after drawing")
	rulestest.Play(t, g, 0, "draw")
	assert.Contains(t, rulestest.Refused(t, g, 0, "discard 2C"), "only the card you drew, 7H")
	assert.Contains(t, rulestest.Refused(t, g, 0, "draw"), "drawn already")
	rulestest.Play(t, g, 0, "pass")
	assert.Equal(t, 1, rulestest.ToAct(t, g), "the pass ends the turn")
}
