package taking_test

import (
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

// auctionDecl is whistDecl with a rising auction of 1 or 2 tricks before
// each hand, bids and passes, the high bidder naming trumps and leading,
// partnerships of seats 1 and 3 against 2 and 4, in a match to 50.
func auctionDecl(t testing.TB) *rules.Decl {
	t.Helper()
	d := whistDecl(t)
	gr, err := notation.NewGrammar([]string{"bid <n>", "pass", "trumps <suit>", "play <card>"})
	require.NoError(t, err)
	d.Grammar = gr
	d.Verbs = []rules.Verb{{Name: "bid", Does: "bid"}, {Name: "pass", Does: "bid"}, {Name: "trumps", Does: "name"},
		{Name: "play", Does: "follow"}}
	tr := *d.Mechanics["follow"].(*taking.Tricks)
	tr.Trumps, tr.Broken, tr.FirstLead, tr.TrumpsWhy = "named", "", "", msg("A-3: the declarer names trumps first")
	d.Mechanics["follow"] = &tr
	d.Mechanics["bid"] = &taking.Bidding{Auction: "rising", Min: 1, Max: 2, PerTrick: 10, PerBag: 1, DefendPerTrick: 5,
		Rule: msg("A-1"), WaitWhy: msg("A-2: the auction comes first"), RaiseWhy: msg("bid more than %s tricks"),
		StuckWhy: msg("everyone else passed: bid"), NameWhy: msg("A-3: only the declarer names trumps")}
	d.Teams = core.Teams{{0, 2}, {1, 3}}
	d.Rounds = &rules.Rounds{Target: 50}
	return d
}

// auction starts a game of decl whose hands hold what at says, seat 1 to
// bid first.
func auction(t *testing.T, d *rules.Decl, at rulestest.Table) *rules.Game {
	t.Helper()
	return rulestest.Start(t, d, 4, 0, at)
}

func TestAuction(t *testing.T) {
	for name, tc := range map[string]struct {
		once   bool     // a "once" auction
		moves  []string // "seat:move", in the order made
		seat   int      // then, for this seat
		legal  []string // its moves, when set
		refuse string   // a move refused
		why    string
		next   int // the seat to act then, when not -1
	}{
		"the first bidder bids or passes": {seat: 0, legal: []string{"bid 1", "bid 2", "pass"}, next: 0},
		"a bid not higher":                {moves: []string{"0:bid 1"}, seat: 1, refuse: "bid 1", why: "A-1: bid more than 1 tricks", next: 1},
		"only higher bids are offered":    {moves: []string{"0:bid 1"}, seat: 1, legal: []string{"bid 2", "pass"}, next: 1},
		"a bid out of range":              {seat: 0, refuse: "bid 3", why: "A-1: bid 1 to 2 tricks", next: 0},
		"a bid out of turn":               {seat: 2, refuse: "bid 1", why: "A-1: you owe no bid now", next: 0},
		"no play before the contract":     {seat: 0, refuse: "play 2C", why: "A-2: the auction comes first", next: 0},
		"no trumps before the contract":   {seat: 0, refuse: "trumps S", why: "A-2: the auction comes first", next: 0},
		"all but one passed: the high bidder declares and names trumps": {moves: []string{"0:bid 1", "1:pass", "2:pass", "3:pass"},
			seat: 0, legal: []string{"trumps clubs", "trumps diamonds", "trumps hearts", "trumps spades"}, next: 0},
		"the declarer names trumps before the lead": {moves: []string{"0:bid 1", "1:pass", "2:pass", "3:pass"},
			seat: 0, refuse: "play 2C", why: "A-3: the declarer names trumps first", next: 0},
		"naming trumps when not the declarer": {moves: []string{"0:bid 1", "1:pass", "2:pass", "3:pass"},
			seat: 1, refuse: "trumps H", why: "A-3: only the declarer names trumps", next: 0},
		"a seat that passed is out": {moves: []string{"0:bid 1", "1:pass", "2:pass", "3:bid 2"},
			seat: 0, legal: []string{"pass"}, next: 0},
		"the last bid wins": {moves: []string{"0:bid 1", "1:pass", "2:pass", "3:bid 2", "0:pass"},
			seat: 3, legal: []string{"trumps clubs", "trumps diamonds", "trumps hearts", "trumps spades"}, next: 3},
		"the last may not pass when every other passed": {moves: []string{"0:pass", "1:pass", "2:pass"},
			seat: 3, refuse: "pass", why: "A-1: everyone else passed: bid", next: 3},
		"stuck, the last bids": {moves: []string{"0:pass", "1:pass", "2:pass"}, seat: 3, legal: []string{"bid 1", "bid 2"}, next: 3},
		"once round: each seat speaks once": {once: true, moves: []string{"0:pass", "1:bid 1", "2:pass", "3:bid 2"},
			seat: 3, legal: []string{"trumps clubs", "trumps diamonds", "trumps hearts", "trumps spades"}, next: 3},
		"once round: a passed seat does not speak again": {once: true, moves: []string{"0:bid 1", "1:pass"},
			seat: 2, legal: []string{"bid 2", "pass"}, next: 2},
	} {
		t.Run(name, func(t *testing.T) {
			d := auctionDecl(t)
			if tc.once {
				d.Mechanics["bid"].(*taking.Bidding).Auction = "once"
			}
			g := auction(t, d, bidHands)
			for _, m := range tc.moves {
				rulestest.Play(t, g, int(m[0]-'0'), m[2:])
			}
			assert.Equal(t, tc.next, rulestest.ToAct(t, g))
			if tc.legal != nil {
				assert.ElementsMatch(t, tc.legal, rulestest.Moves(t, g, tc.seat))
			}
			if tc.refuse != "" {
				assert.Equal(t, tc.why, rulestest.Refused(t, g, tc.seat, tc.refuse))
			}
		})
	}
}

// TestAuctionLeads: the declarer leads once trumps are named, or with
// fixed trumps and leads = "left" the seat to its left leads.
func TestAuctionLeads(t *testing.T) {
	g := auction(t, auctionDecl(t), bidHands)
	for _, m := range []string{"0:pass", "1:bid 1", "2:pass", "3:pass"} {
		rulestest.Play(t, g, int(m[0]-'0'), m[2:])
	}
	assert.Equal(t, 1, rulestest.ToAct(t, g), "the declarer")
	rulestest.Play(t, g, 1, "trumps D")
	assert.Equal(t, []string{"play 3C", "play 4D"}, rulestest.Moves(t, g, 1), "the declarer leads")

	d := auctionDecl(t)
	d.Mechanics["follow"].(*taking.Tricks).Trumps = "S"
	d.Mechanics["bid"].(*taking.Bidding).Leads = "left"
	g = auction(t, d, bidHands)
	for _, m := range []string{"0:pass", "1:bid 1", "2:pass", "3:pass"} {
		rulestest.Play(t, g, int(m[0]-'0'), m[2:])
	}
	assert.Equal(t, 2, rulestest.ToAct(t, g), "the seat to the declarer's left")
}

// TestAuctionScores plays one trick of one-card hands after an auction
// won by seat 1 (seats 1 and 3), the declarer naming trumps, and checks
// the teams' totals: its contract made or set, the defenders 5 a trick.
func TestAuctionScores(t *testing.T) {
	for name, tc := range map[string]struct {
		trumps string
		totals [2]int
	}{
		"made, the defenders nothing": {trumps: "S", totals: [2]int{10, 0}},
		"set, the defenders a trick":  {trumps: "H", totals: [2]int{-10, 5}},
	} {
		t.Run(name, func(t *testing.T) {
			g := auction(t, auctionDecl(t), rulestest.Table{"hand.1": {"AS"}, "hand.2": {"2H"}, "hand.3": {"3D"}, "hand.4": {"4D"}})
			for _, m := range []string{"0:bid 1", "1:pass", "2:pass", "3:pass", "0:trumps " + tc.trumps,
				"0:play AS", "1:play 2H", "2:play 3D", "3:play 4D"} {
				rulestest.Play(t, g, int(m[0]-'0'), m[2:])
			}
			assert.Equal(t, []int{tc.totals[0], tc.totals[1], tc.totals[0], tc.totals[1]}, g.State().Score().Totals)
		})
	}
}

// TestAuctionSelfPlay plays whole matches with random moves: every hand
// is bid, named and played to the end of the match.
func TestAuctionSelfPlay(t *testing.T) {
	p, err := rules.NewPlan(auctionDecl(t), 4)
	require.NoError(t, err)
	for seed := range uint64(5) {
		g, err := p.NewGame(seed, nil)
		require.NoError(t, err)
		n := rulestest.SelfPlay(t, g, rand.New(rand.NewPCG(seed, 1)))
		assert.Positive(t, n)
		assert.True(t, g.State().Result().Over, "seed %d", seed)
	}
}

func TestAuctionDeclarationsRefused(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(d *rules.Decl)
		err    string
	}{
		"nil in an auction": {func(d *rules.Decl) { d.Mechanics["bid"].(*taking.Bidding).Nil = true }, "not of an auction"},
		"named trumps, the declarer's left to lead": {func(d *rules.Decl) { d.Mechanics["bid"].(*taking.Bidding).Leads = "left" },
			"leads = \"left\" needs trumps not named"},
		"a pass without an auction": {func(d *rules.Decl) { d.Mechanics["bid"].(*taking.Bidding).Auction = "" }, "a pass, is a bid of an auction"},
	} {
		t.Run(name, func(t *testing.T) {
			d := auctionDecl(t)
			tc.change(d)
			_, err := rules.NewPlan(d, 4)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.err)
		})
	}
}

func BenchmarkAuctionSelfPlay(b *testing.B) {
	rulestest.BenchSelfPlay(b, auctionDecl(b), 4)
}
