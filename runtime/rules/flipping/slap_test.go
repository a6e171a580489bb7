package flipping_test

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/flipping"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// slapDecl is a game of flipping with slaps declared in Go: the whole pack
// dealt, face cards challenging, pairs and sandwiches slapped, a wrong slap
// costing burn cards (0: refused).
func slapDecl(t testing.TB, burn int) *rules.Decl {
	t.Helper()
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"flip", "slap"})
	require.NoError(t, err)
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden},
			{Name: "hand", Vis: core.Hidden, PerSeat: true}, {Name: "pile", Vis: core.Public}},
		Deal:  rules.Deal{Dealer: rules.NoDealer, All: true},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{{Name: "flip", Does: "flip"}, {Name: "slap", Does: "slap", OutOfTurn: true}},
		Mechanics: map[string]any{
			"flip": &flipping.Flipping{Pile: "pile", Challenge: map[string]int{"A": 4, "K": 3, "Q": 2, "J": 1}, Rule: msg("S-1"), ChallengeRule: msg("S-2")},
			"slap": &flipping.Slaps{Pile: "pile", On: []string{"pair", "sandwich"}, Burn: burn, Rule: msg("S-3"), BurnRule: msg("S-4")},
		},
	}
}

// slaps starts a game of three seats whose piles hold what at says (the
// other cards in the stock), seat current to flip.
func slaps(t *testing.T, burn, current int, at rulestest.Table) *rules.Game {
	t.Helper()
	return rulestest.Start(t, slapDecl(t, burn), 3, current, at)
}

func TestSlapRaceListsAndRefuses(t *testing.T) {
	for name, tc := range map[string]struct {
		burn   int
		pile   []string
		others []int    // the seats the decision lets act out of turn
		listed []string // seat 2's moves (not to act)
		refuse string   // why seat 2's slap is refused, or "" when legal
	}{
		"a pair is raced by every seat":             {1, []string{"4C", "7D", "7S"}, []int{1, 2}, []string{"slap"}, ""},
		"a sandwich is raced by every seat":         {1, []string{"7D", "4C", "7S"}, []int{1, 2}, []string{"slap"}, ""},
		"a wrong slap costs a card: listed":         {1, []string{"7D", "4C"}, []int{1, 2}, []string{"slap"}, ""},
		"a wrong slap without cost is refused":      {0, []string{"7D", "4C"}, nil, []string{}, "S-3: nothing to slap: the top cards make no pattern"},
		"an empty pile is not slapped":              {1, []string{}, nil, []string{}, "S-3: the pile is empty"},
		"a pair three down is no pattern (no cost)": {0, []string{"7D", "7S", "4C", "5C"}, nil, []string{}, "S-3: nothing to slap: the top cards make no pattern"},
	} {
		t.Run(name, func(t *testing.T) {
			g := slaps(t, tc.burn, 0, rulestest.Table{"hand.1": {"2C", "3C"}, "hand.2": {"2D"}, "hand.3": {"2H"}, "pile": tc.pile})
			d, err := g.ToAct()
			require.NoError(t, err)
			assert.Equal(t, tc.others, d.Others)
			assert.False(t, d.Ordered, "the engine draws the race's order")
			assert.Equal(t, tc.listed, rulestest.Moves(t, g, 1))
			if tc.refuse == "" {
				rulestest.Play(t, g, 1, "slap")
				return
			}
			assert.Equal(t, tc.refuse, rulestest.Refused(t, g, 1, "slap"))
		})
	}
}

func TestSlapTakesThePileAndTheTurn(t *testing.T) {
	g := slaps(t, 1, 0, rulestest.Table{"hand.1": {"2C", "KD"}, "hand.2": {"3D", "KS"}, "hand.3": {"2H"}, "pile": {}})
	rulestest.Play(t, g, 0, "flip") // KD challenges seat 2
	rulestest.Play(t, g, 1, "flip") // KS: a pair, and a challenge of seat 3
	rulestest.Play(t, g, 2, "slap") // seat 3, with one card, slaps first
	assert.Empty(t, rulestest.Codes(g, "pile"))
	assert.Equal(t, []string{"KS", "KD", "2H"}, rulestest.Codes(g, "hand.3"), "the pile turned over under the slapper's cards")
	assert.Equal(t, 2, g.State().Turn().Current, "the slapper flips next")
	assert.Equal(t, "S-3: the pile is empty", rulestest.Refused(t, g, 0, "slap"), "the second slapper is too late")
	rulestest.Play(t, g, 2, "flip")
	assert.Equal(t, 0, g.State().Turn().Current, "the challenge ended with the slap")
}

func TestWrongSlapCostsACardOnceACard(t *testing.T) {
	g := slaps(t, 1, 2, rulestest.Table{"hand.1": {"2C", "9C"}, "hand.2": {"3D", "4D"}, "hand.3": {"7H", "6H"}, "pile": {"5S"}})
	rulestest.Play(t, g, 1, "slap")
	assert.Equal(t, []string{"4D", "5S"}, rulestest.Codes(g, "pile"), "the top card paid to the bottom")
	assert.Equal(t, "S-4: you slapped wrongly on this card already", rulestest.Refused(t, g, 1, "slap"))
	assert.Equal(t, "S-4: nothing to slap: play your turn", rulestest.Refused(t, g, 2, "slap"), "the seat to act plays its turn")
	assert.Equal(t, []string{"flip"}, rulestest.Moves(t, g, 2))
	rulestest.Play(t, g, 2, "flip")
	assert.Equal(t, []string{"slap"}, rulestest.Moves(t, g, 1), "a new card: a new slap")
}

func TestWrongSlapNeedsACardToPay(t *testing.T) {
	g := slaps(t, 1, 0, rulestest.Table{"hand.1": {"2C", "9C"}, "hand.2": {"3D"}, "hand.3": {}, "pile": {"5S"}})
	assert.Equal(t, "S-4: you have no card to pay for a wrong slap", rulestest.Refused(t, g, 2, "slap"))
	assert.Empty(t, rulestest.Moves(t, g, 2))
	rulestest.Play(t, g, 1, "slap")
	assert.Empty(t, rulestest.Codes(g, "hand.2"))
	assert.Equal(t, 0, g.State().Turn().Current, "a seat out of turn paid its last card: play goes on")
}

// TestGreedyDeclinesAWrongSlapAndTakesARightOne: a bot weighs a slap out
// of turn like any move: it declines one that costs it a card and makes
// one that wins it the pile.
func TestGreedyDeclinesAWrongSlapAndTakesARightOne(t *testing.T) {
	bot, err := bots.NewBot("greedy", 1)
	require.NoError(t, err)
	for name, tc := range map[string]struct {
		pile  []string
		slaps bool
	}{
		"wrong": {[]string{"7D", "4C"}, false},
		"pair":  {[]string{"4D", "4C"}, true},
	} {
		t.Run(name, func(t *testing.T) {
			g := slaps(t, 1, 0, rulestest.Table{"hand.1": {"2C", "3C"}, "hand.2": {"2D", "5D"}, "hand.3": {"2H"}, "pile": tc.pile})
			_, ok, err := bot.Choose(g, 1, true)
			require.NoError(t, err)
			assert.Equal(t, tc.slaps, ok)
		})
	}
}

// TestSlapWholeGamesEnd: random bots, out of turn half the time, end every
// game, with the whole pack in one seat's hand or the pile.
func TestSlapWholeGamesEnd(t *testing.T) {
	p, err := rules.NewPlan(slapDecl(t, 1), 3)
	require.NoError(t, err)
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := p.NewGame(seed, nil)
		require.NoError(t, err)
		agents := []engine.Agent{engine.NewRandomBot(seed), engine.NewRandomBot(seed + 1), engine.NewRandomBot(seed + 2)}
		_, err = engine.SelfPlay(g, agents, 20000)
		require.NoError(t, err)
		winners := g.State().Result().Winners
		require.Len(t, winners, 1)
		held := len(rulestest.Codes(g, "pile"))
		for s := range 3 {
			if n := len(rulestest.Codes(g, core.SeatPileName("hand", s))); n > 0 {
				assert.True(t, slices.Contains(winners, s), "only the winner holds cards")
				held += n
			}
		}
		assert.Equal(t, 52, held)
		last := g.State().Log()[g.State().LogLen()-1]
		assert.Equal(t, fmt.Sprintf("seat %d holds every card still in play and wins.", winners[0]+1), last.TextFor(-1),
			"the log says why the game ends (ERS-8)")
	}
}

// BenchmarkSlapSelfPlay plays whole games of flipping and slaps with random
// bots, slaps raced out of turn: the actions a second and the allocations
// of each.
func BenchmarkSlapSelfPlay(b *testing.B) {
	p, err := rules.NewPlan(slapDecl(b, 1), 4)
	require.NoError(b, err)
	actions := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		g, err := p.NewGame(uint64(i), nil)
		require.NoError(b, err)
		agents := make([]engine.Agent, 4)
		for s := range agents {
			agents[s] = engine.NewRandomBot(uint64(i*4 + s))
		}
		n, err := engine.SelfPlay(g, agents, 100000)
		if err != nil {
			b.Fatal(err)
		}
		actions += n
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// TestSlapReaction: the declared reaction window is the plan's; a window
// that runs backwards is refused.
func TestSlapReaction(t *testing.T) {
	d := slapDecl(t, 1)
	s := d.Mechanics["slap"].(*flipping.Slaps)
	s.ReactMin, s.ReactMax = 100, 400
	p, err := rules.NewPlan(d, 3)
	require.NoError(t, err)
	lo, hi, ok := p.Reaction()
	require.True(t, ok)
	assert.Equal(t, [2]time.Duration{100 * time.Millisecond, 400 * time.Millisecond}, [2]time.Duration{lo, hi})

	s.ReactMin, s.ReactMax = 500, 400
	_, err = rules.NewPlan(d, 3)
	assert.ErrorContains(t, err, "react_min >= 0 to react_max >= react_min")
}

// msg is a message field as the reader of declarations fills it.
func msg(text string) rules.Message { return rules.Message{Text: text, Codes: core.RuleCodes(text)} }
