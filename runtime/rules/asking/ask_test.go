package asking_test

import (
	"math/rand/v2"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/asking"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fishDecl is a game of asking declared in Go: five cards each, books of
// four laid at once, a fishing draw of the rank asked for asking again.
func fishDecl(t testing.TB) *rules.Decl {
	t.Helper()
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"ask <seat> <rank>"})
	require.NoError(t, err)
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden},
			{Name: "hand", Vis: core.OwnerOnly, PerSeat: true}, {Name: "books", Vis: core.Public, PerSeat: true}},
		Deal:  rules.Deal{Dealer: rules.NoDealer, Hand: 5},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{{Name: "ask", Does: "ask"}},
		Mechanics: map[string]any{"ask": &asking.Asking{Books: "books", Book: 4, Again: true, Rule: msg("F-1"),
			EmptyWhy: msg("F-2: %s has no cards")}},
	}
}

// fish starts a game of three seats whose piles hold what at says (the
// other cards stay in the stock, under any named there), seat current to
// ask.
func fish(t *testing.T, current int, at rulestest.Table) *rules.Game {
	t.Helper()
	return rulestest.Start(t, fishDecl(t), 3, current, at)
}

func TestAskListsAndRefuses(t *testing.T) {
	hands := rulestest.Table{"hand.1": {"5D", "5H", "KC"}, "hand.2": {"9D"}, "hand.3": {}}
	for name, tc := range map[string]struct {
		refuse, why string
	}{
		"oneself":                      {"ask 1 5", "F-1: ask another player"},
		"a seat with no cards":         {"ask 3 5", "F-2: seat 3 has no cards"},
		"a rank the asker lacks":       {"ask 2 9", "F-1: you may ask only for a rank you hold, not 9s"},
		"a named rank the asker lacks": {"ask 2 Q", "F-1: you may ask only for a rank you hold, not queens"},
	} {
		t.Run(name, func(t *testing.T) {
			g := fish(t, 0, hands)
			assert.Equal(t, []string{"ask 2 5", "ask 2 K"}, rulestest.Moves(t, g, 0), "each rank held, of each other seat holding cards")
			assert.Empty(t, rulestest.Moves(t, g, 1), "only the seat to act asks")
			assert.Equal(t, tc.why, rulestest.Refused(t, g, 0, tc.refuse))
		})
	}
}

func TestAskAnswers(t *testing.T) {
	for name, tc := range map[string]struct {
		at      rulestest.Table
		ask     string
		next    int            // the seat to act after
		piles   map[string]int // the sizes of piles after
		says    string         // a line of the log
		over    bool           // the game is over
		winners []int          // and won by
	}{
		"a seat that has the rank gives all, and the asker asks again": {
			at: rulestest.Table{"hand.1": {"5D", "KC"}, "hand.2": {"5H", "5S", "9D"}, "hand.3": {"2C"}}, ask: "ask 2 5", next: 0,
			piles: map[string]int{"hand.1": 4, "hand.2": 1}, says: "seat 2 gives seat 1 5S 5H."},
		"go fish: the card drawn is not the rank, the turn passes": {
			at: rulestest.Table{"hand.1": {"5D", "KC"}, "hand.2": {"9D"}, "hand.3": {"2C"}, "stock": {"7C"}}, ask: "ask 2 5", next: 1,
			piles: map[string]int{"hand.1": 3}, says: "seat 2 has no 5s."},
		"go fish: the rank asked for is drawn, shown, and the asker asks again": {
			at: rulestest.Table{"hand.1": {"5D", "KC"}, "hand.2": {"9D"}, "hand.3": {"2C"}, "stock": {"5C"}}, ask: "ask 2 5", next: 0,
			says: "seat 1 draws 5C, the rank asked for, and asks again."},
		"four of a rank are laid at once as a book": {
			at: rulestest.Table{"hand.1": {"5D", "5C", "KC"}, "hand.2": {"5H", "5S", "9D"}, "hand.3": {"2C"}}, ask: "ask 2 5", next: 0,
			piles: map[string]int{"hand.1": 1, "books.1": 4}, says: "seat 1 lays a book of 5s"},
		"a hand emptied by an ask draws from the stock at once": {
			at: rulestest.Table{"hand.1": {"5D", "KC"}, "hand.2": {"5H"}, "hand.3": {"2C"}, "stock": {"8C"}}, ask: "ask 2 5", next: 0,
			piles: map[string]int{"hand.2": 1}},
		"an asker whose book empties the hand, with the stock empty, is out and the turn passes": {
			at:  rulestest.Table{"hand.1": {"5D", "5C", "5H"}, "hand.2": {"5S", "9D", "9C", "9H", "9S"}, "hand.3": {"2C"}, "stock": {}, "books.3": allBut("5", "9", "2C")},
			ask: "ask 2 5", next: 1, says: "seat 1 is out of cards."},
		"the game ends when no seat holds a card, won by the most books": {
			at:  rulestest.Table{"hand.1": {"5D", "5C", "5H"}, "hand.2": {"5S"}, "hand.3": {}, "stock": {}, "books.3": allBut("5")},
			ask: "ask 2 5", over: true, winners: []int{2}},
	} {
		t.Run(name, func(t *testing.T) {
			g := fish(t, 0, tc.at)
			rulestest.Play(t, g, 0, tc.ask)
			st := g.State()
			assert.Equal(t, tc.over, st.Result().Over)
			if tc.over {
				assert.Equal(t, tc.winners, st.Result().Winners)
				return
			}
			assert.Equal(t, tc.next, rulestest.ToAct(t, g))
			for name, n := range tc.piles {
				assert.Len(t, rulestest.Codes(g, name), n, name)
			}
			if tc.says != "" {
				assert.True(t, rulestest.Said(g, tc.says), tc.says)
			}
		})
	}
}

// allBut is every card of the deck but those of the ranks and codes given.
func allBut(except ...string) []string {
	var out []string
	for _, r := range []string{"2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A"} {
		for _, s := range []string{"C", "D", "H", "S"} {
			skip := false
			for _, e := range except {
				skip = skip || e == r || e == r+s
			}
			if !skip {
				out = append(out, r+s)
			}
		}
	}
	return out
}

func TestAskDeclarationMistakes(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(d *rules.Decl)
		want   string
	}{
		"no declaration":        {func(d *rules.Decl) { d.Mechanics = nil }, "declare the asking"},
		"books not per seat":    {func(d *rules.Decl) { d.Mechanics["ask"].(*asking.Asking).Books = "stock" }, `"stock" is not a pile declared per seat`},
		"no stock":              {func(d *rules.Decl) { d.Stock = rules.Stock{} }, "declare the stock"},
		"a form without a rank": {func(d *rules.Decl) { d.Grammar, _ = notation.NewGrammar([]string{"ask <seat>"}) }, "needs <seat> and <rank>"},
	} {
		t.Run(name, func(t *testing.T) {
			d := fishDecl(t)
			tc.change(d)
			_, err := rules.NewPlan(d, 3)
			assert.ErrorContains(t, err, tc.want)
		})
	}
}

func TestAskWholeGamesEndWithEveryBook(t *testing.T) {
	p, err := rules.NewPlan(fishDecl(t), 3)
	require.NoError(t, err)
	for seed := uint64(1); seed <= 20; seed++ {
		g, err := p.NewGame(seed, nil)
		require.NoError(t, err)
		rng := rand.New(rand.NewPCG(seed, 0))
		for n := 0; ; n++ {
			require.Less(t, n, 1000)
			d, err := g.ToAct()
			require.NoError(t, err)
			if d.Over {
				break
			}
			m, err := g.RandomMove(d.Seat, rng)
			require.NoError(t, err)
			require.NotNil(t, m, "the seat to act can always ask")
			require.NoError(t, g.PlayMove(d.Seat, m))
		}
		books := 0
		for s := range 3 {
			books += len(rulestest.Codes(g, core.SeatPileName("books", s)))
		}
		assert.Equal(t, 52, books, "every card ends in a book")
	}
}

// BenchmarkAskSelfPlay plays whole games of asking with random moves: the
// actions a second and the allocations of each.
func BenchmarkAskSelfPlay(b *testing.B) {
	rulestest.BenchSelfPlay(b, fishDecl(b), 4)
}

func TestAskMissPassesToTheSeatAsked(t *testing.T) {
	for name, tc := range map[string]struct {
		at   rulestest.Table
		next int
	}{
		"the seat asked, past the asker's left": {rulestest.Table{"hand.1": {"5D"}, "hand.2": {"9D"}, "hand.3": {"2C"}, "stock": {"7C"}}, 2},
	} {
		t.Run(name, func(t *testing.T) {
			d := fishDecl(t)
			d.Mechanics["ask"].(*asking.Asking).ToAsked = true
			p, err := rules.NewPlan(d, 3)
			require.NoError(t, err)
			g, err := p.NewGame(1, nil)
			require.NoError(t, err)
			rulestest.Place(t, g.State(), tc.at)
			require.NoError(t, g.State().SetCurrent(0))
			g = p.Resume(g.State(), nil)
			rulestest.Play(t, g, 0, "ask 3 5")
			assert.Equal(t, tc.next, rulestest.ToAct(t, g))
		})
	}
}

func TestAskStandingsAreTheBooks(t *testing.T) {
	g := fish(t, 0, rulestest.Table{"hand.1": {"5D"}, "books.2": {"9C", "9D", "9H", "9S"}})
	w, err := g.Standings()
	require.NoError(t, err)
	assert.Equal(t, []float64{1, 2, 1}, w, "one more than the books laid")
}

// msg is a message field as the reader of declarations fills it.
func msg(text string) rules.Message { return rules.Message{Text: text, Codes: core.RuleCodes(text)} }
