package capturing_test

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/capturing"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func msg(text string) rules.Message { return rules.Message{Text: text, Codes: core.RuleCodes(text)} }

// deck40 is a French pack without its eights, nines and tens, ace low.
func deck40(t testing.TB) *core.Deck {
	t.Helper()
	spec := core.French52()
	var ranks []core.RankSpec
	for _, code := range []string{"A", "2", "3", "4", "5", "6", "7", "J", "Q", "K"} {
		for _, r := range spec.Ranks {
			if r.Code == code {
				ranks = append(ranks, r)
			}
		}
	}
	spec.Ranks = ranks
	spec.Cards = slices.DeleteFunc(spec.Cards, func(c core.CardSpec) bool { return strings.ContainsAny(c.Rank, "89T") })
	d, err := core.NewDeck(spec)
	require.NoError(t, err)
	return d
}

// fishing is a fishing game for two declared in Go: three cards each and
// four on the table, a card takes one of its rank, else cards adding up
// to its value (J 8, Q 9, K 10); sweeps, the hands dealt again, the last
// cards to the last capturer, and four awards.
func fishing(t testing.TB, match bool) *rules.Decl {
	t.Helper()
	gr, err := notation.NewGrammar([]string{"play <card> [take <cards>]"})
	require.NoError(t, err)
	d := &rules.Decl{
		Grammar: gr, Deck: deck40(t), Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "hand", Vis: core.OwnerOnly, PerSeat: true},
			{Name: "table", Vis: core.Public}, {Name: "taken", Vis: core.Public, PerSeat: true}},
		Deal:  rules.Deal{Dealer: 2, Piles: []string{"table"}, PileCards: 4, Hand: 3},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{{Name: "play", Does: "capture"}},
		Mechanics: map[string]any{"capture": &capturing.Capturing{
			Pile: "table", Won: "taken", Values: map[string]int{"J": 8, "Q": 9, "K": 10},
			Rule: msg("F-1"), Again: 3, Rest: true,
			Sweep: &capturing.Sweep{Points: 1, Rule: msg("F-2")},
			Awards: []capturing.Award{
				{By: "most", Rule: msg("F-3")},
				{By: "most", Cards: rules.Cards{Suits: []string{"D"}}},
				{By: "holds", Cards: rules.Cards{Codes: []string{"7D"}}},
				{By: "best", Values: map[string]int{"7": 21, "6": 18, "A": 16, "5": 15, "4": 14, "3": 13, "2": 12, "J": 10, "Q": 10, "K": 10}},
			},
		}},
	}
	if match {
		d.Rounds = &rules.Rounds{Target: 11}
	}
	return d
}

// game starts a game whose piles hold what at says.
func game(t *testing.T, d *rules.Decl, at rulestest.Table) *rules.Game {
	t.Helper()
	return rulestest.Start(t, d, 2, 0, at)
}

func TestTheDealLaysTheTable(t *testing.T) {
	p, err := rules.NewPlan(fishing(t, false), 2)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	assert.Len(t, rulestest.Codes(g, "table"), 4)
	assert.Len(t, rulestest.Codes(g, "stock"), 40-4-6)
}

func TestCapturesAreListed(t *testing.T) {
	for name, tc := range map[string]struct {
		at    rulestest.Table
		moves []string
	}{
		"a card of the rank, one of them": {rulestest.Table{"hand.1": {"5C"}, "table": {"5D", "5H", "2S", "3S"}},
			[]string{"play 5C take 5D", "play 5C take 5H"}},
		"no rank: every sum": {rulestest.Table{"hand.1": {"KC"}, "table": {"AD", "4D", "6H", "3S", "7S"}},
			[]string{"play KC take 4D 6H", "play KC take 3S 7S", "play KC take AD 3S 6H"}},
		"nothing to take: laid": {rulestest.Table{"hand.1": {"2C", "QC"}, "table": {"5D", "7H"}},
			[]string{"play 2C", "play QC"}},
		"a face card sums too": {rulestest.Table{"hand.1": {"JC"}, "table": {"AD", "7H"}},
			[]string{"play JC take AD 7H"}},
	} {
		t.Run(name, func(t *testing.T) {
			g := game(t, fishing(t, false), tc.at)
			assert.ElementsMatch(t, tc.moves, rulestest.Moves(t, g, 0))
		})
	}
}

func TestCapturesAreRefusedWithTheirRule(t *testing.T) {
	at := rulestest.Table{"hand.1": {"5C", "KC"}, "table": {"5D", "2S", "3S", "4H"}}
	for move, why := range map[string]string{
		"play 6C":            "F-1: 6C is not in your hand",
		"play 5C":            "F-1: 5C can capture: name the cards it takes",
		"play 5C take 2S 3S": "F-1: a card of the rank of 5C is on the table: take one of them alone",
		"play KC take 2S 3S": "F-1: those cards are no capture of KC",
		"play KC take 7D":    "F-1: 7D is not on the table",
	} {
		t.Run(move, func(t *testing.T) {
			assert.Equal(t, why, rulestest.Refused(t, game(t, fishing(t, false), at), 0, move))
		})
	}
}

func TestACaptureIsMadeAndTheTableSwept(t *testing.T) {
	g := game(t, fishing(t, false), rulestest.Table{"hand.1": {"KC", "2C"}, "hand.2": {"3H", "4H"}, "table": {"4D", "6H"}})
	rulestest.Play(t, g, 0, "play KC take 4D 6H")
	assert.ElementsMatch(t, []string{"4D", "6H", "KC"}, rulestest.Codes(g, "taken.1"))
	assert.Empty(t, rulestest.Codes(g, "table"))
	assert.Equal(t, []int{1, 0}, g.State().Score().Totals, "a sweep")
	assert.Equal(t, 1, rulestest.ToAct(t, g))
	rulestest.Play(t, g, 1, "play 3H")
	assert.Equal(t, []string{"3H"}, rulestest.Codes(g, "table"))
}

func TestEmptyHandsAreDealtAgain(t *testing.T) {
	g := game(t, fishing(t, false), rulestest.Table{"hand.1": {"2C"}, "hand.2": {"3H"}, "table": {"KD"}})
	rulestest.Play(t, g, 0, "play 2C")
	rulestest.Play(t, g, 1, "play 3H")
	assert.Len(t, rulestest.Codes(g, "hand.1"), 3)
	assert.Len(t, rulestest.Codes(g, "hand.2"), 3)
	assert.Equal(t, 0, rulestest.ToAct(t, g))
}

func TestTheRoundEndsScored(t *testing.T) {
	// the stock empty: the last cards played, the table to the last capturer, the awards.
	at := rulestest.Table{"hand.1": {"7D"}, "hand.2": {"2H"}, "table": {"7C", "QS"},
		"taken.1": {"AD", "6D", "5C", "4S", "3H"}, "taken.2": {"AC", "2D"}}
	d := fishing(t, false)
	g := game(t, d, at)
	st := g.State()
	stock, _ := st.PileByName("stock")
	taken2, _ := st.PileByName("taken.2")
	require.NoError(t, st.MoveAll(stock, taken2)) // every other card to seat 2's pile
	rulestest.Play(t, g, 0, "play 7D take 7C")
	rulestest.Play(t, g, 1, "play 2H")
	r := g.State().Result()
	require.True(t, r.Over)
	assert.Contains(t, rulestest.Codes(g, "taken.1"), "QS", "the table's last cards to the last capturer")
	// seat 1: the settebello; seat 2: the most cards, the most coins and the primiera.
	assert.Equal(t, []int{1, 3}, g.State().Score().Totals)
	assert.Equal(t, []int{1}, r.Winners)
}

func TestTheLastPlaySweepsNothing(t *testing.T) {
	at := rulestest.Table{"hand.1": {"2C"}, "hand.2": {"5H"}, "table": {"5C"}}
	g := game(t, fishing(t, false), at)
	st := g.State()
	stock, _ := st.PileByName("stock")
	taken1, _ := st.PileByName("taken.1")
	require.NoError(t, st.MoveAll(stock, taken1))
	rulestest.Play(t, g, 0, "play 2C")
	rulestest.Play(t, g, 1, "play 5H take 5C")
	assert.Equal(t, 0, g.State().Score().Totals[1], "no sweep scored")
	assert.False(t, rulestest.Said(g, "sweep"))
}

func TestAMisdeclaredCaptureIsRefused(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(d *rules.Decl)
		err    string
		path   string // the declaration at fault (mech.DeclError)
	}{
		"no pile":        {func(d *rules.Decl) { d.Mechanics["capture"].(*capturing.Capturing).Pile = "floor" }, `"floor" is not a shared pile`, "capturing.pile"},
		"won shared":     {func(d *rules.Decl) { d.Mechanics["capture"].(*capturing.Capturing).Won = "table" }, `"table" is not a pile declared per seat`, "capturing.won"},
		"a way unknown":  {func(d *rules.Decl) { d.Mechanics["capture"].(*capturing.Capturing).By = []string{"suit"} }, `"suit" is no way to capture`, "capturing.by"},
		"a rank unknown": {func(d *rules.Decl) { d.Mechanics["capture"].(*capturing.Capturing).Values["9"] = 9 }, `the deck has no rank "9"`, "capturing.values"},
		"holds nothing": {func(d *rules.Decl) {
			d.Mechanics["capture"].(*capturing.Capturing).Awards[2].Cards = rules.Cards{}
		}, `needs the cards held`, "capturing.awards"},
		"no take part": {func(d *rules.Decl) {
			gr, err := notation.NewGrammar([]string{"play <card>"})
			require.NoError(t, err)
			d.Grammar = gr
		}, `its form needs a part <cards>`, "verbs.play"},
	} {
		t.Run(name, func(t *testing.T) {
			d := fishing(t, false)
			tc.change(d)
			_, err := rules.NewPlan(d, 2)
			assert.ErrorContains(t, err, tc.err)
			var in *mech.DeclError
			require.ErrorAs(t, err, &in)
			assert.Equal(t, tc.path, in.DeclPath())
		})
	}
}

func TestAMatchIsPlayedToItsEnd(t *testing.T) {
	p, err := rules.NewPlan(fishing(t, true), 2)
	require.NoError(t, err)
	for seed := range uint64(5) {
		g, err := p.NewGame(seed, nil)
		require.NoError(t, err)
		rulestest.SelfPlay(t, g, rand.New(rand.NewPCG(seed, 1)))
		assert.True(t, g.State().Result().Over)
		assert.GreaterOrEqual(t, max(g.State().Score().Totals[0], g.State().Score().Totals[1]), 11)
	}
}
