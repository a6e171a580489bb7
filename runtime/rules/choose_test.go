package rules_test

import (
	"math/rand/v2"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/choosing"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/rulerun/rulerun/runtime/rules/taking"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// passingDecl is rulestest.TricksDecl with a pass of three cards before
// each hand, in the directions to say, and a match of rounds scored by a
// point a heart and 13 for QS, 26 taken by one seat going to the others.
func passingDecl(t testing.TB, to ...string) *rules.Decl {
	t.Helper()
	d := rulestest.TricksDecl(t)
	gr, err := notation.NewGrammar([]string{"pass <cards>", "play <card>"})
	require.NoError(t, err)
	d.Grammar = gr
	d.Piles = append(d.Piles, core.PileSpec{Name: "passing", Vis: core.OwnerOnly, PerSeat: true})
	d.Verbs = []rules.Verb{{Name: "pass", Does: "choose"}, {Name: "play", Does: "follow"}}
	d.Mechanics["follow"].(*taking.Tricks).Trumps = ""
	d.Mechanics["choose"] = &choosing.Choice{Cards: 3, Pile: "passing", To: to, Rule: msg("P-1"), WaitWhy: msg("P-2: pass first")}
	d.Rounds = &rules.Rounds{Own: true, Piles: []string{"won"}, Target: 100, LowestWins: true,
		Points: map[string]int{"H": 1, "QS": 13}, Moon: 26}
	return d
}

// passing starts a game of passingDecl whose hands hold what at says.
func passing(t *testing.T, at table, to ...string) *rules.Game {
	t.Helper()
	p, err := rules.NewPlan(passingDecl(t, to...), 4)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	st := g.State()
	place(t, st, at)
	require.NoError(t, st.SetCurrent(0)) // seat 1 holds 2C, or has no card
	return p.Resume(st, nil)
}

var passHands = table{"hand.1": {"2C", "AS", "KS", "QS"}, "hand.2": {"AH", "KH", "QH", "3C"},
	"hand.3": {"AD", "KD", "QD", "4C"}, "hand.4": {"AC", "KC", "QC", "5C"}}

func TestChoose(t *testing.T) {
	for name, tc := range map[string]struct {
		to     []string
		passes []string // "seat:move", in the order made
		seat   int      // then, for this seat
		legal  []string // its moves
		refuse string   // a move refused
		why    string
		hand   []string // then the hand of seat 2 (index 1), when set
	}{
		"every seat owes a pass; two are proposed": {to: []string{"left"}, seat: 0,
			legal: []string{"pass QS KS AS", "pass 2C QS KS"}},
		"a pass of two cards": {to: []string{"left"}, seat: 0, refuse: "pass AS KS", why: "P-1: choose 3 cards"},
		"a card not held":     {to: []string{"left"}, seat: 0, refuse: "pass AS KS AH", why: "P-1: you do not hold AH"},
		"no play before every seat has passed": {to: []string{"left"}, passes: []string{"0:pass AS KS QS"}, seat: 0,
			legal: []string{}, refuse: "play 2C", why: "P-2: pass first"},
		"a seat passes once": {to: []string{"left"}, passes: []string{"0:pass AS KS QS"}, seat: 0,
			refuse: "pass 2C 3C 4C", why: "P-1: you owe no choice now"},
		"in any order, then to the left": {to: []string{"left"}, seat: 1,
			passes: []string{"2:pass AD KD QD", "0:pass AS KS QS", "3:pass AC KC QC", "1:pass AH KH QH"},
			hand:   []string{"3C", "QS", "KS", "AS"}},
		"to the right": {to: []string{"right"}, seat: 1,
			passes: []string{"0:pass AS KS QS", "1:pass AH KH QH", "2:pass AD KD QD", "3:pass AC KC QC"},
			hand:   []string{"3C", "QD", "KD", "AD"}},
		"across": {to: []string{"across", "left"}, seat: 1,
			passes: []string{"0:pass AS KS QS", "1:pass AH KH QH", "2:pass AD KD QD", "3:pass AC KC QC"},
			hand:   []string{"3C", "QC", "KC", "AC"}},
		"no pass: play at once": {to: []string{"none", "left"}, seat: 0, legal: []string{"play 2C"},
			refuse: "pass AS KS QS", why: "P-1: you owe no choice now"},
	} {
		t.Run(name, func(t *testing.T) {
			g := passing(t, passHands, tc.to...)
			for _, p := range tc.passes {
				play(t, g, int(p[0]-'0'), p[2:])
			}
			if tc.legal != nil {
				assert.ElementsMatch(t, tc.legal, moves(t, g, tc.seat))
			}
			if tc.refuse != "" {
				assert.Equal(t, tc.why, refused(t, g, tc.seat, tc.refuse))
			}
			if tc.hand != nil {
				assert.ElementsMatch(t, tc.hand, codes(g, "hand.2"))
			}
		})
	}
}

func TestChooseWhoActs(t *testing.T) {
	g := passing(t, passHands, "left")
	d, err := g.ToAct()
	require.NoError(t, err)
	assert.ElementsMatch(t, []int{0, 1, 2, 3}, append([]int{d.Seat}, d.Others...), "every seat may pass")
	play(t, g, 2, "pass AD KD QD")
	d, err = g.ToAct()
	require.NoError(t, err)
	assert.ElementsMatch(t, []int{0, 1, 3}, append([]int{d.Seat}, d.Others...), "those who still owe")
	assert.True(t, g.Offers(0, 1))
	assert.False(t, g.Offers(0, 2), "seat 3 has passed")
	assert.False(t, g.Offers(1, 0), "no play yet")
	for _, p := range []string{"0:pass AS KS QS", "1:pass AH KH QH", "3:pass AC KC QC"} {
		play(t, g, int(p[0]-'0'), p[2:])
	}
	d, err = g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, 0, d.Seat, "the holder of 2C leads")
	assert.Empty(t, d.Others)
}

func TestChooseHidesTheCardsUntilAllHaveChosen(t *testing.T) {
	g := passing(t, passHands, "left")
	as, _ := g.State().Deck().Lookup("AS")
	play(t, g, 0, "pass AS KS QS")
	assert.False(t, g.State().Sees(1, as), "seat 2 does not see the cards passed to it yet")
	for _, p := range []string{"1:pass AH KH QH", "2:pass AD KD QD", "3:pass AC KC QC"} {
		play(t, g, int(p[0]-'0'), p[2:])
	}
	assert.True(t, g.State().Sees(1, as))
	assert.False(t, g.State().Sees(2, as))
}

func TestChooseRevealed(t *testing.T) {
	g := passing(t, passHands, "reveal")
	ah, _ := g.State().Deck().Lookup("AH")
	for _, p := range []string{"0:pass AS KS QS", "1:pass AH KH QH", "2:pass AD KD QD", "3:pass AC KC QC"} {
		play(t, g, int(p[0]-'0'), p[2:])
	}
	assert.ElementsMatch(t, []string{"3C", "QH", "KH", "AH"}, codes(g, "hand.2"), "the cards go back to the hand")
	for s := range 4 {
		assert.True(t, g.State().Knows(s, ah) || g.State().Sees(s, ah), "seat %d was shown AH", s+1)
	}
}

func TestChooseRandomMoveDrawsAnyThreeCards(t *testing.T) {
	p, err := rules.NewPlan(passingDecl(t, "left"), 4)
	require.NoError(t, err)
	g, err := p.NewGame(3, nil)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[string]bool{}
	for range 200 {
		m, err := g.RandomMove(0, rng)
		require.NoError(t, err)
		require.Len(t, m.Args[0].Cards, 3)
		text := g.Notation().Format(m, g.State().Deck())
		seen[text] = true
		im, err := g.Check(0, m)
		require.NoError(t, err)
		require.Nil(t, im, text)
	}
	assert.Greater(t, len(seen), 100, "far more than the two choices listed")
}

// BenchmarkChooseSelfPlay plays whole matches with a pass before each hand,
// with random moves: the actions a second and the allocations of each.
func BenchmarkChooseSelfPlay(b *testing.B) {
	benchSelfPlay(b, passingDecl(b, "left", "right", "across", "none"), 4)
}
