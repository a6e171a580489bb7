package moving_test

import (
	"math/rand/v2"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/moving"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var (
	downs = []string{"d1", "d2", "d3"}
	tabs  = []string{"t1", "t2", "t3"}
	homes = []string{"f1", "f2", "f3", "f4"}
)

// tableau is a small patience declared in Go with a tableau: three piles
// of face-up cards, each on a pile of face-down cards turned up when it is
// emptied; runs built down in alternating colours and moved whole, a king
// alone to an empty pile; foundations built up by suit from the ace; a
// stock turned to a waste three at a time, turned back over once. Won
// when every card is home, lost by the player when nothing can be moved.
func tableau(t testing.TB) *rules.Decl {
	t.Helper()
	spec := core.French52()
	spec.Ranks = append(spec.Ranks[len(spec.Ranks)-1:], spec.Ranks[:len(spec.Ranks)-1]...) // ace low
	deck, err := core.NewDeck(spec)
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"draw", "build <card> to <n:to>", "home <card> to <n:to>"})
	require.NoError(t, err)
	piles := []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "hand", Vis: core.OwnerOnly, PerSeat: true},
		{Name: "waste", Vis: core.Public}, {Name: "out", Vis: core.Hidden}}
	for _, n := range downs {
		piles = append(piles, core.PileSpec{Name: n, Vis: core.Hidden})
	}
	for _, n := range append(append([]string{}, tabs...), homes...) {
		piles = append(piles, core.PileSpec{Name: n, Vis: core.Public})
	}
	from := append([]string{"waste"}, tabs...)
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock", Piles: piles,
		Deal:  rules.Deal{Dealer: rules.NoDealer, Piles: downs, PileCards: 2},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{{Name: "draw", Does: "move"}, {Name: "build", Does: "move"}, {Name: "home", Does: "move"}},
		Mechanics: map[string]any{"move": &moving.Moving{
			Moves: []moving.Move{
				{Verb: "draw", From: []string{"stock"}, To: []string{"waste"}, Count: 3, Redeals: 1, Rule: msg("T-1")},
				{Verb: "build", From: from, To: tabs, Take: "above", Run: true, Whole: true, Rank: "down", Colour: "alternate",
					Empty: rules.Cards{Ranks: []string{"K"}}, Rule: msg("T-2")},
				{Verb: "home", From: from, To: homes, Rank: "up", Suit: "same", Empty: rules.Cards{Ranks: []string{"A"}}, Rule: msg("T-3")},
			},
			TurnUp: &moving.TurnUp{From: downs, To: tabs},
			Won:    &moving.Won{Empty: append(append([]string{"stock", "waste"}, downs...), tabs...)},
			Stuck:  &moving.Stuck{Lose: true, Reason: msg("nothing can be moved (T-4)")},
		}},
	}
}

// tableauAt starts the patience with its piles as at says, the rest of the
// cards out of play unless at names the stock.
func tableauAt(t *testing.T, at rulestest.Table) *rules.Game {
	t.Helper()
	for _, p := range append(append(append([]string{"waste"}, downs...), tabs...), homes...) {
		if _, ok := at[p]; !ok {
			at[p] = nil
		}
	}
	return rulestest.Start(t, tableau(t), 1, 0, at, func(st *core.State) error {
		stock, _ := st.PileByName("stock")
		out, _ := st.PileByName("out")
		if err := st.MoveAll(stock, out); err != nil {
			return err
		}
		for _, code := range at["stock"] { // the stock named, bottom first
			for i, c := range st.Pile(out).Cards {
				if st.Deck().Card(c).Code == code {
					if _, err := st.MoveAt(out, i, stock, core.OnTop); err != nil {
						return err
					}
					break
				}
			}
		}
		return nil
	})
}

func TestTheDealTurnsUpTheTopOfEachFaceDownPile(t *testing.T) {
	p, err := rules.NewPlan(tableau(t), 1)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	for i := range downs {
		assert.Len(t, rulestest.Codes(g, downs[i]), 1, downs[i])
		assert.Len(t, rulestest.Codes(g, tabs[i]), 1, tabs[i])
	}
}

func TestRunsAreBuiltDownInAlternatingColoursAndMovedWhole(t *testing.T) {
	for name, tc := range map[string]struct {
		at    rulestest.Table
		moves []string
	}{
		"red on black, not black on black": {rulestest.Table{"t1": {"9S"}, "t2": {"8H"}, "t3": {"8C"}},
			[]string{"build 8H to 1"}},
		"a run moves whole, from its lowest card": {rulestest.Table{"t1": {"9S", "8H", "7C"}, "t2": {"TD"}, "t3": {"9H"}},
			[]string{"build 9S to 2"}},
		"a king to an empty pile when a card is to turn up under it": {rulestest.Table{"d1": {"2C"}, "t1": {"KS"}, "t2": {"5H"}},
			[]string{"build KS to 3"}},
		"not the whole of a pile to an empty one": {rulestest.Table{"t1": {"KS", "QH"}, "t2": {"5H"}},
			nil},
		"the waste's top card, and home from the ace": {rulestest.Table{"waste": {"AD", "6H"}, "t1": {"7C"}, "t2": {"AS"}, "f1": {"AH"}},
			[]string{"build 6H to 1", "home AS to 2", "home AS to 3", "home AS to 4", "draw"}},
	} {
		t.Run(name, func(t *testing.T) {
			assert.ElementsMatch(t, tc.moves, rulestest.Moves(t, tableauAt(t, tc.at), 0))
		})
	}
}

func TestABuildOutOfColourOrPartOfARunIsRefused(t *testing.T) {
	g := tableauAt(t, rulestest.Table{"t1": {"9S", "8H", "7C"}, "t2": {"8C"}, "t3": {"KS", "QH"}, "f1": {"AH"}})
	for move, why := range map[string]string{
		"build 7C to 3": "T-2: 7C is not the lowest card of the run on its pile: a run moves whole",
		"build 8H to 2": "T-2: 8H is not the lowest card of the run on its pile: a run moves whole",
		"build 9S to 2": "T-2: the card does not go on 8C: not the rank",
		"home 7C to 1":  "T-3: the card does not go on AH: not the rank",
	} {
		assert.Equal(t, why, rulestest.Refused(t, g, 0, move), move)
	}
	g = tableauAt(t, rulestest.Table{"t1": {"9S"}, "t2": {"8C"}, "t3": {"KS", "QH"}})
	assert.Equal(t, "T-2: the card does not go on 9S: not the colour", rulestest.Refused(t, g, 0, "build 8C to 1"))
	g = tableauAt(t, rulestest.Table{"t1": {"KS", "QH"}, "t2": {"8C"}})
	assert.Equal(t, "T-2: KS and the cards on it would only change their place", rulestest.Refused(t, g, 0, "build KS to 3"))
}

func TestAFaceDownCardIsTurnedUpWhenItsPileIsEmptied(t *testing.T) {
	g := tableauAt(t, rulestest.Table{"d1": {"3D", "2C"}, "t1": {"8H", "7C"}, "t2": {"9S"}, "t3": {"KD"}})
	rulestest.Play(t, g, 0, "build 8H to 2")
	assert.Equal(t, []string{"9S", "8H", "7C"}, rulestest.Codes(g, "t2"))
	assert.Equal(t, []string{"2C"}, rulestest.Codes(g, "t1"), "the top face-down card turned up")
	assert.Equal(t, []string{"3D"}, rulestest.Codes(g, "d1"))
	assert.True(t, rulestest.Said(g, "2C is turned up on t 1."))
}

func TestTheStockIsTurnedThreeAtATimeAndRedealtOnce(t *testing.T) {
	g := tableauAt(t, rulestest.Table{"stock": {"2C", "3C", "4C", "5C"}, "t1": {"KH"}})
	rulestest.Play(t, g, 0, "draw")
	assert.Equal(t, []string{"5C", "4C", "3C"}, rulestest.Codes(g, "waste"), "three cards, one after the other")
	rulestest.Play(t, g, 0, "draw")
	assert.Equal(t, []string{"5C", "4C", "3C", "2C"}, rulestest.Codes(g, "waste"), "fewer when fewer are left")
	assert.Contains(t, rulestest.Moves(t, g, 0), "draw", "the waste may be turned back over")
	rulestest.Play(t, g, 0, "draw")
	assert.Equal(t, []string{"2C", "3C", "4C", "5C"}, rulestest.Codes(g, "stock"), "the waste turned over: its first card on top")
	assert.Empty(t, rulestest.Codes(g, "waste"))
	assert.True(t, rulestest.Said(g, "turn waste back over onto stock"))
	rulestest.Play(t, g, 0, "draw")
	assert.False(t, g.State().Result().Over)
	rulestest.Play(t, g, 0, "draw")
	assert.Equal(t, []int{0}, g.State().Result().Losers, "one redeal only: nothing left to move")
}

func TestAPatienceStuckIsLostByThePlayer(t *testing.T) {
	g := tableauAt(t, rulestest.Table{"waste": {"9H"}, "t1": {"TS"}, "t2": {"4D"}})
	rulestest.Play(t, g, 0, "build 9H to 1")
	r := g.State().Result()
	require.True(t, r.Over)
	assert.Empty(t, r.Winners)
	assert.Equal(t, []int{0}, r.Losers)
	assert.Equal(t, "nothing can be moved (T-4)", r.Reason)
}

func TestAPatienceIsWonWhenEveryCardIsHome(t *testing.T) {
	g := tableauAt(t, rulestest.Table{"t1": {"KH"}, "f1": {"AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "TH", "JH", "QH"}})
	rulestest.Play(t, g, 0, "home KH to 1")
	r := g.State().Result()
	require.True(t, r.Over)
	assert.Equal(t, []int{0}, r.Winners)
}

func TestMisdeclaredBuildsAreRefused(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(*moving.Moving)
		want   string
	}{
		"a count on a move from several piles": {func(g *moving.Moving) { g.Moves[1].Count = 3 }, "the move takes the top cards of one pile to one pile"},
		"a redeal on a move of a card named":   {func(g *moving.Moving) { g.Moves[2].Redeals = 1 }, "the move takes the top cards of one pile to one pile"},
		"whole without a run":                  {func(g *moving.Moving) { g.Moves[1].Run = false }, "declare take = \"above\" and run = true"},
		"a turn-up pile short":                 {func(g *moving.Moving) { g.TurnUp.From = downs[:2] }, "from and to name as many piles"},
		"a turn-up onto a pile not declared":   {func(g *moving.Moving) { g.TurnUp.To = []string{"t1", "t2", "t9"} }, `"t9" must be shared piles declared`},
		"red cards the deck lacks":             {func(g *moving.Moving) { g.Red = rules.Cards{Suits: []string{"R"}} }, "declare the red cards"},
	} {
		t.Run(name, func(t *testing.T) {
			d := tableau(t)
			tc.change(d.Mechanics["move"].(*moving.Moving))
			_, err := rules.NewPlan(d, 1)
			assert.ErrorContains(t, err, tc.want)
		})
	}
}

func TestThePatienceEndsInSelfPlay(t *testing.T) {
	p, err := rules.NewPlan(tableau(t), 1)
	require.NoError(t, err)
	for seed := range uint64(50) {
		g, err := p.NewGame(seed, nil)
		require.NoError(t, err)
		rulestest.SelfPlay(t, g, rand.New(rand.NewPCG(seed, 1)))
		assert.True(t, g.State().Result().Over, "seed %d", seed)
	}
}
