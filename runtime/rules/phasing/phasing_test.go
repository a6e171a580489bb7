package phasing_test

import (
	"math/rand/v2"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/phasing"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/rulerun/rulerun/runtime/rules/taking"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// phasesDecl is a game of tricks whose trumps are made in phases before
// the play, declared in Go: four seats in two partnerships, five cards
// each, a card turned up; in turn each orders its suit up or passes; the
// unless it was ordered, each in turn names another suit or passes; the
// maker may go alone; the dealer then takes the card up and discards. Seat 1
// deals: seat 2 acts first.
func phasesDecl(t testing.TB, mod ...func(*phasing.Phases)) *rules.Decl {
	t.Helper()
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"order", "pass", "name <suit>", "alone", "discard <card>", "play <card>"})
	require.NoError(t, err)
	ph := &phasing.Phases{Rule: rules.Message{Text: "P-1", Codes: []string{"P-1"}}, Sequence: []phasing.Phase{
		{Name: "order", Verbs: []string{"order", "pass"}, Ends: []string{"order"}, Trumps: "turn_up"},
		{Name: "name", Verbs: []string{"name", "pass"}, Ends: []string{"name"}, Unless: "order", Trumps: "other"},
		{Name: "alone", Acts: "maker", Verbs: []string{"alone", "pass"}, Alone: "alone"},
		{Name: "take up", Acts: "dealer", Verbs: []string{"discard"}, After: "order", Takes: "up", Discards: "kitty"},
	}}
	for _, m := range mod {
		m(ph)
	}
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock", Teams: core.Teams{{0, 2}, {1, 3}},
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "up", Vis: core.Public}, {Name: "kitty", Vis: core.Hidden},
			{Name: "trick", Vis: core.Public}, {Name: "hand", Vis: core.OwnerOnly, PerSeat: true}, {Name: "won", Vis: core.Public, PerSeat: true}},
		Deal:  rules.Deal{Dealer: 0, Hand: 5, Sort: true, TurnUp: "up"},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{{Name: "order", Does: "phase"}, {Name: "pass", Does: "phase"}, {Name: "name", Does: "phase"},
			{Name: "alone", Does: "phase"}, {Name: "discard", Does: "phase"}, {Name: "play", Does: "follow"}},
		Mechanics: map[string]any{"phase": ph, "follow": &taking.Tricks{Table: "trick", Won: "won", Trumps: "named"}},
	}
}

// hands are the cards of a test: seat 2 acts first, the nine of
// diamonds turned up.
var hands = rulestest.Table{"up": {"9D"}, "hand.1": {"AS", "KS", "QS", "JS", "TS"}, "hand.2": {"AH", "KH", "QH", "JH", "TH"},
	"hand.3": {"AC", "KC", "QC", "JC", "TC"}, "hand.4": {"AD", "KD", "QD", "JD", "TD"}}

// start starts a game of phasesDecl (modified by mod) with hands dealt.
func start(t *testing.T, mod ...func(*phasing.Phases)) *rules.Game {
	t.Helper()
	return rulestest.Start(t, phasesDecl(t, mod...), 4, 1, hands)
}

func TestPhases(t *testing.T) {
	for name, tc := range map[string]struct {
		mod    func(*phasing.Phases)
		played [][2]any // seat (from 0), move
		seat   int      // then, of this seat
		legal  []string
		refuse string
		why    string
	}{
		"the first phase: the seat in turn orders or passes": {seat: 1, legal: []string{"order", "pass"}},
		"nobody else acts, and the play waits":               {seat: 2, refuse: "play AC", why: "P-1: the round's phases come before its play"},
		"a seat out of turn":                                 {seat: 2, refuse: "pass", why: "P-1: you do not act now: the round is in its phase order"},
		"in turn, the next seat acts":                        {played: [][2]any{{1, "pass"}}, seat: 2, legal: []string{"order", "pass"}},
		"a verb ends the phase: the maker's":                 {played: [][2]any{{1, "pass"}, {2, "order"}}, seat: 2, legal: []string{"alone", "pass"}},
		"the dealer takes up and discards": {played: [][2]any{{1, "order"}, {1, "pass"}}, seat: 0,
			legal: []string{"discard 9D", "discard AS", "discard KS", "discard QS", "discard JS", "discard TS"}},
		"a card neither held nor taken up": {played: [][2]any{{1, "order"}, {1, "pass"}}, seat: 0, refuse: "discard AD", why: "P-1: you do not hold AD"},
		"all passed: the next phase names another suit": {played: [][2]any{{1, "pass"}, {2, "pass"}, {3, "pass"}, {0, "pass"}}, seat: 1,
			legal: []string{"name clubs", "name hearts", "name spades", "pass"}},
		"the turned card's suit may not be named": {played: [][2]any{{1, "pass"}, {2, "pass"}, {3, "pass"}, {0, "pass"}}, seat: 1,
			refuse: "name D", why: "P-1: name a suit other than the turned-up card's"},
		"forced: the last seat must end it": {mod: func(p *phasing.Phases) { p.Sequence[1].Forced = true },
			played: [][2]any{{1, "pass"}, {2, "pass"}, {3, "pass"}, {0, "pass"}, {1, "pass"}, {2, "pass"}, {3, "pass"}}, seat: 0,
			legal: []string{"name clubs", "name hearts", "name spades"}, refuse: "pass", why: "P-1: you are the last to act in this phase: you must end it"},
		"the phases over, the dealer's left leads": {played: [][2]any{{1, "order"}, {1, "pass"}, {0, "discard 9D"}}, seat: 1,
			legal: []string{"play AH", "play KH", "play QH", "play JH", "play TH"}},
	} {
		t.Run(name, func(t *testing.T) {
			var mod []func(*phasing.Phases)
			if tc.mod != nil {
				mod = append(mod, tc.mod)
			}
			g := start(t, mod...)
			for _, p := range tc.played {
				rulestest.Play(t, g, p[0].(int), p[1].(string))
			}
			if tc.legal != nil {
				assert.ElementsMatch(t, tc.legal, rulestest.Moves(t, g, tc.seat))
			}
			if tc.refuse != "" {
				assert.Equal(t, tc.why, rulestest.Refused(t, g, tc.seat, tc.refuse))
			}
		})
	}
}

func TestPhasesMakeTrumpsAndTheMaker(t *testing.T) {
	g := start(t)
	rulestest.Play(t, g, 1, "pass")
	rulestest.Play(t, g, 2, "order")
	st := g.State()
	d, _ := st.Deck().SuitIndex("D")
	assert.Equal(t, mech.Named{Suit: d + 1, By: 3}, mech.SuitNamed.Of(st), "the turned card's suit, made by seat 3")
	rulestest.Play(t, g, 2, "pass")
	rulestest.Play(t, g, 0, "discard TS")
	assert.Equal(t, []string{"TS"}, rulestest.Codes(g, "kitty"))
	assert.Contains(t, rulestest.Codes(g, "hand.1"), "9D", "the dealer took the card up")
	assert.Empty(t, rulestest.Codes(g, "up"))
}

func TestPhasesAlone(t *testing.T) {
	g := start(t)
	rulestest.Play(t, g, 1, "order")
	rulestest.Play(t, g, 1, "alone")
	rulestest.Play(t, g, 0, "discard TS")
	assert.True(t, g.State().Turn().IsOut(3), "the maker's partner sits out")
	rulestest.Play(t, g, 1, "play AH")
	rulestest.Play(t, g, 2, "play AC")
	assert.Equal(t, 0, rulestest.ToAct(t, g), "the turn passes the partner by")
	rulestest.Play(t, g, 0, "play AS")
	assert.Empty(t, rulestest.Codes(g, "trick"), "three cards make the trick")
}

func TestPhasesAloneMovesTheFirstLead(t *testing.T) {
	g := start(t)
	rulestest.Play(t, g, 1, "pass")
	rulestest.Play(t, g, 2, "pass")
	rulestest.Play(t, g, 3, "order")
	rulestest.Play(t, g, 3, "alone")
	rulestest.Play(t, g, 0, "discard TS")
	assert.Equal(t, 2, rulestest.ToAct(t, g), "the dealer's left sits out: the next seat leads")
}

func TestPhasesThrownIn(t *testing.T) {
	g := start(t)
	for _, s := range []int{1, 2, 3, 0, 1, 2, 3, 0} {
		rulestest.Play(t, g, s, "pass")
	}
	st := g.State()
	assert.True(t, rulestest.Said(g, "thrown in"))
	assert.Equal(t, 1, st.Turn().Dealer, "the deal passes to the left")
	assert.Equal(t, 2, rulestest.ToAct(t, g), "a new hand: its first phase")
	assert.Equal(t, phasing.Progress{At: 1}, phasing.Key.Of(st))
}

func TestPhasesAllAtOnce(t *testing.T) {
	g := start(t, func(p *phasing.Phases) { p.Sequence[0].Acts, p.Sequence[0].Ends, p.Sequence[0].Trumps = "all", nil, "" })
	d, err := g.ToAct()
	require.NoError(t, err)
	assert.ElementsMatch(t, []int{0, 2, 3}, d.Others, "every seat acts at once")
	rulestest.Play(t, g, 3, "pass")
	assert.Equal(t, "P-1: you do not act now: the round is in its phase order", rulestest.Refused(t, g, 3, "order"), "once each")
	rulestest.Play(t, g, 0, "order")
	rulestest.Play(t, g, 2, "pass")
	rulestest.Play(t, g, 1, "pass")
	assert.Equal(t, 1, rulestest.ToAct(t, g), "the next phase, in turn from the dealer's left")
	assert.ElementsMatch(t, []string{"name clubs", "name hearts", "name spades", "pass"}, rulestest.Moves(t, g, 1))
}

func TestPhasesRefusedAtLoad(t *testing.T) {
	for name, tc := range map[string]struct {
		mod func(*phasing.Phases)
		err string
	}{
		"a verb not declared":         {func(p *phasing.Phases) { p.Sequence[0].Verbs = append(p.Sequence[0].Verbs, "bid") }, `there is no verb "bid"`},
		"an end not of its verbs":     {func(p *phasing.Phases) { p.Sequence[0].Ends = []string{"name"} }, `verb "name" is not one of the phase's verbs`},
		"a phase not before it":       {func(p *phasing.Phases) { p.Sequence[1].After = "take up" }, `there is no phase "take up" before it`},
		"trumps named without a suit": {func(p *phasing.Phases) { p.Sequence[0].Trumps = "named" }, `verb "order" makes the trumps it names: its form needs a <suit>`},
		"trumps made by no verb":      {func(p *phasing.Phases) { p.Sequence[2].Trumps = "named" }, "trumps are made by a verb that ends the phase"},
		"a discard without a card":    {func(p *phasing.Phases) { p.Sequence[0].Discards = "kitty" }, `verb "order" discards: its form needs a <card>`},
		"a pile not declared":         {func(p *phasing.Phases) { p.Sequence[3].Takes = "widow" }, `"widow" is not a pile of the table`},
	} {
		t.Run(name, func(t *testing.T) {
			_, err := rules.NewPlan(phasesDecl(t, tc.mod), 4)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.err)
		})
	}
}

func TestPhasesSelfPlay(t *testing.T) {
	p, err := rules.NewPlan(phasesDecl(t), 4)
	require.NoError(t, err)
	for seed := range uint64(20) {
		g, err := p.NewGame(seed, nil)
		require.NoError(t, err)
		rulestest.SelfPlay(t, g, rand.New(rand.NewPCG(seed, 1)))
	}
}
