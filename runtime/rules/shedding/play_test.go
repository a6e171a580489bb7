package shedding_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
)

// playDecl is a game of matching cards declared in Go: a seat plays a card
// of the top card's suit or rank, an eight on anything, naming a suit, or
// a run of three or more of the suit to follow.
func playDecl(t testing.TB) *rules.Decl {
	t.Helper()
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"play <cards> [<suit>]", "draw"})
	require.NoError(t, err)
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "discard", Vis: core.Public},
			{Name: "hand", Vis: core.OwnerOnly, PerSeat: true}},
		Deal:  rules.Deal{Dealer: 0, Hand: 3},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{
			{Name: "play", Play: &rules.Play{To: "discard", Cards: "cards", Name: "suit",
				NameWith: rules.Cards{Ranks: []string{"8"}},
				Match:    &rules.Match{Pile: "discard", Suit: true, Rank: true, Wild: rules.Cards{Ranks: []string{"8"}}},
				Shapes:   []rules.Shape{{Single: true}, {Run: &rules.Run{Min: 3}}}}},
			{Name: "draw", Draw: 1},
		},
		Effects: []rules.Effect{{Cards: rules.Cards{Ranks: []string{"8"}}, Name: true, Hook: -1}},
		Win:     rules.Win{EmptyHand: true},
	}
}

// matching starts a game of two seats whose piles hold what at says,
// seat 0 to act.
func matching(t *testing.T, at rulestest.Table) *rules.Game {
	t.Helper()
	return rulestest.Start(t, playDecl(t), 2, 0, at)
}

func TestAPlayMatchesTheTopCardBySuitOrRank(t *testing.T) {
	g := matching(t, rulestest.Table{"hand.1": {"2S", "9H", "3D"}, "hand.2": {"4D", "5D", "6D"}, "discard": {"9S"}, "stock": {"KC"}})
	moves := rulestest.Moves(t, g, 0)
	assert.Contains(t, moves, "play 2S", "the suit matches")
	assert.Contains(t, moves, "play 9H", "the rank matches")
	assert.NotContains(t, moves, "play 3D")
	assert.Contains(t, rulestest.Refused(t, g, 0, "play 3D"), "3D does not match")
	rulestest.Play(t, g, 0, "play 9H")
	assert.Equal(t, 1, rulestest.ToAct(t, g), "the play passes the turn")
}

func TestAWildNamesTheSuitToFollow(t *testing.T) {
	g := matching(t, rulestest.Table{"hand.1": {"8C", "2H", "3D"}, "hand.2": {"4D", "5D", "6H"}, "discard": {"9S"}, "stock": {"KC"}})
	assert.Contains(t, rulestest.Moves(t, g, 0), "play 8C hearts", "an eight names each suit")
	assert.NotEmpty(t, rulestest.Refused(t, g, 0, "play 8C"), "an eight must name a suit")
	rulestest.Play(t, g, 0, "play 8C hearts")
	moves := rulestest.Moves(t, g, 1)
	assert.Contains(t, moves, "play 6H", "the suit named is followed")
	assert.NotContains(t, moves, "play 4D")
}

func TestARunOfTheSuitToFollow(t *testing.T) {
	g := matching(t, rulestest.Table{"hand.1": {"4S", "5S", "6S", "KD"}, "hand.2": {"4D", "5D", "6D"}, "discard": {"9S"}, "stock": {"KC"}})
	moves := rulestest.Moves(t, g, 0)
	assert.Contains(t, moves, "play 4S 5S 6S", "three consecutive cards of the suit to follow")
	assert.NotContains(t, moves, "play 4S 5S", "shorter than the run's minimum")
	assert.NotEmpty(t, rulestest.Refused(t, g, 0, "play 4S 6S KD"))
}
