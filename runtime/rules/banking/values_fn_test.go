package banking_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/banking"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// answered starts game with the house's total to stand on (function 1)
// and the most a seat may bet (function 2) declared as functions of the
// round whose answers are stands and most, kept for the round.
func answered(t *testing.T, stands, most int, draws ...string) *rules.Game {
	t.Helper()
	p, err := rules.NewPlan(table(t, func(b *banking.Banking) {
		b.House.Stands, b.House.StandsFn = 0, 1 // declared as functions: the reader leaves the values
		b.Stakes.Max, b.Stakes.MaxFn = 0, 2
		b.Rounds = 1
	}), 1)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	v := mech.ValuesRef(g.State(), 2)
	v.Keep(1, stands, "")
	v.Keep(2, most, "")
	stock := make([]string, len(draws))
	for i, c := range draws {
		stock[len(draws)-1-i] = c
	}
	rulestest.Place(t, g.State(), rulestest.Table{"stock": stock})
	return p.Resume(g.State(), nil)
}

// TestStakesAndPolicyByFunction: the most a seat may bet and the total
// the house stands on, declared as functions of the round, are their
// answers (mech.Values); a most under the least bet counts as the least.
func TestStakesAndPolicyByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		stands, most int
		bets         []string
		refused      string
		house        []string
	}{
		"the house stands on 16": {stands: 16, most: 3, bets: []string{"bet 1", "bet 2", "bet 3"}, refused: "B-6: a bet is 1 to 3 chips", house: []string{"TC", "6C"}},
		"the house draws to 17":  {stands: 17, most: 2, bets: []string{"bet 1", "bet 2"}, refused: "B-6: a bet is 1 to 2 chips", house: []string{"TC", "6C", "5D"}},
		"a most under the least": {stands: 17, most: 0, bets: []string{"bet 1"}, refused: "B-6: a bet is 1 to 1 chips", house: []string{"TC", "6C", "5D"}},
	} {
		t.Run(name, func(t *testing.T) {
			g := answered(t, tc.stands, tc.most, "TH", "TC", "8S", "6C", "5D")
			assert.Equal(t, tc.bets, rulestest.Moves(t, g, 0))
			assert.Equal(t, tc.refused, rulestest.Refused(t, g, 0, "bet 4"))
			rulestest.Play(t, g, 0, "bet 1")
			rulestest.Play(t, g, 0, "stand")
			assert.True(t, g.State().Result().Over)
			assert.Equal(t, tc.house, rulestest.Codes(g, "house"))
		})
	}
}

// TestPayoutChipsByFunction: a payout whose chips are a function of the
// round pays its answer for a bet of the payout's second number; a
// natural without a payout of its own pays as a win.
func TestPayoutChipsByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		chips int
		draws []string
		total int
	}{
		"a win of 3 for 2":        {chips: 3, draws: []string{"TH", "TC", "8S", "7C"}, total: 3},
		"a win of nothing":        {chips: 0, draws: []string{"TH", "TC", "8S", "7C"}, total: 0},
		"a natural pays as a win": {chips: 5, draws: []string{"AH", "TC", "KS", "7C"}, total: 5},
	} {
		t.Run(name, func(t *testing.T) {
			p, err := rules.NewPlan(table(t, func(b *banking.Banking) {
				b.Stakes.Win, b.Stakes.WinFn, b.Stakes.Natural = []int{0, 2}, 1, nil
				b.Rounds = 1
			}), 1)
			require.NoError(t, err)
			g, err := p.NewGame(1, nil)
			require.NoError(t, err)
			mech.ValuesRef(g.State(), 1).Keep(1, tc.chips, "")
			stock := make([]string, len(tc.draws))
			for i, c := range tc.draws {
				stock[len(tc.draws)-1-i] = c
			}
			rulestest.Place(t, g.State(), rulestest.Table{"stock": stock})
			g = p.Resume(g.State(), nil)
			rulestest.Play(t, g, 0, "bet 2")
			if !g.State().Result().Over {
				rulestest.Play(t, g, 0, "stand")
			}
			assert.True(t, g.State().Result().Over)
			assert.Equal(t, []int{tc.total}, g.State().Score().Totals)
		})
	}
}

// TestLeastBetAndRoundsByFunction: the least bet (a function of the
// round) and the match's rounds (a function of the game) are their
// answers; a least under 1 counts as 1.
func TestLeastBetAndRoundsByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		least, rounds int
		bets          []string
		over          bool // the match is over after the first round
	}{
		"a least of 2, one round":  {least: 2, rounds: 1, bets: []string{"bet 2", "bet 3"}, over: true},
		"a least of 0 counts as 1": {least: 0, rounds: 1, bets: []string{"bet 1", "bet 2", "bet 3"}, over: true},
		"two rounds: the match on": {least: 1, rounds: 2, bets: []string{"bet 1", "bet 2", "bet 3"}},
	} {
		t.Run(name, func(t *testing.T) {
			p, err := rules.NewPlan(table(t, func(b *banking.Banking) {
				b.Stakes.Min, b.Stakes.MinFn = 0, 1 // declared as functions: the reader leaves the values
				b.Stakes.Max = 3
				b.Rounds, b.RoundsFn = 0, 2
			}), 1)
			require.NoError(t, err)
			g, err := p.NewGame(1, nil)
			require.NoError(t, err)
			v := mech.ValuesRef(g.State(), 2)
			v.Keep(1, tc.least, "")
			v.Keep(2, tc.rounds, "")
			rulestest.Place(t, g.State(), rulestest.Table{"stock": {"5D", "6C", "8S", "TC", "TH", "2S", "3S", "4S", "5S", "6S"}})
			g = p.Resume(g.State(), nil)
			assert.Equal(t, tc.bets, rulestest.Moves(t, g, 0))
			rulestest.Play(t, g, 0, tc.bets[0])
			rulestest.Play(t, g, 0, "stand")
			assert.Equal(t, tc.over, g.State().Result().Over)
		})
	}
}

// valued starts a one-round game for one seat of the table changed by
// change, whose functions (from 1) answered answers for the round, its
// stock ending with draws, the next card drawn first.
func valued(t *testing.T, change func(*banking.Banking), answers []int, draws ...string) *rules.Game {
	t.Helper()
	p, err := rules.NewPlan(table(t, func(b *banking.Banking) {
		b.Rounds = 1
		change(b)
	}), 1)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	v := mech.ValuesRef(g.State(), len(answers))
	for i, n := range answers {
		v.Keep(mech.Func(i+1), n, "")
	}
	stock := make([]string, len(draws))
	for i, c := range draws {
		stock[len(draws)-1-i] = c
	}
	rulestest.Place(t, g.State(), rulestest.Table{"stock": stock})
	return p.Resume(g.State(), nil)
}

// TestCardValuesByFunction: what a rank counts, and what a flexible rank
// may count instead, declared as functions of the round, are their
// answers kept for the round (mech.Values), in every total: the seat's,
// the house's policy, a natural; the ranks declared beside them keep
// their numbers.
func TestCardValuesByFunction(t *testing.T) {
	tens := func(b *banking.Banking) { b.Values["T"], b.ValuesFn = 0, map[string]mech.Func{"T": 1} }
	aces := func(b *banking.Banking) { b.High["A"], b.HighFn = 0, map[string]mech.Func{"A": 1} }
	for name, tc := range map[string]struct {
		change func(*banking.Banking)
		answer int
		draws  []string
		house  []string
		total  int
	}{
		"a ten counts 10: 18 beats 17": {change: tens, answer: 10, draws: []string{"TH", "TC", "8S", "7C", "5D"},
			house: []string{"TC", "7C"}, total: 2},
		"a ten counts 5: the house draws to 17 and 13 loses": {change: tens, answer: 5, draws: []string{"TH", "TC", "8S", "7C", "5D"},
			house: []string{"TC", "7C", "5D"}, total: -2},
		"an ace counts 11 high: a natural paid 3 for 2": {change: aces, answer: 11, draws: []string{"AH", "TC", "KS", "7C"},
			house: []string{"TC", "7C"}, total: 3},
		"an ace counts 1 only: 11 loses to 17": {change: aces, answer: 1, draws: []string{"AH", "TC", "KS", "7C"},
			house: []string{"TC", "7C"}, total: -2},
	} {
		t.Run(name, func(t *testing.T) {
			g := valued(t, tc.change, []int{tc.answer}, tc.draws...)
			rulestest.Play(t, g, 0, "bet 2")
			if !g.State().Result().Over {
				rulestest.Play(t, g, 0, "stand")
			}
			assert.True(t, g.State().Result().Over)
			assert.Equal(t, tc.house, rulestest.Codes(g, "house"))
			assert.Equal(t, []int{tc.total}, g.State().Score().Totals)
		})
	}
}

// TestCardsDealtByFunction: how many cards each seat that bet, and the
// house, is dealt, declared as a function of the round, is its answer
// kept for the round; an answer of 0 deals 2, as when not declared; a
// natural is the limit in that many cards.
func TestCardsDealtByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		cards       int
		hand, house []string
	}{
		"three cards": {cards: 3, hand: []string{"2H", "4H", "6H"}, house: []string{"3H", "5H"}},
		"0 deals 2":   {cards: 0, hand: []string{"2H", "4H"}, house: []string{"3H"}},
	} {
		t.Run(name, func(t *testing.T) {
			g := valued(t, func(b *banking.Banking) { b.CardsFn = 1 }, []int{tc.cards}, "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H")
			rulestest.Play(t, g, 0, "bet 1")
			assert.Equal(t, tc.hand, rulestest.Codes(g, "hand.1"))
			assert.Equal(t, tc.house, rulestest.Codes(g, "house"))
			assert.Len(t, rulestest.Codes(g, "hole"), 1)
			assert.Contains(t, rulestest.Moves(t, g, 0), "hit")
		})
	}
	t.Run("21 in three cards is a natural", func(t *testing.T) {
		g := valued(t, func(b *banking.Banking) { b.CardsFn = 1 }, []int{3}, "7H", "2H", "7S", "3H", "7D", "4H", "9H")
		rulestest.Play(t, g, 0, "bet 2")
		assert.True(t, g.State().Result().Over, "the natural is paid at once; the house plays out")
		assert.Equal(t, []int{3}, g.State().Score().Totals, "3 for 2")
	})
}

// TestLimitAndPolicyByFunction: the best total a hand may reach, and
// whether the house draws to a soft total and looks at its card face
// down, each declared as a function of the round, are their answers; a
// limit of 0 is 21.
func TestLimitAndPolicyByFunction(t *testing.T) {
	limit := func(b *banking.Banking) { b.Limit, b.LimitFn = 0, 1 }
	soft := func(b *banking.Banking) { b.House.HitsSoft, b.House.HitsSoftFn = false, 1 }
	peeks := func(b *banking.Banking) { b.House.Peeks, b.House.PeeksFn = false, 1 }
	for name, tc := range map[string]struct {
		change func(*banking.Banking)
		answer int
		draws  []string
		moves  []string // after the bet
		over   bool     // the round settled by the bet alone
		total  int
	}{
		"a limit of 25: 25 wins": {change: limit, answer: 25, draws: []string{"TH", "TC", "TS", "7C", "5D"},
			moves: []string{"hit"}, total: 2},
		"a limit of 0 is 21: 25 is bust": {change: limit, answer: 0, draws: []string{"TH", "TC", "TS", "7C", "5D"},
			moves: []string{"hit"}, total: -2},
		"the house hits a soft 17 and pushes": {change: soft, answer: 1, draws: []string{"TH", "AC", "9S", "6C", "2D"},
			moves: []string{"stand"}, total: 0},
		"the house stands on a soft 17": {change: soft, answer: 0, draws: []string{"TH", "AC", "9S", "6C", "2D"},
			moves: []string{"stand"}, total: 2},
		"the house peeks: its natural settles the round": {change: peeks, answer: 1, draws: []string{"TH", "AC", "9S", "KC"},
			over: true, total: -2},
		"the house does not peek: the seat plays": {change: peeks, answer: 0, draws: []string{"TH", "AC", "9S", "KC"},
			moves: []string{"stand"}, total: -2},
	} {
		t.Run(name, func(t *testing.T) {
			g := valued(t, tc.change, []int{tc.answer}, tc.draws...)
			rulestest.Play(t, g, 0, "bet 2")
			assert.Equal(t, tc.over, g.State().Result().Over)
			for _, m := range tc.moves {
				rulestest.Play(t, g, 0, m)
			}
			assert.True(t, g.State().Result().Over)
			assert.Equal(t, []int{tc.total}, g.State().Score().Totals)
		})
	}
}
