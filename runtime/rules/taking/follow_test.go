package taking_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/rulerun/rulerun/runtime/rules/taking"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// whistDecl is a game of tricks taken declared in Go: four seats, thirteen
// cards each, spades trumps, hearts led only once broken, and the two of
// clubs leading the first trick (rulestest.TricksDecl).
func whistDecl(t testing.TB) *rules.Decl { return rulestest.TricksDecl(t) }

// whist starts a game of four seats whose hands hold what at says (the
// other cards stay in the stock), seat current to lead a new trick.
func whist(t *testing.T, current int, at rulestest.Table) *rules.Game {
	t.Helper()
	return rulestest.Start(t, whistDecl(t), 4, current, at, func(st *core.State) error { return st.SetPart("follow", nil) })
}

func TestFollow(t *testing.T) {
	hands := rulestest.Table{"hand.1": {"5D", "KH", "3C"}, "hand.2": {"9D", "7C", "AS"}, "hand.3": {"4C", "2S", "QH"}, "hand.4": {"6H", "7H", "8H"}}
	for name, tc := range map[string]struct {
		leader int      // the seat that leads (from 0)
		played []string // the moves made first, from the leader on
		seat   int      // then, of this seat
		legal  []string // the legal moves
		refuse string   // a move refused
		why    string   // why
	}{
		"the leader plays any card but the suit unbroken": {seat: 0, legal: []string{"play 5D", "play 3C"}, refuse: "play KH", why: "W-2: no hearts until broken"},
		"a seat follows the suit led":                     {played: []string{"play 5D"}, seat: 1, legal: []string{"play 9D"}, refuse: "play AS", why: "W-1: follow diamonds: you hold a card of it"},
		"a seat void in the suit plays any card":          {played: []string{"play 5D", "play 9D"}, seat: 2, legal: []string{"play 4C", "play 2S", "play QH"}},
		"a seat holding only the unbroken suit leads it":  {leader: 3, seat: 3, legal: []string{"play 6H", "play 7H", "play 8H"}},
		"a card not held":                                 {seat: 0, refuse: "play AD", why: "W-1: you do not hold AD"},
	} {
		t.Run(name, func(t *testing.T) {
			g := whist(t, tc.leader, hands)
			for i, m := range tc.played {
				rulestest.Play(t, g, (tc.leader+i)%4, m)
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

func TestFollowTricksWon(t *testing.T) {
	for name, tc := range map[string]struct {
		hands  rulestest.Table
		trick  []string
		winner int
	}{
		"the highest of the suit led": {rulestest.Table{"hand.1": {"5D", "6C"}, "hand.2": {"KD", "3C"}, "hand.3": {"AC", "4C"}, "hand.4": {"9D", "5C"}},
			[]string{"play 5D", "play KD", "play AC", "play 9D"}, 1},
		"a trump beats the suit led": {rulestest.Table{"hand.1": {"5D", "6C"}, "hand.2": {"KD", "3C"}, "hand.3": {"2S", "4C"}, "hand.4": {"AD", "5C"}},
			[]string{"play 5D", "play KD", "play 2S", "play AD"}, 2},
		"the highest trump": {rulestest.Table{"hand.1": {"5D", "6C"}, "hand.2": {"3S", "3C"}, "hand.3": {"2S", "4C"}, "hand.4": {"AD", "5C"}},
			[]string{"play 5D", "play 3S", "play 2S", "play AD"}, 1},
	} {
		t.Run(name, func(t *testing.T) {
			g := whist(t, 0, tc.hands)
			for i, m := range tc.trick {
				rulestest.Play(t, g, i, m)
			}
			st := g.State()
			assert.Equal(t, tc.winner, st.Turn().Current, "the winner leads the next trick")
			won, _ := st.PileByName(core.SeatPileName("won", tc.winner))
			assert.Equal(t, 4, st.Pile(won).Len())
			trick, _ := st.PileByName("trick")
			assert.Zero(t, st.Pile(trick).Len())
		})
	}
}

func TestFollowFirstLeadAndAWholeGame(t *testing.T) {
	p, err := rules.NewPlan(whistDecl(t), 4)
	require.NoError(t, err)
	for seed := uint64(1); seed <= 5; seed++ {
		g, err := p.NewGame(seed, nil)
		require.NoError(t, err)
		st := g.State()
		twoC, _ := st.Deck().Lookup("2C")
		leader := st.Turn().Current
		hand, _ := st.PileByName(core.SeatPileName("hand", leader))
		require.GreaterOrEqual(t, st.Find(hand, twoC), 0, "the holder of 2C leads")
		assert.Equal(t, []string{"play 2C"}, rulestest.Moves(t, g, leader))

		rng := rand.New(rand.NewPCG(seed, 0))
		for n := 0; ; n++ {
			require.LessOrEqual(t, n, 52)
			d, err := g.ToAct()
			require.NoError(t, err)
			if d.Over {
				break
			}
			m, err := g.RandomMove(d.Seat, rng)
			require.NoError(t, err)
			require.NotNil(t, m)
			require.NoError(t, g.PlayMove(d.Seat, m))
			if n == 20 {
				data, err := g.Save()
				require.NoError(t, err)
				back, err := p.Restore(data, nil)
				require.NoError(t, err, "a game of tricks restores")
				again, err := back.Save()
				require.NoError(t, err)
				require.JSONEq(t, string(data), string(again))
				g = back
			}
		}
		st = g.State()
		total := 0
		var won []int
		for s := range 4 {
			id, _ := st.PileByName(core.SeatPileName("won", s))
			assert.Zero(t, st.Pile(id).Len()%4, "whole tricks")
			total += st.Pile(id).Len()
			won = append(won, st.Pile(id).Len()/4)
		}
		assert.Equal(t, 52, total, "every card taken in a trick")
		most := 0
		for _, n := range won {
			most = max(most, n)
		}
		for _, w := range st.Result().Winners {
			assert.Equal(t, most, won[w], "a winner took the most tricks")
		}
		data, err := json.Marshal(st)
		require.NoError(t, err)
		assert.Contains(t, string(data), `"parts":{"follow":`)
	}
}

// BenchmarkFollowSelfPlay plays whole games of tricks with random moves:
// the actions a second and the allocations of each.
func BenchmarkFollowSelfPlay(b *testing.B) {
	rulestest.BenchSelfPlay(b, whistDecl(b), 4)
}
func TestAMechanicNeedsItsDeclaration(t *testing.T) {
	d := whistDecl(t)
	d.Mechanics = nil
	_, err := rules.NewPlan(d, 4)
	assert.ErrorContains(t, err, "verb play: it plays to a trick taken: declare the tricks")
}

// TestFollowTrumpsTurnedUp: with trumps = "turn_up" the suit of the card
// the deal turned up is trumps, so a low heart wins a trick of diamonds
// when a heart is turned up, and not when a club is; a declaration whose
// deal turns nothing up is refused.
func TestFollowTrumpsTurnedUp(t *testing.T) {
	for name, tc := range map[string]struct {
		up     string
		winner int
	}{
		"a heart turned up makes hearts trumps":            {"4H", 2},
		"a club turned up leaves the diamonds' ace to win": {"4C", 1},
	} {
		t.Run(name, func(t *testing.T) {
			d := whistDecl(t)
			d.Piles = append(d.Piles, core.PileSpec{Name: "up", Vis: core.Public})
			d.Deal.TurnUp = "up"
			tr := *d.Mechanics["follow"].(*taking.Tricks)
			tr.Trumps, tr.Broken, tr.FirstLead = "turn_up", "", ""
			d.Mechanics["follow"] = &tr
			p, err := rules.NewPlan(d, 4)
			require.NoError(t, err)
			g, err := p.NewGame(1, nil)
			require.NoError(t, err)
			st := g.State()
			rulestest.Place(t, st, rulestest.Table{"up": {tc.up}, "hand.1": {"5D", "KC"}, "hand.2": {"AD", "KS"}, "hand.3": {"2H", "QS"}, "hand.4": {"3D", "JS"}})
			require.NoError(t, st.SetPart("follow", nil))
			require.NoError(t, st.SetCurrent(0))
			g = p.Resume(st, nil)
			for seat, m := range []string{"play 5D", "play AD", "play 2H", "play 3D"} {
				rulestest.Play(t, g, seat, m)
			}
			assert.Equal(t, 1, g.State().Pile(mustPile(t, g.State(), "won."+string(rune('1'+tc.winner)))).Len()/4, "seat %d takes the trick", tc.winner+1)
		})
	}
	d := whistDecl(t)
	d.Mechanics["follow"].(*taking.Tricks).Trumps = "turn_up"
	_, err := rules.NewPlan(d, 4)
	assert.ErrorContains(t, err, "needs the deal to turn a card up")
}

func mustPile(t *testing.T, st *core.State, name string) core.PileID {
	t.Helper()
	id, ok := st.PileByName(name)
	require.True(t, ok, name)
	return id
}

// TestFollowTrumpsNamed: with trumps = "named" the seat to lead names
// trumps first, once a round; a play before it is refused with the
// declared words, and the suit named is trumps for the round.
func TestFollowTrumpsNamed(t *testing.T) {
	d := whistDecl(t)
	gr, err := notation.NewGrammar([]string{"play <card>", "trumps <suit>"})
	require.NoError(t, err)
	d.Grammar = gr
	d.Verbs = append(d.Verbs, rules.Verb{Name: "trumps", Does: "name"})
	tr := *d.Mechanics["follow"].(*taking.Tricks)
	tr.Trumps, tr.Broken, tr.FirstLead, tr.TrumpsWhy = "named", "", "", msg("W-3: name trumps before you lead")
	d.Mechanics["follow"] = &tr
	p, err := rules.NewPlan(d, 4)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	st := g.State()
	rulestest.Place(t, st, rulestest.Table{"hand.1": {"5D", "KC"}, "hand.2": {"AD", "KS"}, "hand.3": {"2H", "QS"}, "hand.4": {"3D", "JS"}})
	require.NoError(t, st.SetPart("follow", nil))
	require.NoError(t, st.SetCurrent(0))
	g = p.Resume(st, nil)
	legal, err := g.Moves(0)
	require.NoError(t, err)
	require.NotEmpty(t, legal)
	for _, m := range legal {
		assert.Equal(t, "trumps", g.Notation().Format(m, st.Deck())[:6], "only trumps may be named first")
	}
	assert.Equal(t, "W-3: name trumps before you lead", rulestest.Refused(t, g, 0, "play 5D"))
	rulestest.Play(t, g, 0, "trumps H")
	assert.Contains(t, rulestest.Refused(t, g, 0, "trumps S"), "named already")
	for seat, m := range []string{"play 5D", "play AD", "play 2H", "play 3D"} {
		rulestest.Play(t, g, seat, m)
	}
	assert.Equal(t, 4, g.State().Pile(mustPile(t, g.State(), "won.3")).Len(), "the heart named trumps takes the trick")

	whole, err := p.NewGame(7, nil)
	require.NoError(t, err)
	n := rulestest.SelfPlay(t, whole, rand.New(rand.NewPCG(7, 1)))
	assert.Equal(t, 53, n, "random bots name trumps, then play the hand's 52 cards")
}

func TestFollowKeepsNoStanding(t *testing.T) {
	w, err := whist(t, 0, rulestest.Table{}).Standings()
	require.NoError(t, err)
	assert.Nil(t, w, "a mechanic that keeps no standing leaves the bots' own")
}

// msg is a message a declaration gives, its codes read from its words.
func msg(text string) rules.Message { return rules.Message{Text: text, Codes: core.RuleCodes(text)} }
