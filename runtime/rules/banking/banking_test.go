package banking_test

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/banking"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func msg(text string) rules.Message { return rules.Message{Text: text, Codes: core.RuleCodes(text)} }

// table is a banking game declared in Go: each seat bets 1 to 10 of 100
// chips, draws to 21 against a house that stands on 17, for three
// rounds; change adjusts its declaration.
func table(t testing.TB, change func(*banking.Banking)) *rules.Decl {
	t.Helper()
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"bet <n>", "hit", "stand", "double", "split"})
	require.NoError(t, err)
	b := &banking.Banking{
		Values: map[string]int{"A": 1, "T": 10, "J": 10, "Q": 10, "K": 10}, High: map[string]int{"A": 11}, Limit: 21, Rounds: 3, Split: "split",
		House:  &banking.House{Pile: "house", Hole: "hole", Stands: 17, Peeks: true},
		Stakes: &banking.Stakes{Bankroll: 100, Min: 1, Max: 10, Natural: []int{3, 2}, Rule: msg("B-9")},
		Rule:   msg("B-6"), Why: rules.Messages{By: map[string]*rules.Message{"double": {Text: "B-6: two cards only"}}},
	}
	if change != nil {
		change(b)
	}
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "hand", Vis: core.Public, PerSeat: true},
			{Name: "house", Vis: core.Public}, {Name: "hole", Vis: core.Hidden}, {Name: "split", Vis: core.Public, PerSeat: true}},
		Deal:      rules.Deal{Dealer: rules.NoDealer},
		Stock:     rules.Stock{Pile: "stock"},
		Verbs:     []rules.Verb{{Name: "bet", Does: "bet"}, {Name: "hit", Does: "hit"}, {Name: "stand", Does: "stand"}, {Name: "double", Does: "double"}, {Name: "split", Does: "split"}},
		Mechanics: map[string]any{"bet": b},
	}
}

// game starts a banking game of seats whose stock ends with draws, the
// next card drawn first.
func game(t *testing.T, seats int, change func(*banking.Banking), draws ...string) *rules.Game {
	t.Helper()
	p, err := rules.NewPlan(table(t, change), seats)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	stock := make([]string, len(draws))
	for i, c := range draws {
		stock[len(draws)-1-i] = c
	}
	rulestest.Place(t, g.State(), rulestest.Table{"stock": stock})
	return p.Resume(g.State(), nil)
}

func TestAHandsBestTotal(t *testing.T) {
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	v, err := banking.NewValues(deck, &banking.Banking{Values: map[string]int{"A": 1, "T": 10, "J": 10, "Q": 10, "K": 10}, High: map[string]int{"A": 11}, Limit: 21})
	require.NoError(t, err)
	st, err := core.NewState(core.Config{Deck: deck, Seats: 1, Seed: 1, Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}}})
	require.NoError(t, err)
	for name, tc := range map[string]struct {
		cards   []string
		total   int
		soft    bool
		natural bool
	}{
		"numbers count their number":      {[]string{"7H", "8S"}, 15, false, false},
		"pictures count ten":              {[]string{"KH", "QS"}, 20, false, false},
		"an ace high while within 21":     {[]string{"AH", "6S"}, 17, true, false},
		"an ace low when high would bust": {[]string{"AH", "6S", "9C"}, 16, false, false},
		"two aces: one high, one low":     {[]string{"AH", "AS"}, 12, true, false},
		"a natural":                       {[]string{"AH", "KS"}, 21, true, true},
		"21 in three cards is no natural": {[]string{"7H", "7S", "7C"}, 21, false, false},
		"bust":                            {[]string{"KH", "QS", "5C"}, 25, false, false},
	} {
		t.Run(name, func(t *testing.T) {
			cards := make([]core.CardID, len(tc.cards))
			for i, c := range tc.cards {
				cards[i] = cardOf(t, deck, c)
			}
			total, soft := v.Total(st, cards, nil)
			assert.Equal(t, tc.total, total)
			assert.Equal(t, tc.soft, soft)
			assert.Equal(t, tc.natural, v.Natural(st, cards[:1], cards[1:], 2))
			assert.Equal(t, tc.total > 21, v.Bust(st, total))
		})
	}
}

// cardOf is the first card of deck of that code.
func cardOf(t *testing.T, deck *core.Deck, code string) core.CardID {
	t.Helper()
	for id := range deck.Size() {
		if deck.Card(core.CardID(id)).Code == code {
			return core.CardID(id)
		}
	}
	t.Fatalf("no card %s", code)
	return 0
}

func TestAMisdeclaredGameIsRefused(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(*banking.Banking)
		want   string
	}{
		"a rank without a value":   {func(b *banking.Banking) { delete(b.Values, "K") }, `rank "K" counts nothing`},
		"a flexible rank unknown":  {func(b *banking.Banking) { b.High["Z"] = 11 }, `the deck has no rank "Z"`},
		"a house pile undeclared":  {func(b *banking.Banking) { b.House.Pile = "bank" }, `banking house.pile: "bank" is not a shared pile`},
		"a hole in a seat's pile":  {func(b *banking.Banking) { b.House.Hole = "hand" }, `banking house.hole: "hand" is not a shared pile`},
		"a max under the min":      {func(b *banking.Banking) { b.Stakes.Max = 0 }, "max must be min or more"},
		"a payout for nothing":     {func(b *banking.Banking) { b.Stakes.Natural = []int{3, 0} }, "stakes.natural: a payout is {chips, for a bet of}"},
		"a match of no rounds":     {func(b *banking.Banking) { b.Rounds = 0 }, "at least 1 round"},
		"more seats than it seats": {nil, "at most 8 seats"},
		"a split without its pile": {func(b *banking.Banking) { b.Split = "" }, "declare game.banking's split"},
		"a split pile shared":      {func(b *banking.Banking) { b.Split = "house" }, `banking split: "house" is not a pile the game declares per seat`},
	} {
		t.Run(name, func(t *testing.T) {
			seats := 2
			if tc.change == nil {
				seats = 9
			}
			_, err := rules.NewPlan(table(t, tc.change), seats)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestTheBetsComeBeforeTheDeal(t *testing.T) {
	g := game(t, 2, nil, "9H", "5C", "TD", "7S", "2H", "8D")
	assert.Len(t, rulestest.Moves(t, g, 0), 10, "bet 1 to bet 10")
	assert.Equal(t, "B-6: the cards are dealt once every bet is made", rulestest.Refused(t, g, 0, "hit"))
	assert.Equal(t, "B-6: a bet is 1 to 10 chips", rulestest.Refused(t, g, 0, "bet 11"))
	rulestest.Play(t, g, 0, "bet 4")
	assert.Equal(t, 1, rulestest.ToAct(t, g))
	assert.Empty(t, rulestest.Codes(g, "house"))
	rulestest.Play(t, g, 1, "bet 2")
	assert.Equal(t, []string{"9H", "7S"}, rulestest.Codes(g, "hand.1"))
	assert.Equal(t, []string{"TD"}, rulestest.Codes(g, "house"))
	assert.Equal(t, []string{"8D"}, rulestest.Codes(g, "hole"))
	assert.Equal(t, 4, banking.Bet(g.State(), 0))
	assert.ElementsMatch(t, []string{"hit", "stand", "double"}, rulestest.Moves(t, g, 0))
	assert.Equal(t, "B-6: the bets are made before the deal", rulestest.Refused(t, g, 0, "bet 3"))
}

func TestAPlayersTurn(t *testing.T) {
	for name, tc := range map[string]struct {
		draws []string
		moves []string
		score int
		said  string
	}{
		"a hit that busts loses at once": {[]string{"TH", "9C", "5S", "8C", "KD"}, []string{"hit"}, -4, "bust with 25"},
		"a stand against a higher house": {[]string{"TH", "9C", "7S", "9D"}, []string{"stand"}, -4, "lose 4 chips with 17"},
		"a double for one card":          {[]string{"5H", "9C", "6S", "8C", "TD"}, []string{"double"}, 8, "double to 8 and draw TD: 21"},
		"a natural paid 3 to 2":          {[]string{"AH", "9C", "KS", "8C"}, nil, 6, "a natural"},
		"a hit to 21 stands at once":     {[]string{"TH", "9C", "5S", "8C", "6D"}, []string{"hit"}, 4, "win 4 chips with 21"},
	} {
		t.Run(name, func(t *testing.T) {
			g := game(t, 1, nil, tc.draws...)
			rulestest.Play(t, g, 0, "bet 4")
			for _, m := range tc.moves {
				rulestest.Play(t, g, 0, m)
			}
			assert.Equal(t, tc.score, g.State().Score().Totals[0])
			assert.True(t, rulestest.Said(g, tc.said), tc.said)
			assert.Equal(t, 2, g.State().RoundNumber())
		})
	}
}

func TestADoubleAfterAHitIsRefused(t *testing.T) {
	g := game(t, 1, nil, "2H", "9C", "3S", "8C", "4D")
	rulestest.Play(t, g, 0, "bet 4")
	rulestest.Play(t, g, 0, "hit")
	assert.Equal(t, "B-6: two cards only", rulestest.Refused(t, g, 0, "double"))
}

func TestTheHousesPolicy(t *testing.T) {
	for name, tc := range map[string]struct {
		hitsSoft bool
		draws    []string
		house    []string
	}{
		"it draws to 16":                     {false, []string{"TH", "TC", "8S", "6C", "5D"}, []string{"TC", "6C", "5D"}},
		"it stands on 17":                    {false, []string{"TH", "TC", "8S", "7C", "5D"}, []string{"TC", "7C"}},
		"it stands on a soft 17":             {false, []string{"TH", "AC", "8S", "6C", "5D"}, []string{"AC", "6C"}},
		"with hits_soft it draws to soft 17": {true, []string{"TH", "AC", "8S", "6C", "3D"}, []string{"AC", "6C", "3D"}},
	} {
		t.Run(name, func(t *testing.T) {
			g := game(t, 1, func(b *banking.Banking) { b.House.HitsSoft = tc.hitsSoft; b.Rounds = 1 }, tc.draws...)
			rulestest.Play(t, g, 0, "bet 1")
			rulestest.Play(t, g, 0, "stand")
			assert.True(t, g.State().Result().Over)
			assert.Equal(t, tc.house, rulestest.Codes(g, "house"))
		})
	}
}

func TestTheMatchEndsWithTheMostChips(t *testing.T) {
	g := game(t, 2, func(b *banking.Banking) { b.Rounds = 1 }, "TH", "9D", "TC", "8S", "7S", "7C")
	rulestest.Play(t, g, 0, "bet 5")
	rulestest.Play(t, g, 1, "bet 5")
	rulestest.Play(t, g, 0, "stand")
	rulestest.Play(t, g, 1, "stand")
	r := g.State().Result()
	require.True(t, r.Over)
	assert.Equal(t, []int{0}, r.Winners)
	assert.Equal(t, []int{5, -5}, g.State().Score().Totals)
	assert.Contains(t, r.Reason, "the most chips (105)")
}

func TestASeatIsSavedAndRestoredMidRound(t *testing.T) {
	g := game(t, 2, nil, "TH", "9D", "TC", "8S", "9S", "7C")
	rulestest.Play(t, g, 0, "bet 5")
	data, err := g.Save()
	require.NoError(t, err)
	st, err := core.RestoreParts(data, g.State().Deck(), rules.ReadPart)
	require.NoError(t, err)
	assert.Equal(t, 5, banking.Bet(st, 0))
	assert.Equal(t, 0, banking.Bet(st, 1))
}

func TestASeatStandsByItsChipsAndItsOpenHand(t *testing.T) {
	g := game(t, 2, nil, "KH", "6D", "9C", "QH", "6S", "8C", "TD")
	rulestest.Play(t, g, 0, "bet 10")
	rulestest.Play(t, g, 1, "bet 10")
	w, err := g.Standings()
	require.NoError(t, err)
	require.Len(t, w, 2)
	assert.Greater(t, w[0], w[1], "20 stands better than 12, the chips alike")
	rulestest.Play(t, g, 0, "stand")
	rulestest.Play(t, g, 1, "hit")
	w, err = g.Standings()
	require.NoError(t, err)
	assert.Equal(t, []float64{111, 91}, w, "20 beats the house's 17, a bust is lost")
}

func TestASplitPairIsPlayedAsTwoHands(t *testing.T) {
	for name, tc := range map[string]struct {
		draws []string
		moves []string
		score int
		hands [2][]string
	}{
		"each hand settled alone": {[]string{"8S", "9C", "8H", "8C", "3D", "TD"}, []string{"split", "stand", "stand"}, 0,
			[2][]string{{"8S", "3D"}, {"8H", "TD"}}},
		"the first bust, the second won": {[]string{"8S", "9C", "8H", "8C", "5D", "TD", "KD"}, []string{"split", "hit", "stand"}, 0,
			[2][]string{{"8S", "5D", "KD"}, {"8H", "TD"}}},
		"a double on a split hand": {[]string{"8S", "9C", "8H", "8C", "3D", "TD", "9D"}, []string{"split", "double", "stand"}, 12,
			[2][]string{{"8S", "3D", "9D"}, {"8H", "TD"}}},
		"a 21 after a split is no natural": {[]string{"AS", "9C", "AH", "8C", "KD", "QD"}, []string{"split"}, 8,
			[2][]string{{"AS", "KD"}, {"AH", "QD"}}},
	} {
		t.Run(name, func(t *testing.T) {
			g := game(t, 1, func(b *banking.Banking) { b.Rounds = 1 }, tc.draws...)
			rulestest.Play(t, g, 0, "bet 4")
			for _, m := range tc.moves {
				rulestest.Play(t, g, 0, m)
			}
			assert.True(t, g.State().Result().Over)
			assert.Equal(t, tc.score, g.State().Score().Totals[0])
			st := g.State() // the match over after its round: the cards lie where they were
			for i, pile := range []string{"hand.1", "split.1"} {
				id, ok := st.PileByName(pile)
				require.True(t, ok)
				var codes []string
				for _, c := range st.Pile(id).Cards {
					codes = append(codes, st.Deck().Card(c).Code)
				}
				assert.Equal(t, tc.hands[i], codes, pile)
			}
		})
	}
}

func TestOnlyAPairOfTheFirstCardsIsSplit(t *testing.T) {
	g := game(t, 1, nil, "8S", "9C", "9H", "8C")
	rulestest.Play(t, g, 0, "bet 4")
	assert.NotContains(t, rulestest.Moves(t, g, 0), "split")
	assert.Equal(t, "B-6: only a pair of the first cards is split, once", rulestest.Refused(t, g, 0, "split"))
}
