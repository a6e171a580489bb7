package moving_test

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/moving"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func msg(text string) rules.Message { return rules.Message{Text: text, Codes: core.RuleCodes(text)} }

var columns = []string{"c1", "c2", "c3"}

// patience is a game of one declared in Go: three columns played onto a
// waste one rank up or down, a stock turned onto it, and cards shifted
// between the columns down in suit, a king alone to an empty one; won
// when the columns are empty, lost when nothing can be moved.
func patience(t testing.TB, wrap bool) *rules.Decl {
	t.Helper()
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"play <card>", "draw", "shift <card> to <n:to>"})
	require.NoError(t, err)
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "hand", Vis: core.OwnerOnly, PerSeat: true},
			{Name: "waste", Vis: core.Public}, {Name: "c1", Vis: core.Public}, {Name: "c2", Vis: core.Public}, {Name: "c3", Vis: core.Public}, {Name: "out", Vis: core.Hidden}},
		Deal:  rules.Deal{Dealer: rules.NoDealer, Piles: columns, PileCards: 2, TurnUp: "waste"},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{{Name: "play", Does: "move"}, {Name: "draw", Does: "move"}, {Name: "shift", Does: "move"}},
		Mechanics: map[string]any{"move": &moving.Moving{
			Moves: []moving.Move{
				{Verb: "play", From: columns, To: []string{"waste"}, Rank: "either", Wrap: wrap, Rule: msg("P-1")},
				{Verb: "draw", From: []string{"stock"}, To: []string{"waste"}, Rule: msg("P-2"),
					Why: rules.Messages{By: map[string]*rules.Message{"nothing": {Text: "the stock is empty"}}}},
				{Verb: "shift", From: columns, To: columns, Rank: "down", Suit: "same", Empty: rules.Cards{Ranks: []string{"K"}}, Rule: msg("P-3")},
			},
			Won:   &moving.Won{Empty: columns, Reason: msg("the columns are cleared (P-4)")},
			Stuck: &moving.Stuck{Reason: msg("nothing can be moved (P-5)")},
			Score: columns,
		}},
	}
}

// game starts a patience whose piles hold what at says.
func game(t *testing.T, wrap bool, at rulestest.Table) *rules.Game {
	t.Helper()
	p, err := rules.NewPlan(patience(t, wrap), 1)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	st := g.State()
	rulestest.Place(t, st, at)
	if cards, ok := at["stock"]; ok && len(cards) == 0 { // the stock empty: the rest out of play
		stock, _ := st.PileByName("stock")
		out, _ := st.PileByName("out")
		require.NoError(t, st.MoveAll(stock, out))
	}
	return p.Resume(st, nil)
}

func TestTheDealLaysTheColumns(t *testing.T) {
	p, err := rules.NewPlan(patience(t, false), 1)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	for _, c := range columns {
		assert.Len(t, rulestest.Codes(g, c), 2, c)
	}
	assert.Len(t, rulestest.Codes(g, "waste"), 1)
	assert.Len(t, rulestest.Codes(g, "stock"), 52-7)
}

func TestMovesAreListed(t *testing.T) {
	for name, tc := range map[string]struct {
		wrap  bool
		at    rulestest.Table
		moves []string
	}{
		"a card one rank up or down, and a draw": {false, rulestest.Table{"waste": {"7H"}, "c1": {"2C", "8S"}, "c2": {"6D"}, "c3": {"9C"}},
			[]string{"play 6D", "play 8S", "draw"}},
		"no draw from an empty stock": {false, rulestest.Table{"waste": {"7H"}, "c1": {"8S"}, "c2": {"2C"}, "c3": {"3D"}, "stock": {}},
			[]string{"play 8S"}},
		"no wrap: no two on an ace": {false, rulestest.Table{"waste": {"AH"}, "c1": {"2S"}, "c2": {"KD"}, "c3": {"5C"}, "stock": {}},
			[]string{"play KD"}},
		"wrap: a two on an ace": {true, rulestest.Table{"waste": {"AH"}, "c1": {"2S"}, "c2": {"KD"}, "c3": {"5C"}, "stock": {}},
			[]string{"play 2S", "play KD"}},
		"a shift down in suit": {false, rulestest.Table{"waste": {"2H"}, "c1": {"KS"}, "c2": {"TD"}, "c3": {"9D"}, "stock": {}},
			[]string{"shift 9D to 2"}},
		"a king alone to an empty column": {false, rulestest.Table{"waste": {"2H"}, "c1": {"5C", "KS"}, "c2": {"QD"}, "c3": {}, "stock": {}},
			[]string{"shift KS to 3"}},
	} {
		t.Run(name, func(t *testing.T) {
			g := game(t, tc.wrap, tc.at)
			assert.ElementsMatch(t, tc.moves, rulestest.Moves(t, g, 0))
		})
	}
}

func TestMovesAreRefusedWithTheirRule(t *testing.T) {
	at := rulestest.Table{"waste": {"7H"}, "c1": {"2C", "8S"}, "c2": {"5D"}, "c3": {"KC"}, "stock": {}}
	for move, why := range map[string]string{
		"play 2C":       "P-1: 2C is not on top of a pile you may move from",
		"play 5D":       "P-1: the card does not go on 7H: not the rank",
		"draw":          "P-2: the stock is empty",
		"shift 5D to 3": "P-3: the card does not go on KC: not the rank",
		"shift 8S to 9": "P-3: there is no pile 9 to move to",
	} {
		t.Run(move, func(t *testing.T) {
			assert.Equal(t, why, rulestest.Refused(t, game(t, false, at), 0, move))
		})
	}
	at = rulestest.Table{"waste": {"7H"}, "c1": {"QC"}, "c2": {"KD"}, "c3": {}, "stock": {"2C"}}
	assert.Equal(t, "P-3: QC may not go to an empty pile", rulestest.Refused(t, game(t, false, at), 0, "shift QC to 3"))
	at = rulestest.Table{"waste": {"7H"}, "c1": {"QC"}, "c2": {"KD"}, "c3": {}, "stock": {"2C"}}
	assert.Equal(t, "P-3: the card does not go on KD: not the suit", rulestest.Refused(t, game(t, false, at), 0, "shift QC to 2"))
}

func TestAMoveIsMadeAndNarrated(t *testing.T) {
	g := game(t, false, rulestest.Table{"waste": {"7H"}, "c1": {"2C", "8S"}, "c2": {"5D"}, "c3": {"KC"}, "stock": {"4S", "3D"}})
	rulestest.Play(t, g, 0, "play 8S")
	assert.Equal(t, []string{"2C"}, rulestest.Codes(g, "c1"))
	assert.Equal(t, []string{"7H", "8S"}, rulestest.Codes(g, "waste"))
	rulestest.Play(t, g, 0, "draw")
	assert.Equal(t, []string{"7H", "8S", "3D"}, rulestest.Codes(g, "waste"))
	log := g.State().Log()
	assert.Contains(t, log[len(log)-2].Text, "8S from c 1 to waste")
}

func TestTheGameIsWonWhenTheColumnsAreCleared(t *testing.T) {
	g := game(t, false, rulestest.Table{"waste": {"7H"}, "c1": {"8S"}, "c2": {}, "c3": {}, "stock": {"2C"}})
	rulestest.Play(t, g, 0, "play 8S")
	r := g.State().Result()
	assert.True(t, r.Over)
	assert.Equal(t, []int{0}, r.Winners)
	assert.Equal(t, "the columns are cleared (P-4)", r.Reason)
	assert.Equal(t, []int{0}, g.State().Score().Totals)
}

func TestTheGameIsLostWhenNothingCanBeMoved(t *testing.T) {
	g := game(t, false, rulestest.Table{"waste": {"7H"}, "c1": {"2C", "8S"}, "c2": {"JD"}, "c3": {"4C"}, "stock": {}})
	rulestest.Play(t, g, 0, "play 8S")
	r := g.State().Result()
	assert.True(t, r.Over)
	assert.Empty(t, r.Winners)
	assert.Equal(t, "nothing can be moved (P-5)", r.Reason)
	assert.Equal(t, []int{3}, g.State().Score().Totals, "a point for each card left in the columns")
}

func TestAFormThatCannotNameTheMoveIsRefused(t *testing.T) {
	d := patience(t, false)
	gr, err := notation.NewGrammar([]string{"play", "draw", "shift <card> to <n:to>"})
	require.NoError(t, err)
	d.Grammar = gr
	_, err = rules.NewPlan(d, 1)
	assert.ErrorContains(t, err, "its form needs <card>")
	d = patience(t, false)
	gr, err = notation.NewGrammar([]string{"play <card>", "draw", "shift <card>"})
	require.NoError(t, err)
	d.Grammar = gr
	_, err = rules.NewPlan(d, 1)
	assert.ErrorContains(t, err, "its form needs <n:to>")
	d = patience(t, false)
	d.Mechanics["move"].(*moving.Moving).Moves[0].From = []string{"nowhere"}
	_, err = rules.NewPlan(d, 1)
	assert.ErrorContains(t, err, `"nowhere" is not a pile declared`)
}

func TestACardAndEveryCardAboveItMoveTogether(t *testing.T) {
	d := patience(t, false)
	shift := &d.Mechanics["move"].(*moving.Moving).Moves[2]
	shift.Take, shift.Run = "above", true
	p, err := rules.NewPlan(d, 1)
	require.NoError(t, err)
	start := func() *rules.Game {
		g, err := p.NewGame(1, nil)
		require.NoError(t, err)
		rulestest.Place(t, g.State(), rulestest.Table{"waste": {"2H"}, "c1": {"KS", "9D", "8D", "7D"}, "c2": {"TD"}, "c3": {}})
		return p.Resume(g.State(), nil)
	}
	g := start()
	assert.ElementsMatch(t, []string{"shift 9D to 2", "draw"}, rulestest.Moves(t, g, 0))
	assert.Equal(t, "P-3: the cards above KS are not a run", rulestest.Refused(t, g, 0, "shift KS to 3"))
	assert.Equal(t, "P-3: 5H is not in a pile you may move from", rulestest.Refused(t, g, 0, "shift 5H to 3"))
	assert.Equal(t, "P-3: the card does not go on TD: not the rank", rulestest.Refused(t, g, 0, "shift 8D to 2"))
	rulestest.Play(t, g, 0, "shift 9D to 2")
	assert.Equal(t, []string{"KS"}, rulestest.Codes(g, "c1"))
	assert.Equal(t, []string{"TD", "9D", "8D", "7D"}, rulestest.Codes(g, "c2"))
	shift.Run = false
	p, err = rules.NewPlan(d, 1)
	require.NoError(t, err)
	g = start()
	assert.ElementsMatch(t, []string{"shift 9D to 2", "shift KS to 3", "draw"}, rulestest.Moves(t, g, 0), "without a run any card goes with those above it")
}

// TestAMoveFromTheMoversHandToAnySeatsPile: a pile declared per seat is
// the mover's own, and name.* every seat's, numbered by seat; any card of
// a hand may be taken; the turn passes after the move.
func TestAMoveFromTheMoversHandToAnySeatsPile(t *testing.T) {
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"lay <card> on <n:to>"})
	require.NoError(t, err)
	d := &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "hand", Vis: core.OwnerOnly, PerSeat: true},
			{Name: "row", Vis: core.Public, PerSeat: true}},
		Deal:  rules.Deal{Dealer: rules.NoDealer, Hand: 3},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{{Name: "lay", Does: "move"}},
		Mechanics: map[string]any{"move": &moving.Moving{Moves: []moving.Move{
			{Verb: "lay", From: []string{"hand"}, To: []string{"row.*"}, Take: "any", Rank: "up", Rule: msg("R-1")},
		}}},
	}
	p, err := rules.NewPlan(d, 2)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	rulestest.Place(t, g.State(), rulestest.Table{"hand.1": {"5C", "9H"}, "hand.2": {"5D"}, "row.1": {"4D"}, "row.2": {"4S"}})
	g = p.Resume(g.State(), nil)
	assert.ElementsMatch(t, []string{"lay 5C on 1", "lay 5C on 2"}, rulestest.Moves(t, g, 0))
	assert.Equal(t, "R-1: 5D is not in a pile you may move from", rulestest.Refused(t, g, 0, "lay 5D on 1"))
	rulestest.Play(t, g, 0, "lay 5C on 2")
	assert.Equal(t, []string{"4S", "5C"}, rulestest.Codes(g, "row.2"))
	assert.Equal(t, 1, g.State().Turn().Current, "the turn passes")
	assert.Equal(t, []string{"9H"}, rulestest.Codes(g, "hand.1"), "any card of the hand, and that one alone")
	assert.Equal(t, []string{"lay 5D on 1"}, rulestest.Moves(t, g, 1), "5D goes on 4D, not on 5C")
}
