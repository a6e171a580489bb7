package rules_test

import (
	"math/rand/v2"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/require"
)

// unuDecl declares Unu (scripts/unu.lua, default options) in Go: the
// declaration the Lua bindings build from the script's tables.
func unuDecl(t testing.TB, seats int) *rules.Decl {
	t.Helper()
	spec := core.French52()
	order := []string{"8", "9", "T", "J", "Q", "K", "A", "2", "3", "4", "5", "6", "7"}
	var ranks []core.RankSpec
	for _, code := range order {
		for _, r := range spec.Ranks {
			if r.Code == code {
				ranks = append(ranks, r)
			}
		}
	}
	spec.Ranks = ranks
	spec.Cards = core.ProductCards(spec.Suits, ranks, false, (seats+4)/5)
	deck, err := core.NewDeck(spec)
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"catch <seat>", "draw", "play <cards> [call <suit>] [unu]", "unu"})
	require.NoError(t, err)
	rank := func(r ...string) rules.Cards { return rules.Cards{Ranks: r} }
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "discard", Vis: core.Public},
			{Name: "hand", Vis: core.OwnerOnly, PerSeat: true}},
		Deal: rules.Deal{Dealer: -1, Hand: 7, Text: msg("{seat} {deal|deals} seven cards to each player."),
			TurnUp: "discard", TurnUpAgain: rank("6")},
		Stock: rules.Stock{Pile: "stock", WhenOut: rules.OutDraw, OutReason: msg("the stock ran out (UNU-13)")},
		Turn:  rules.Turn{OwedWhy: msg("a two was played")},
		Verbs: []rules.Verb{
			{Name: "catch", Does: "catch"},
			{Name: "draw", Draw: 1},
			{Name: "play", Play: &rules.Play{To: "discard", Cards: "cards",
				Match: &rules.Match{Pile: "discard", Suit: true, Rank: true, Wild: rank("8"), Rule: msg("UNU-5")},
				Shapes: []rules.Shape{{Single: true}, {Run: &rules.Run{Min: 2, Keep: 1, Rule: msg("UNU-7"),
					Why: msgs(map[string]string{"open": "UNU-11: no series during free reign; discard one card at a time"})}}},
				Name: "call", NameWith: rank("8"),
				NameHow: msg("an eight names a suit: add call <suit>, as in play 8H call spades"),
				NameNot: msg("only a discard that includes an eight names a suit"),
				NotLast: rank("8"), NotLastWhy: msg("UNU-15: your only card is an eight: you cannot play it, you must draw")}},
			{Name: "unu", Does: "call"},
		},
		Effects: []rules.Effect{
			{Cards: rank("8"), Name: true, InOpenTurn: true, Hook: -1},
			{Cards: rank("Q"), Reverse: true, Hook: -1},
			{Cards: rank("K"), Again: true, Hook: -1},
			{Cards: rank("A"), Skip: 1, Hook: -1},
			{Cards: rank("2"), Owe: 2, Hook: -1},
			{Cards: rank("6"), TurnUp: true, Hook: -1},
			{Cards: rank("7"), OpenTurn: true, Text: msg("{seat} {have|has} free reign."), Hook: -1},
		},
		Mechanics: map[string]any{"call": &rules.Call{Word: "unu", Part: "unu", Penalty: []int{4, 2, 1}, Rule: msg("UNU-12")}},
		Win:       rules.Win{EmptyHand: true},
	}
}

func unuGame(t testing.TB, seats int, seed uint64) *rules.Game {
	t.Helper()
	p, err := rules.NewPlan(unuDecl(t, seats), seats)
	require.NoError(t, err)
	g, err := p.NewGame(seed, nil)
	require.NoError(t, err)
	return g
}

// selfPlay plays g to its end with random moves and returns the moves made.
func selfPlay(t testing.TB, g *rules.Game, rng *rand.Rand) int {
	n := 0
	for ; n < 100000; n++ {
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			return n
		}
		m, err := g.RandomMove(d.Seat, rng)
		require.NoError(t, err)
		require.NotNil(t, m, "seat %d has no move", d.Seat+1)
		require.NoError(t, g.PlayMove(d.Seat, m))
	}
	t.Fatalf("the game did not end")
	return n
}

func TestUnuSelfPlayEnds(t *testing.T) {
	for seed := range uint64(50) {
		g := unuGame(t, 4, seed)
		selfPlay(t, g, rand.New(rand.NewPCG(seed, 1)))
		require.NoError(t, g.State().CheckCards())
	}
}

func BenchmarkUnuDeclared(b *testing.B) {
	p, err := rules.NewPlan(unuDecl(b, 4), 4)
	require.NoError(b, err)
	rng := rand.New(rand.NewPCG(1, 2))
	actions := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		g, err := p.NewGame(uint64(i), nil)
		require.NoError(b, err)
		actions += selfPlay(b, g, rng)
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

var _ engine.Game = (*rules.Game)(nil)
