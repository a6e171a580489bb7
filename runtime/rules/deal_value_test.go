package rules_test

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// valueHooks is the script's code of a game whose declaration gives some
// values as functions: answer answers them, and calls records each call
// as "fn@round/dealer".
type valueHooks struct {
	answer func(fn rules.Func, a rules.At) int
	calls  []string
}

func (h *valueHooks) Setup(*rules.Ctx) error                           { return nil }
func (h *valueHooks) FirstDealer(*rules.Ctx) (int, bool, error)        { return 0, false, nil }
func (h *valueHooks) Dealt(*rules.Ctx) error                           { return nil }
func (h *valueHooks) Apply(*rules.Ctx, int, int, *notation.Move) error { return nil }
func (h *valueHooks) Status(*rules.Ctx, int) (string, error)           { return "", nil }
func (h *valueHooks) Check(*rules.Ctx, int, int, *notation.Move) (*rules.Message, error) {
	return nil, nil
}
func (h *valueHooks) Generate(*rules.Ctx, int, int, func(*notation.Move)) error { return nil }
func (h *valueHooks) Effect(*rules.Ctx, int, int, *notation.Move) (bool, error) {
	return true, nil
}

func (h *valueHooks) Value(_ *rules.Ctx, fn rules.Func, a rules.At) (int, string, error) {
	h.calls = append(h.calls, fmt.Sprintf("%d@%d/%d", fn, a.Round, a.Dealer))
	return h.answer(fn, a), "", nil
}

var _ rules.Valuer = (*valueHooks)(nil)

// valuesDecl is shedDecl as a match whose hand size (1), first dealer
// (2), target (3), next dealer (4) and winning total (5) are functions.
func valuesDecl(t *testing.T) *rules.Decl {
	d := shedDecl(t)
	d.Deal.Hand, d.Deal.HandFn, d.Deal.DealerFn = 0, 1, 2
	d.Rounds.Target, d.Rounds.TargetFn, d.Rounds.WinnerDealsFn, d.Rounds.LowestWinsFn = 0, 3, 4, 5
	d.Funcs = []rules.FuncDecl{{Path: "game.deal.hand", Life: rules.ForRound}, {Path: "game.deal.dealer", Life: rules.ForGame},
		{Path: "game.match.target", Life: rules.ForGame}, {Path: "game.match.next_dealer", Life: rules.ForRound},
		{Path: "game.match.wins", Life: rules.ForGame}}
	return d
}

// TestFunctionsOfTheGameThenOfTheRound: as the game starts the functions of
// the game are called, before the first dealer is chosen (no dealer), then
// those of the round, with the dealer they chose, each once, in the order
// declared; the answers are kept in the game, saved and copied with it.
func TestFunctionsOfTheGameThenOfTheRound(t *testing.T) {
	h := &valueHooks{answer: func(fn rules.Func, a rules.At) int { return []int{4, 1, 30, 1, 0}[fn-1] }}
	p, err := rules.NewPlan(valuesDecl(t), 3)
	require.NoError(t, err)
	g, err := p.NewGame(1, h)
	require.NoError(t, err)
	st := g.State()
	assert.Equal(t, []string{"2@1/-1", "3@1/-1", "5@1/-1", "1@1/1", "4@1/1"}, h.calls)
	assert.Equal(t, 1, st.Turn().Dealer, "deal.dealer's answer, a seat from 0")
	for s := range 3 {
		hand, _ := st.PileByName(fmt.Sprintf("hand.%d", s+1))
		assert.Equal(t, 4, st.Pile(hand).Len(), "deal.hand's answer")
	}
	assert.Equal(t, &mech.Values{N: []int{4, 1, 30, 1, 0}}, st.Part(mech.ValuesName))
	assert.Equal(t, 30, mech.ValueIn(st.Clone(), 0, 3), "a copy of the game keeps them")
	data, err := json.Marshal(st.Part(mech.ValuesName))
	require.NoError(t, err)
	read, err := rules.ReadPart(mech.ValuesName, data)
	require.NoError(t, err)
	assert.Equal(t, st.Part(mech.ValuesName), read, "a saved game reads them back")
}

// TestTheMatchReadsItsFunctions: the end of a round reads the target and
// the next dealer the functions gave, and the next round calls the
// functions of the round again, not those of the game.
func TestTheMatchReadsItsFunctions(t *testing.T) {
	for name, tc := range map[string]struct {
		target, nextDealer int
		lowest             int
		over               bool
		winners            []int
		calls              []string // after the game's start
		dealer             int
	}{
		"the target reached":        {target: 10, over: true, winners: []int{0}},
		"the lowest wins":           {target: 10, lowest: 1, over: true, winners: []int{1, 2}},
		"the winner deals the next": {target: 1000, nextDealer: 1, calls: []string{"1@2/0", "4@2/0"}, dealer: 0},
		"the left deals the next":   {target: 1000, nextDealer: 0, calls: []string{"1@2/2", "4@2/2"}, dealer: 2},
	} {
		t.Run(name, func(t *testing.T) {
			h := &valueHooks{answer: func(fn rules.Func, a rules.At) int {
				return []int{5, 1, tc.target, tc.nextDealer, tc.lowest}[fn-1]
			}}
			p, err := rules.NewPlan(valuesDecl(t), 3)
			require.NoError(t, err)
			g, err := p.NewGame(1, h)
			require.NoError(t, err)
			st := g.State()
			place(t, st, table{"hand.1": {"3C"}, "hand.2": {"5H", "KD"}, "hand.3": {"2S"}, "discard": {"9C"}})
			st.SetFlow(st.Flow().Fresh())
			require.NoError(t, st.SetCurrent(0))
			st.SetDirection(1)
			g = p.Resume(st, h)
			h.calls = nil
			play(t, g, 0, "play 3C")
			assert.Equal(t, tc.over, g.State().Result().Over)
			assert.Equal(t, tc.calls, h.calls)
			assert.Equal(t, tc.winners, g.State().Result().Winners)
			if !tc.over {
				assert.Equal(t, tc.dealer, g.State().Turn().Dealer)
			}
		})
	}
}

// TestAFunctionNeedsTheScriptsCode: a declaration that gives a function
// to a game without the script's code to call it is refused as it starts.
func TestAFunctionNeedsTheScriptsCode(t *testing.T) {
	p, err := rules.NewPlan(valuesDecl(t), 3)
	require.NoError(t, err)
	_, err = p.NewGame(1, nil)
	require.ErrorContains(t, err, "game.deal.hand: a function needs the script's code")
}
