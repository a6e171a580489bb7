package melding_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
)

// msg is a message written in Go, citing the rule codes it begins with.
func msg(text string) rules.Message { return rules.Message{Text: text, Codes: core.RuleCodes(text)} }

// ownDecl is a rummy of melds of one's own (a Rummy 500): the ace low or
// high (15 points), melds owned and scored laid less held in a match, a
// dig from deep in the discard pile.
func ownDecl(t testing.TB) *rules.Decl {
	t.Helper()
	spec := core.French52()
	spec.Ranks = append(spec.Ranks[12:], spec.Ranks[:12]...) // the ace first
	for i := range spec.Ranks {
		spec.Ranks[i].Points = min(i+1, 10)
	}
	spec.Ranks[0].Points = 15
	spec.Cards = core.ProductCards(spec.Suits, spec.Ranks, false, 1)
	deck, err := core.NewDeck(spec)
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"draw", "dig <card> <cards> [on <n>]", "meld <cards>", "add <n> <cards>", "discard <card>"})
	require.NoError(t, err)
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "discard", Vis: core.Public},
			{Name: "hand", Vis: core.OwnerOnly, PerSeat: true}},
		Deal:  rules.Deal{Dealer: rules.NoDealer, Hand: 7, TurnUp: "discard"},
		Stock: rules.Stock{Pile: "stock"},
		Turn:  rules.Turn{Open: []string{"draw", "dig"}},
		Win:   rules.Win{EmptyHand: true},
		Verbs: []rules.Verb{{Name: "draw", Draw: 1},
			{Name: "dig", Does: "dig", Why: rules.Messages{By: map[string]*rules.Message{"lay": ptr(msg("D-4: lay %s at once"))}}},
			{Name: "meld", Does: "meld"}, {Name: "add", Does: "add"},
			{Name: "discard", Play: &rules.Play{To: "discard", Cards: "card", Shapes: []rules.Shape{{Single: true}}}}},
		Rounds: &rules.Rounds{Target: 500},
		Melds: &rules.Melds{Rules: core.MeldRules{MinSize: 3, Sets: true, Runs: true, EitherEnd: "A"},
			Owned: true, ScoreLaid: true, StockEnds: true, DigFrom: "discard", Rule: msg("D-7")},
	}
}

func ptr[T any](v T) *T { return &v }

// ownGame starts a game of two whose piles hold what at says, seat 1 to
// act.
func ownGame(t *testing.T, at rulestest.Table, change func(*rules.Decl)) *rules.Game {
	t.Helper()
	d := ownDecl(t)
	if change != nil {
		change(d)
	}
	return rulestest.Start(t, d, 2, 0, at)
}

var ownHands = rulestest.Table{
	"hand.1":  {"9H", "9S", "2C", "3C", "KD", "QS", "4D"},
	"hand.2":  {"TH", "JH", "QH", "4C", "4S"},
	"discard": {"9D", "KH", "9C", "5H", "JD"},
}

func TestADigTakesACardWithEveryCardAboveAndLaysItAtOnce(t *testing.T) {
	g := ownGame(t, ownHands, nil)
	listed := rulestest.Moves(t, g, 0)
	assert.Contains(t, listed, "dig 9C 9C 9H 9S")
	assert.NotContains(t, listed, "dig KH KH QH JH", "seat 1 holds no QH")
	for name, tc := range map[string]struct{ move, why string }{
		"the card taken deepest not laid": {"dig 9C 9H 9S 5H", "D-4: lay 9C at once"},
		"a card the pile lacks":           {"dig 7C 7C 7D 7H", "7C is not in the discard pile"},
		"a card neither held nor taken":   {"dig 9C 9C 9H 9D", "you do not hold 9D, nor take it"},
		"no meld":                         {"dig 9C 9C 9H 5H", "D-7"},
	} {
		t.Run(name, func(t *testing.T) { assert.Contains(t, rulestest.Refused(t, g, 0, tc.move), tc.why) })
	}
	rulestest.Play(t, g, 0, "dig 9C 9C 9H 9S")
	st := g.State()
	assert.Equal(t, []string{"9D", "KH"}, codes(st, "discard"))
	assert.ElementsMatch(t, []string{"2C", "3C", "KD", "QS", "4D", "5H", "JD"}, codes(st, "hand.1"))
	assert.NotContains(t, rulestest.Moves(t, g, 0), "draw", "the dig was the turn's draw")
	rulestest.Play(t, g, 0, "discard 4D")
}

func TestOwnedMeldsCreditWhoeverLaysAndScoreLaidLessHeld(t *testing.T) {
	g := ownGame(t, ownHands, nil)
	rulestest.Play(t, g, 0, "dig 9C 9C 9H 9S")
	rulestest.Play(t, g, 0, "discard 4D")
	assert.Contains(t, rulestest.Moves(t, g, 1), "dig 9D 9D on 1", "a lay-off onto the other seat's meld")
	rulestest.Play(t, g, 1, "dig 9D 9D on 1")
	rulestest.Play(t, g, 1, "meld TH JH QH KH")
	rulestest.Play(t, g, 1, "meld 4C 4D 4S")
	st := g.State()
	assert.Equal(t, 2, st.RoundNumber(), "seat 2 went out")
	assert.Equal(t, []int{-13, 61}, st.Score().Totals, "27 laid less 40 held; 9 laid off, 52 laid, none held")
	assert.True(t, rulestest.Said(g, "seat 2 scores 61: 61 laid less 0 held, 61 in all."))
}

func TestAMeldsDeclarationOfItsOwnIsRefusedWhenMisdeclared(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(*rules.Decl)
		err    string
	}{
		"either_end and wrap":      {func(d *rules.Decl) { d.Melds.Rules.Wrap = true }, "declare wrap or either_end, not both"},
		"either_end in the middle": {func(d *rules.Decl) { d.Melds.Rules.EitherEnd = "7" }, `"7" is neither the lowest rank nor the highest`},
		"scored, not owned":        {func(d *rules.Decl) { d.Melds.Owned = false }, "the melds must be owned"},
		"scored, no match":         {func(d *rules.Decl) { d.Rounds = nil }, "declare game.match"},
		"stock_ends, not scored":   {func(d *rules.Decl) { d.Melds.ScoreLaid = false }, "declare score_laid"},
		"a dig from no pile":       {func(d *rules.Decl) { d.Melds.DigFrom = "waste" }, `no pile "waste"`},
	} {
		t.Run(name, func(t *testing.T) {
			d := ownDecl(t)
			tc.change(d)
			_, err := rules.NewPlan(d, 2)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.err)
		})
	}
}

func TestAnOwnedMeldIsNotRearranged(t *testing.T) {
	d := ownDecl(t)
	gr, err := notation.NewGrammar([]string{"draw", "dig <card> <cards> [on <n>]", "meld <cards>", "add <n> <cards>", "discard <card>", "layout <melds>"})
	require.NoError(t, err)
	d.Grammar = gr
	d.Verbs = append(d.Verbs, rules.Verb{Name: "layout", Does: "layout"})
	_, err = rules.NewPlan(d, 2)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "would take them from their seats")
}

// codes is the codes of the cards of the pile of that name, bottom first.
func codes(st *core.State, name string) []string {
	id, _ := st.PileByName(name)
	var out []string
	for _, c := range st.Pile(id).Cards {
		out = append(out, st.Deck().Card(c).Code)
	}
	return out
}
