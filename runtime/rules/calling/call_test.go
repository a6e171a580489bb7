package calling_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/calling"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
)

// callDecl is a shedding game declared in Go with a call: a card played
// matches the discard's suit or rank; "last" is said with the play that
// leaves one card or on its own; a seat that missed it may be caught by
// any other until the next seat acts, drawing 2 cards, then 4, counted for
// each seat apart.
func callDecl(t testing.TB, closes bool) *rules.Decl {
	t.Helper()
	deck, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"play <card> [last]", "draw", "last", "catch <seat>"})
	require.NoError(t, err)
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "discard", Vis: core.Public},
			{Name: "hand", Vis: core.OwnerOnly, PerSeat: true}},
		Deal:  rules.Deal{Dealer: 0, Hand: 3, TurnUp: "discard"},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{
			{Name: "play", Play: &rules.Play{To: "discard", Cards: "card",
				Match:  &rules.Match{Pile: "discard", Suit: true, Rank: true, Why: msg("{card} does not match")},
				Shapes: []rules.Shape{{Single: true}}}},
			{Name: "draw", Draw: 1},
			{Name: "last", Does: "call"},
			{Name: "catch", Does: "catch"},
		},
		Mechanics: map[string]any{"call": &calling.Call{Word: "last", Part: "last", Penalty: []int{2, 4},
			PerSeat: true, Rule: msg("C-1"), ClosesOnAction: closes}},
		Win: rules.Win{EmptyHand: true},
	}
}

// called starts a game of three seats whose piles hold what at says, seat 1
// to act.
func called(t *testing.T, closes bool, at rulestest.Table) *rules.Game {
	t.Helper()
	return rulestest.Start(t, callDecl(t, closes), 3, 0, at)
}

func hand(g *rules.Game, seat int) int {
	id, _ := g.State().PileByName("hand." + string(rune('1'+seat)))
	return g.State().Pile(id).Len()
}

func TestCallAndCatch(t *testing.T) {
	table := rulestest.Table{"hand.1": {"5H", "9C"}, "hand.2": {"5C", "6C", "7C"}, "hand.3": {"2D", "3D"}, "discard": {"4H"}}
	for name, tc := range map[string]struct {
		closes bool
		moves  []string // by seat 1 then the others, as "seat:move"
		missed bool     // seat 1 may be caught after them
		refuse string   // why the seat to act may not catch seat 1, when it may not be caught
	}{
		"a play that leaves one card without the call opens the window": {false, []string{"0:play 5H"}, true, ""},
		"the call made with the play":                                   {false, []string{"0:play 5H last"}, false, "C-1: nobody can be caught now: no one has failed to say last"},
		"the call said on its own, then the play":                       {false, []string{"0:last", "0:play 5H"}, false, "C-1: nobody can be caught now: no one has failed to say last"},
		"the next seat's action closes the window":                      {false, []string{"0:play 5H", "1:draw"}, false, "C-1: nobody can be caught now: no one has failed to say last"},
		"a window that any action closes, closed by the next":           {true, []string{"0:play 5H", "1:draw"}, false, "C-1: nobody can be caught now: no one has failed to say last"},
	} {
		t.Run(name, func(t *testing.T) {
			g := called(t, tc.closes, table)
			for _, m := range tc.moves {
				rulestest.Play(t, g, int(m[0]-'0'), m[2:])
			}
			seat, missed := calling.Missed(g.State())
			assert.Equal(t, tc.missed, missed)
			if !tc.missed {
				assert.Equal(t, tc.refuse, rulestest.Refused(t, g, rulestest.ToAct(t, g), "catch 1"))
				return
			}
			assert.Equal(t, 0, seat)
			d, err := g.ToAct()
			require.NoError(t, err)
			assert.Equal(t, []int{2}, d.Others, "the third seat may catch out of turn (the second is to act)")
			assert.Equal(t, "it is not your turn: seat 2 is to play", rulestest.Refused(t, g, 0, "catch 1"), "the window lets the others act")
			assert.Equal(t, "C-1: seat 2 did not fail to say last", rulestest.Refused(t, g, 2, "catch 2"))
			rulestest.Play(t, g, 2, "catch 1")
			assert.Equal(t, 3, hand(g, 0), "the first offence costs 2 cards")
			_, missed = calling.Missed(g.State())
			assert.False(t, missed, "caught once")
		})
	}
}

func TestCallRefused(t *testing.T) {
	g := called(t, false, rulestest.Table{"hand.1": {"5H", "9C", "KS"}, "hand.2": {"5C"}, "hand.3": {"2D"}, "discard": {"4H"}})
	assert.Equal(t, "C-1: you say last with the play that leaves you one card", rulestest.Refused(t, g, 0, "play 5H last"))
	assert.Equal(t, "C-1: you say last when a play will leave you one card", rulestest.Refused(t, g, 0, "last"))
	assert.NotContains(t, rulestest.Moves(t, g, 0), "last")
}

func msg(text string) rules.Message { return rules.Message{Text: text, Codes: core.RuleCodes(text)} }

// TestCallPenaltyByFunction: an entry of the penalty declared as a
// function of the round costs the round's answer (mech.Values) in cards.
func TestCallPenaltyByFunction(t *testing.T) {
	for name, penalty := range map[string]int{"a penalty of 1": 1, "a penalty of 3": 3} {
		t.Run(name, func(t *testing.T) {
			d := callDecl(t, false)
			c := d.Mechanics["call"].(*calling.Call)
			c.Penalty, c.PenaltyFn = []int{0, 4}, []mech.Func{1, 0}
			table := rulestest.Table{"hand.1": {"5H", "9C"}, "hand.2": {"5C", "6C", "7C"}, "hand.3": {"2D", "3D"}, "discard": {"4H"}, "stock": {"2S", "3S", "4S", "6S", "7S"}}
			g := rulestest.Start(t, d, 3, 0, table, func(st *core.State) error {
				mech.ValuesRef(st, 1).Keep(1, penalty, "")
				return nil
			})
			rulestest.Play(t, g, 0, "play 5H")
			rulestest.Play(t, g, 2, "catch 1")
			assert.Equal(t, 1+penalty, hand(g, 0), "the first offence costs the round's answer")
		})
	}
}
