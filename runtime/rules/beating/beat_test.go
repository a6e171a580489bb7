package beating_test

import (
	"math/rand/v2"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/beating"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func msg(text string) mech.Message { return mech.Message{Text: text} }

// bouts is a beating game declared in Go: a 36-card pack, six cards
// each, a card turned up for trumps, bouts of at most attacks cards.
func bouts(t testing.TB, attacks int) *rules.Decl {
	t.Helper()
	spec := core.French52()
	spec.Ranks = spec.Ranks[4:] // six to ace
	spec.Cards = core.ProductCards(spec.Suits, spec.Ranks, false, 1)
	deck, err := core.NewDeck(spec)
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"attack <card>", "beat <card>", "take", "pass"})
	require.NoError(t, err)
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "hand", Vis: core.OwnerOnly, PerSeat: true},
			{Name: "trump", Vis: core.Public}, {Name: "table", Vis: core.Public}, {Name: "discard", Vis: core.Hidden}},
		Deal:  rules.Deal{Dealer: 1, Hand: 6, TurnUp: "trump"},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{{Name: "attack", Does: "beat"}, {Name: "beat", Does: "beat"}, {Name: "take", Does: "beat"}, {Name: "pass", Does: "beat"}},
		Mechanics: map[string]any{"beat": &beating.Beating{
			Attack: "attack", Defend: "beat", PickUp: "take", Pass: "pass",
			Table: "table", Discard: "discard", Trumps: "trump", Hand: 6, Attacks: attacks,
			Rule: msg("B-5"), Reason: msg("the fool (B-10)"),
		}},
	}
}

// boutGame starts a game of bouts whose piles hold what at says, seat 1
// to attack.
func boutGame(t *testing.T, seats int, at rulestest.Table) *rules.Game {
	t.Helper()
	p, err := rules.NewPlan(bouts(t, 6), seats)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	rulestest.Place(t, g.State(), at)
	require.NoError(t, g.State().SetCurrent(0))
	return p.Resume(g.State(), nil)
}

func TestACardBeatsAHigherOfItsSuitOrATrump(t *testing.T) {
	for name, tc := range map[string]struct {
		attack string
		moves  []string
	}{
		"a plain card: a higher of its suit, or any trump": {"9H", []string{"beat TH", "beat 6S", "beat AS", "take"}},
		"a trump: a higher trump alone":                    {"7S", []string{"beat AS", "take"}},
		"an ace of a plain suit: a trump alone":            {"AC", []string{"beat 6S", "beat AS", "take"}},
	} {
		t.Run(name, func(t *testing.T) {
			g := boutGame(t, 2, rulestest.Table{"trump": {"QS"}, "hand.1": {"9H", "7S", "AC"}, "hand.2": {"8H", "TH", "6S", "AS", "KD"}})
			rulestest.Play(t, g, 0, "attack "+tc.attack)
			assert.ElementsMatch(t, tc.moves, rulestest.Moves(t, g, 1))
		})
	}
}

func TestTheBoutRefuses(t *testing.T) {
	g := boutGame(t, 3, rulestest.Table{"trump": {"QS"}, "hand.1": {"9H", "9C", "7C"}, "hand.2": {"8H", "TH"}, "hand.3": {"9D"}})
	assert.Equal(t, "B-5: the bout begins with a card: you may not pass", rulestest.Refused(t, g, 0, "pass"))
	assert.Equal(t, "B-5: you do not hold 8D", rulestest.Refused(t, g, 0, "attack 8D"))
	rulestest.Play(t, g, 0, "attack 9H")
	assert.Equal(t, "B-5: the card does not beat 9H", rulestest.Refused(t, g, 1, "beat 8H"))
	assert.Equal(t, "B-5: 9H is still to be beaten", rulestest.Refused(t, g, 1, "pass"))
	rulestest.Play(t, g, 1, "beat TH")
	assert.Equal(t, "B-5: no card of the rank of 7C is on the table", rulestest.Refused(t, g, 0, "attack 7C"))
	assert.Equal(t, "B-5: no card is attacking", rulestest.Refused(t, g, 0, "take"))
}

// TestThrowInsGoInTurnAndTheBoutIsBeatenOff: the attacker, then the other
// seats that hold a rank on the table, never the defender; then the bout
// goes to the discard pile, everyone draws, the defender attacks.
func TestThrowInsGoInTurnAndTheBoutIsBeatenOff(t *testing.T) {
	g := boutGame(t, 3, rulestest.Table{"trump": {"QS"}, "hand.1": {"9H", "9C", "7C"}, "hand.2": {"TH", "TC", "9S"}, "hand.3": {"9D", "7H"}})
	rulestest.Play(t, g, 0, "attack 9H")
	rulestest.Play(t, g, 1, "beat TH")
	assert.ElementsMatch(t, []string{"attack 9C", "pass"}, rulestest.Moves(t, g, 0))
	rulestest.Play(t, g, 0, "pass")
	assert.Equal(t, 2, rulestest.ToAct(t, g))
	rulestest.Play(t, g, 2, "attack 9D")
	assert.Equal(t, "B-5: 9D is still to be beaten", rulestest.Refused(t, g, 1, "attack 9S"))
	rulestest.Play(t, g, 1, "beat 9S")
	assert.Equal(t, 0, rulestest.ToAct(t, g), "a card beaten opens the throw-ins again, the attacker first")
	rulestest.Play(t, g, 0, "pass")
	st := g.State()
	assert.Equal(t, 4, st.Pile(pile(t, st, "discard")).Len())
	assert.Equal(t, 0, st.Pile(pile(t, st, "table")).Len())
	assert.Equal(t, 1, rulestest.ToAct(t, g), "the defender attacks next")
	for s := range 3 {
		assert.Equal(t, 6, st.Pile(pile(t, st, "hand")+core.PileID(s)).Len(), "seat %d drew up to six", s+1)
	}
}

func TestAPickUpTakesTheTableAndPassesTheAttackOn(t *testing.T) {
	g := boutGame(t, 3, rulestest.Table{"trump": {"QS"}, "hand.1": {"9H", "9C"}, "hand.2": {"TH", "8D"}, "hand.3": {"7H"}})
	rulestest.Play(t, g, 0, "attack 9H")
	rulestest.Play(t, g, 1, "beat TH")
	rulestest.Play(t, g, 0, "attack 9C")
	rulestest.Play(t, g, 1, "take")
	assert.True(t, rulestest.Said(g, "seat 2 picks up 3 cards."))
	assert.Equal(t, 2, rulestest.ToAct(t, g), "the seat after the defender attacks")
}

// TestTheLastSeatHoldingCardsLoses: with nothing to draw, a seat without
// cards is out; the last holding cards loses, and nobody wins.
func TestTheLastSeatHoldingCardsLoses(t *testing.T) {
	g := boutGame(t, 2, rulestest.Table{"trump": {}, "hand.1": {"9H"}, "hand.2": {"TH", "8D"}})
	st := g.State()
	require.NoError(t, st.MoveAll(pile(t, st, "stock"), pile(t, st, "discard")))
	rulestest.Play(t, g, 0, "attack 9H")
	rulestest.Play(t, g, 1, "beat TH")
	r := st.Result()
	assert.True(t, r.Over)
	assert.Equal(t, []int{1}, r.Losers)
	assert.Empty(t, r.Winners)
}

func TestABoutIsMisdeclared(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(d *rules.Decl, b *beating.Beating)
		want   string
	}{
		"a verb in no role":     {func(d *rules.Decl, b *beating.Beating) { b.Pass = "fold" }, `game.beating names no role for "pass"`},
		"a pile not declared":   {func(d *rules.Decl, b *beating.Beating) { b.Table = "tabel" }, `game.beating.table: "tabel" is not a shared pile declared`},
		"a pile per seat":       {func(d *rules.Decl, b *beating.Beating) { b.Discard = "hand" }, `game.beating.discard: "hand" is not a shared pile declared`},
		"no card turned up":     {func(d *rules.Decl, b *beating.Beating) { d.Deal.TurnUp = "" }, "the deal turns up no card"},
		"no hand to draw up to": {func(d *rules.Decl, b *beating.Beating) { b.Hand = 0 }, "hand must be 1 or more"},
		"a pick up with a card": {func(d *rules.Decl, b *beating.Beating) { b.PickUp, b.Defend = "beat", "take" }, `its form must be "beat"`},
		"no declaration at all": {func(d *rules.Decl, b *beating.Beating) { delete(d.Mechanics, "beat") }, "declare game.beating"},
	} {
		t.Run(name, func(t *testing.T) {
			d := bouts(t, 6)
			tc.change(d, d.Mechanics["beat"].(*beating.Beating))
			_, err := rules.NewPlan(d, 2)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

// TestBoutsSelfPlay plays whole games of random moves to their end.
func TestBoutsSelfPlay(t *testing.T) {
	for seats := 2; seats <= 5; seats++ {
		p, err := rules.NewPlan(bouts(t, 6), seats)
		require.NoError(t, err)
		for seed := uint64(1); seed <= 20; seed++ {
			g, err := p.NewGame(seed, nil)
			require.NoError(t, err)
			rulestest.SelfPlay(t, g, rand.New(rand.NewPCG(seed, 7)))
			assert.True(t, g.State().Result().Over)
		}
	}
}

// pile is the first pile of that name in st.
func pile(t *testing.T, st *core.State, name string) core.PileID {
	t.Helper()
	for i := range st.NumPiles() {
		if p := st.Pile(core.PileID(i)); p.Name == name || p.Group == name {
			return core.PileID(i)
		}
	}
	t.Fatalf("no pile %s", name)
	return 0
}
