package moving_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/moving"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pairs is a game declared in Go: each seat draws a card blind from the
// hand of the seat before it still in, pairs are discarded as soon as
// held, a seat with an empty hand is out and the last one left in loses.
func pairs(t testing.TB, from string) *rules.Decl {
	t.Helper()
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"draw <n:at>"})
	require.NoError(t, err)
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "hand", Vis: core.OwnerOnly, PerSeat: true},
			{Name: "discard", Vis: core.Public}},
		Deal:  rules.Deal{Dealer: rules.NoDealer, Hand: 1},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{{Name: "draw", Does: "move"}},
		Mechanics: map[string]any{"move": &moving.Moving{
			Moves: []moving.Move{{Verb: "draw", From: []string{from}, To: []string{"hand"}, Take: "blind", Rule: msg("B-1")}},
			Sets:  &moving.Sets{From: "hand", To: "discard", Rule: msg("B-2")},
			Out:   &moving.Out{Empty: []string{"hand"}},
			Lost:  &moving.Lost{Last: true, Reason: msg("left holding the odd card (B-3)")},
		}},
	}
}

// blindGame starts a game of pairs for seats whose hands hold what at says,
// seat 1 to act.
func blindGame(t *testing.T, from string, seats int, at rulestest.Table) *rules.Game {
	t.Helper()
	p, err := rules.NewPlan(pairs(t, from), seats)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	rulestest.Place(t, g.State(), at)
	require.NoError(t, g.State().SetCurrent(0))
	return p.Resume(g.State(), nil)
}

func TestABlindDrawListsPlacesNotCards(t *testing.T) {
	for name, tc := range map[string]struct {
		from  string
		at    rulestest.Table
		moves []string
	}{
		"the previous seat's hand": {"hand.previous", rulestest.Table{"hand.1": {"2C"}, "hand.2": {"5D"}, "hand.3": {"7H", "8S", "9D"}},
			[]string{"draw 1", "draw 2", "draw 3"}},
		"the next seat's hand": {"hand.next", rulestest.Table{"hand.1": {"2C"}, "hand.2": {"5D", "6D"}, "hand.3": {"7H", "8S", "9D"}},
			[]string{"draw 1", "draw 2"}},
	} {
		t.Run(name, func(t *testing.T) {
			assert.ElementsMatch(t, tc.moves, rulestest.Moves(t, blindGame(t, tc.from, 3, tc.at), 0))
		})
	}
}

func TestABlindDrawIsRefusedWhereNoCardLies(t *testing.T) {
	g := blindGame(t, "hand.previous", 3, rulestest.Table{"hand.1": {"2C"}, "hand.2": {"5D"}, "hand.3": {"7H", "8S"}})
	assert.Equal(t, "B-1: there is no card 3 there: name one by its place, from 1", rulestest.Refused(t, g, 0, "draw 3"))
	assert.Equal(t, "B-1: there is no card 0 there: name one by its place, from 1", rulestest.Refused(t, g, 0, "draw 0"))
}

// TestABlindDrawTakesTheCardAtItsPlace: the card at the place named goes
// to the drawer, named to it alone; a pair it makes is discarded.
func TestABlindDrawTakesTheCardAtItsPlace(t *testing.T) {
	g := blindGame(t, "hand.previous", 3, rulestest.Table{"hand.1": {"2C", "8H"}, "hand.2": {"5D"}, "hand.3": {"7H", "8S", "9D"}})
	rulestest.Play(t, g, 0, "draw 2")
	assert.Equal(t, []string{"2C"}, rulestest.Codes(g, "hand.1"))
	assert.Equal(t, []string{"7H", "9D"}, rulestest.Codes(g, "hand.3"))
	assert.ElementsMatch(t, []string{"8H", "8S"}, rulestest.Codes(g, "discard"))
	log := g.State().Log()
	var draw core.Event
	for _, e := range log {
		if e.Draw != nil {
			draw = e
		}
	}
	assert.Equal(t, "You draw 8S (from the hand of seat 3).", draw.TextFor(0))
	assert.Equal(t, "seat 1 draws 1 card (from the hand of seat 3).", draw.TextFor(2))
	assert.True(t, rulestest.Said(g, "You discard 8H 8S."))
	assert.Equal(t, 1, rulestest.ToAct(t, g), "the turn passes on")
}

// TestASeatWithAnEmptyHandIsOut: the seat drawn from empty is out, and
// the next draw skips it.
func TestASeatWithAnEmptyHandIsOut(t *testing.T) {
	g := blindGame(t, "hand.previous", 3, rulestest.Table{"hand.1": {"2C", "4H"}, "hand.2": {"5D", "6D"}, "hand.3": {"7H"}})
	rulestest.Play(t, g, 0, "draw 1")
	assert.True(t, g.State().Turn().IsOut(2))
	assert.True(t, rulestest.Said(g, "seat 3 has no cards left: out."))
	assert.ElementsMatch(t, []string{"draw 1", "draw 2", "draw 3"}, rulestest.Moves(t, g, 1), "seat 2 draws from seat 1")
	rulestest.Play(t, g, 1, "draw 1")
	assert.Equal(t, 0, rulestest.ToAct(t, g), "seat 3 is skipped")
	assert.ElementsMatch(t, []string{"draw 1", "draw 2", "draw 3"}, rulestest.Moves(t, g, 0), "seat 1 draws from seat 2, seat 3 being out")
}

func TestTheLastSeatLeftInLoses(t *testing.T) {
	g := blindGame(t, "hand.previous", 2, rulestest.Table{"hand.1": {"2C"}, "hand.2": {"2H", "QS"}})
	rulestest.Play(t, g, 0, "draw 1")
	r := g.State().Result()
	require.True(t, r.Over)
	assert.Empty(t, r.Winners)
	assert.Equal(t, []int{1}, r.Losers)
	assert.False(t, r.Draw, "a game lost is no draw")
	assert.Equal(t, "left holding the odd card (B-3)", r.Reason)
}

// TestTheDealDiscardsEverySeatsSets: after the deal every seat discards
// its pairs (of three of a kind, a pair alone).
func TestTheDealDiscardsEverySeatsSets(t *testing.T) {
	d := pairs(t, "hand.previous")
	d.Deal = rules.Deal{Dealer: rules.NoDealer, All: true}
	p, err := rules.NewPlan(d, 3)
	require.NoError(t, err)
	g, err := p.NewGame(7, nil)
	require.NoError(t, err)
	held := 0
	for _, hand := range []string{"hand.1", "hand.2", "hand.3"} {
		ranks := map[byte]int{}
		for _, c := range rulestest.Codes(g, hand) {
			ranks[c[0]]++
			held++
		}
		for r, n := range ranks {
			assert.Equal(t, 1, n, "%s holds a pair of %c", hand, r)
		}
	}
	discarded := len(rulestest.Codes(g, "discard"))
	assert.Equal(t, 52, held+discarded)
	assert.Zero(t, discarded%2, "pairs only")
}

// TestAGameOfBlindDrawsEndsLostByOne: with a queen taken out, one card
// is left without a partner, and its holder loses; with a whole pack,
// every seat goes out and nobody is left to lose.
func TestAGameOfBlindDrawsEndsLostByOne(t *testing.T) {
	spec := core.French52()
	spec.Cards = slices.DeleteFunc(spec.Cards, func(c core.CardSpec) bool { return c.Code == "QC" })
	deck, err := core.NewDeck(spec)
	require.NoError(t, err)
	d := pairs(t, "hand.previous")
	d.Deck = deck
	d.Deal = rules.Deal{Dealer: rules.NoDealer, All: true}
	p, err := rules.NewPlan(d, 4)
	require.NoError(t, err)
	for seed := range uint64(20) {
		g, err := p.NewGame(seed, nil)
		require.NoError(t, err)
		rulestest.SelfPlay(t, g, rand.New(rand.NewPCG(seed, 1)))
		r := g.State().Result()
		assert.Len(t, r.Losers, 1, "seed %d: %s", seed, r.Reason)
	}
	d = pairs(t, "hand.previous")
	d.Deal = rules.Deal{Dealer: rules.NoDealer, All: true}
	p, err = rules.NewPlan(d, 4)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	rulestest.SelfPlay(t, g, rand.New(rand.NewPCG(1, 1)))
	assert.Empty(t, g.State().Result().Losers)
	assert.True(t, g.State().Result().Draw)
}

func TestABlindDrawMisdeclaredIsRefused(t *testing.T) {
	for name, tc := range map[string]struct {
		form   string
		change func(*moving.Moving)
		want   string
	}{
		"no place in the form":    {"draw", nil, "its form needs <n:at>"},
		"a card in the form":      {"draw <card> <n:at>", nil, "its form may not name the card"},
		"a rank asked":            {"draw <n:at>", func(m *moving.Moving) { m.Moves[0].Rank = "up" }, "may not say what the card must be"},
		"every seat's hand":       {"draw <n:at>", func(m *moving.Moving) { m.Moves[0].From = []string{"hand.*"} }, "it takes from one pile"},
		"lost without out":        {"draw <n:at>", func(m *moving.Moving) { m.Out = nil }, "declare out"},
		"a set of one":            {"draw <n:at>", func(m *moving.Moving) { m.Sets.Count = 1 }, "count must be from 2"},
		"sets from a shared pile": {"draw <n:at>", func(m *moving.Moving) { m.Sets.From = "discard" }, "not a pile declared per seat"},
		"next of a shared pile":   {"draw <n:at>", func(m *moving.Moving) { m.Moves[0].From = []string{"discard.next"} }, "is not a pile declared"},
	} {
		t.Run(name, func(t *testing.T) {
			d := pairs(t, "hand.previous")
			gr, err := notation.NewGrammar([]string{tc.form})
			require.NoError(t, err)
			d.Grammar = gr
			if tc.change != nil {
				tc.change(d.Mechanics["move"].(*moving.Moving))
			}
			_, err = rules.NewPlan(d, 3)
			assert.ErrorContains(t, err, tc.want)
		})
	}
}
