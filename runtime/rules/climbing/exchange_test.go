package climbing_test

import (
	"math/rand/v2"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/climbing"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// placesDecl is a climbing game of singles and pairs by rank over the
// French pack, dealt out whole, whose match keeps the places: the first
// scores 3, the second 1; the last gives its two highest cards to the
// first and the first gives back any two; the second-last its highest to
// the second, which gives back any one; the last leads.
func placesDecl(t testing.TB) *rules.Decl {
	t.Helper()
	spec := core.French52()
	deck, err := core.NewDeck(spec)
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"play <cards>", "pass", "give <cards>"})
	require.NoError(t, err)
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "table", Vis: core.Public},
			{Name: "played", Vis: core.Public}, {Name: "hand", Vis: core.OwnerOnly, PerSeat: true}},
		Deal:  rules.Deal{Dealer: rules.NoDealer, All: true, Sort: true},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{
			{Name: "play", Does: "trick", Play: &rules.Play{Cards: "cards"}},
			{Name: "pass", Does: "pass"},
			{Name: "give", Does: "exchange"},
		},
		Trick: &climbing.Trick{
			Table: "table", Played: "played", Rule: msg("P-4"), NotAPlay: msg("P-4: %s is not a play"), LeadWhy: msg("P-5: lead"),
			Kinds:  []climbing.Kind{{Name: "single", Set: 1, ByRank: true}, {Name: "pair", Set: 2, ByRank: true}},
			Rejoin: true,
		},
		Rounds: &rules.Rounds{Target: 10},
		Mechanics: map[string]any{"exchange": &climbing.Places{
			Points: []int{3, 1}, Leads: "last", Rule: msg("P-7"), Titles: []string{"Chief"}, Last: []string{"Loser"},
			Exchange: []climbing.Gift{
				{From: "last", To: "1st", Cards: 2},
				{From: "2nd last", To: "2nd", Cards: 1},
				{From: "1st", To: "last", Cards: 2, Any: true},
				{From: "2nd", To: "2nd last", Cards: 1, Any: true},
			},
		}},
	}
}

// placesGame starts a game of placesDecl for seats, with the cards where
// at says (the others in the played pile) and seat current to play.
func placesGame(t *testing.T, seats, current int, at table) *rules.Game {
	t.Helper()
	p, err := rules.NewPlan(placesDecl(t), seats)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	st := g.State()
	place(t, st, at)
	played, _ := st.PileByName("played")
	stock, _ := st.PileByName("stock")
	require.NoError(t, st.MoveAll(stock, played))
	require.NoError(t, st.SetCurrent(current))
	return p.Resume(st, nil)
}

// endHand plays a hand of four seats out in the order 1, 2, 3, seat 4
// left holding two cards.
func endHand(t *testing.T) *rules.Game {
	t.Helper()
	g := placesGame(t, 4, 0, table{"hand.1": {"3C"}, "hand.2": {"4C"}, "hand.3": {"5C"}, "hand.4": {"6C", "7C"}})
	play(t, g, 0, "play 3C")
	play(t, g, 1, "play 4C")
	play(t, g, 2, "play 5C")
	return g
}

func TestPlacesEndOfHand(t *testing.T) {
	g := endHand(t)
	st := g.State()
	assert.Equal(t, 2, st.RoundNumber(), "the hand ends when one seat holds cards")
	assert.Equal(t, []int{3, 1, 0, 0}, st.Score().Totals, "points by place")
	assert.True(t, said(g, "seat 1 takes Chief place and scores 3 points (total 3)."))
	assert.True(t, said(g, "seat 4 takes Loser place and scores 0 points (total 0)."))
	assert.True(t, said(g, "seat 4 (Loser) gives "), "the last gives its highest cards")
	assert.True(t, said(g, "seat 3 (3rd) gives "))
	for s, n := range []int{15, 14, 12, 11} {
		assert.Len(t, codes(g, handOf(s)), n, "seat %d: 13 dealt, the gifts of the highest made", s+1)
	}
}

func handOf(s int) string { return "hand." + string(rune('1'+s)) }

// held is a card seat holds: its lowest.
func held(g *rules.Game, seat int) string { return codes(g, handOf(seat))[0] }

func TestPlacesExchange(t *testing.T) {
	for name, tc := range map[string]struct {
		gives  []int // the seats that give, in order, their first listed gift
		seat   int
		move   func(g *rules.Game) string // refused, with why
		why    string
		toAct  int // else, the seat to act after the gives
		listed int // and how many moves seat lists, when set
	}{
		"the first giver lists every pair": {seat: 0, listed: 105, toAct: 0},
		"the second giver lists 14":        {seat: 1, listed: 14, toAct: 0},
		"a seat that owes nothing": {seat: 3, move: func(g *rules.Game) string { return "give " + held(g, 3) },
			why: "P-7: you owe no cards now"},
		"no play before the gifts": {seat: 0, move: func(g *rules.Game) string { return "play " + held(g, 0) },
			why: "P-7: the exchange between places comes first"},
		"a gift of the wrong size": {seat: 0, move: func(g *rules.Game) string { return "give " + held(g, 0) },
			why: "P-7: give 2 cards"},
		"a card not held": {seat: 1, move: func(g *rules.Game) string { return "give " + held(g, 0) },
			why: "P-7: you do not hold "},
		"in any order, then the last leads": {gives: []int{1, 0}, toAct: 3},
		"a seat gives once": {gives: []int{0}, seat: 0, move: func(g *rules.Game) string { return "give " + held(g, 0) },
			why: "P-7: you owe no cards now"},
	} {
		t.Run(name, func(t *testing.T) {
			g := endHand(t)
			for _, seat := range tc.gives {
				list := moves(t, g, seat)
				require.NotEmpty(t, list)
				play(t, g, seat, list[0])
			}
			if tc.move != nil {
				assert.Contains(t, refused(t, g, tc.seat, tc.move(g)), tc.why)
				return
			}
			assert.Equal(t, tc.toAct, toAct(t, g))
			if tc.listed > 0 {
				assert.Len(t, moves(t, g, tc.seat), tc.listed)
			}
		})
	}
}

func TestPlacesGiftsGoToTheirPlaces(t *testing.T) {
	g := endHand(t)
	h1, h2 := codes(g, "hand.1"), codes(g, "hand.2")
	play(t, g, 0, "give "+h1[0]+" "+h1[1])
	play(t, g, 1, "give "+h2[0])
	assert.Contains(t, codes(g, "hand.4"), h1[0])
	assert.Contains(t, codes(g, "hand.4"), h1[1])
	assert.Contains(t, codes(g, "hand.3"), h2[0])
	assert.True(t, said(g, "seat 1 (Chief) gives 2 cards to seat 4 (Loser)."))
	for s, n := range []int{13, 13, 13, 13} {
		assert.Len(t, codes(g, handOf(s)), n)
	}
}

func TestPlacesMatchOver(t *testing.T) {
	g := placesGame(t, 4, 0, table{"hand.1": {"3C"}, "hand.2": {"4C"}, "hand.3": {"5C"}, "hand.4": {"6C", "7C"}})
	require.NoError(t, g.State().AddScore(0, 8))
	play(t, g, 0, "play 3C")
	play(t, g, 1, "play 4C")
	play(t, g, 2, "play 5C")
	assert.True(t, g.State().Result().Over)
	assert.Equal(t, []int{0}, g.State().Result().Winners)
}

func TestPlacesDeclarationMistakes(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(*rules.Decl)
		want   string
	}{
		"a place that is no place":      {func(d *rules.Decl) { places(d).Exchange[0].From = "lastish" }, `"lastish" is not a place`},
		"a place beyond the seats":      {func(d *rules.Decl) { places(d).Leads = "5th" }, "no place"},
		"no cards given":                {func(d *rules.Decl) { places(d).Exchange[0].Cards = 0 }, "give 1 card or more"},
		"no match":                      {func(d *rules.Decl) { d.Rounds = nil }, "need game.trick and game.match"},
		"a win at the first empty hand": {func(d *rules.Decl) { d.Win.EmptyHand = true }, `only "1st" and "most cards" are known places`},
		"a place giving to itself":      {func(d *rules.Decl) { places(d).Exchange[0].To = "last" }, "gives to itself"},
		"no places for the verb":        {func(d *rules.Decl) { delete(d.Mechanics, "exchange") }, "declare game.places"},
	} {
		t.Run(name, func(t *testing.T) {
			d := placesDecl(t)
			tc.change(d)
			_, err := rules.NewPlan(d, 4)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func places(d *rules.Decl) *climbing.Places { return d.Mechanics["exchange"].(*climbing.Places) }

func TestPlacesDealAll(t *testing.T) {
	p, err := rules.NewPlan(placesDecl(t), 5)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	for s, n := range []int{11, 11, 10, 10, 10} {
		assert.Len(t, codes(g, handOf(s)), n, "seat %d", s+1)
	}
}

func TestPlacesRandomMoveGivesAnyCards(t *testing.T) {
	g := endHand(t)
	m, err := g.RandomMove(0, rand.New(rand.NewPCG(1, 2)))
	require.NoError(t, err)
	require.NotNil(t, m)
	require.NoError(t, g.PlayMove(0, m))
	assert.Len(t, codes(g, "hand.1"), 13)
}

// BenchmarkPlacesSelfPlay plays whole matches of placesDecl with random
// moves: the actions a second and the allocations of each.
func BenchmarkPlacesSelfPlay(b *testing.B) {
	rulestest.BenchSelfPlay(b, placesDecl(b), 4)
}

// TestPlacesPointsByFunction: an entry of the places' points declared as
// a function of the round scores the round's answer (mech.Values).
func TestPlacesPointsByFunction(t *testing.T) {
	for name, first := range map[string]int{"the first place scores 7": 7, "the first place scores 0": 0} {
		t.Run(name, func(t *testing.T) {
			d := placesDecl(t)
			pl := d.Mechanics["exchange"].(*climbing.Places)
			pl.Points, pl.PointsFn = []int{0, 1}, []mech.Func{1, 0}
			p, err := rules.NewPlan(d, 4)
			require.NoError(t, err)
			g, err := p.NewGame(1, nil)
			require.NoError(t, err)
			st := g.State()
			place(t, st, table{"hand.1": {"3C"}, "hand.2": {"4C"}, "hand.3": {"5C"}, "hand.4": {"6C", "7C"}})
			played, _ := st.PileByName("played")
			stock, _ := st.PileByName("stock")
			require.NoError(t, st.MoveAll(stock, played))
			require.NoError(t, st.SetCurrent(0))
			mech.ValuesRef(st, 1).Keep(1, first, "")
			g = p.Resume(st, nil)
			play(t, g, 0, "play 3C")
			play(t, g, 1, "play 4C")
			play(t, g, 2, "play 5C")
			assert.Equal(t, []int{first, 1, 0, 0}, g.State().Score().Totals, "points by place")
		})
	}
}
