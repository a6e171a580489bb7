package taking_test

import (
	"strconv"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/rulerun/rulerun/runtime/rules/taking"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// biddingDecl is whistDecl with a bidding round before each hand (0 to 13,
// 0 nil, 10 bags costing 100) and partnerships of seats 1 and 3 against 2
// and 4, in a match to 500 or -200.
func biddingDecl(t testing.TB) *rules.Decl {
	t.Helper()
	d := whistDecl(t)
	gr, err := notation.NewGrammar([]string{"bid <n>", "play <card>"})
	require.NoError(t, err)
	d.Grammar = gr
	d.Verbs = []rules.Verb{{Name: "bid", Does: "bid"}, {Name: "play", Does: "follow"}}
	tr := d.Mechanics["follow"].(*taking.Tricks)
	tr.FirstLead, tr.Broken = "", "S"
	d.Mechanics["bid"] = &taking.Bidding{Max: 13, Nil: true, NilPoints: 100, NilTricks: "bags", PerTrick: 10, PerBag: 1,
		Bags: 10, BagPenalty: 100, Rule: msg("B-1"), WaitWhy: msg("B-2: bid first")}
	d.Teams = core.Teams{{0, 2}, {1, 3}}
	d.Rounds = &rules.Rounds{Target: 500, Floor: 200}
	return d
}

// bidding starts a game of biddingDecl whose hands hold what at says,
// seat 1 to bid first and lead.
func bidding(t *testing.T, at rulestest.Table) *rules.Game {
	t.Helper()
	return rulestest.Start(t, biddingDecl(t), 4, 0, at)
}

var bidHands = rulestest.Table{"hand.1": {"AS", "2C"}, "hand.2": {"3C", "4D"}, "hand.3": {"KS", "5D"}, "hand.4": {"6D", "7D"}}

func TestBid(t *testing.T) {
	for name, tc := range map[string]struct {
		moves  []string // "seat:move", in the order made
		seat   int      // then, for this seat
		legal  []string // its moves, when set
		refuse string   // a move refused
		why    string
	}{
		"the first bidder may bid 0 to 13": {seat: 0, legal: []string{"bid 0", "bid 1", "bid 2", "bid 3", "bid 4",
			"bid 5", "bid 6", "bid 7", "bid 8", "bid 9", "bid 10", "bid 11", "bid 12", "bid 13"}},
		"a bid out of range":      {seat: 0, refuse: "bid 14", why: "B-1: bid 0 to 13 tricks"},
		"no play before the bids": {seat: 0, refuse: "play 2C", why: "B-2: bid first"},
		"a bid out of turn":       {seat: 1, refuse: "bid 1", why: "B-1: you owe no bid now"},
		"in turn, seat 2 next":    {moves: []string{"0:bid 1"}, seat: 1, refuse: "bid 14", why: "B-1: bid 0 to 13 tricks"},
		"once every seat has bid, the first leads": {moves: []string{"0:bid 1", "1:bid 1", "2:bid 1", "3:bid 0"},
			seat: 0, legal: []string{"play 2C"}},
		"a seat bids once": {moves: []string{"0:bid 1", "1:bid 1", "2:bid 1", "3:bid 0"}, seat: 0,
			refuse: "bid 2", why: "B-1: you owe no bid now"},
	} {
		t.Run(name, func(t *testing.T) {
			g := bidding(t, bidHands)
			for _, m := range tc.moves {
				rulestest.Play(t, g, int(m[0]-'0'), m[2:])
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

func TestBidWhoActs(t *testing.T) {
	g := bidding(t, bidHands)
	for seat := range 4 {
		d, err := g.ToAct()
		require.NoError(t, err)
		assert.Equal(t, seat, d.Seat, "the bidders in turn")
		assert.Empty(t, d.Others, "one bidder at a time")
		assert.True(t, g.Offers(0, seat))
		assert.False(t, g.Offers(1, seat), "no play yet")
		rulestest.Play(t, g, seat, "bid 1")
	}
	d, err := g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, 0, d.Seat, "the first bidder leads")
}

// TestBidScores plays one trick of one-card hands after the bids given,
// and checks the totals of the teams, whose seats score alike.
func TestBidScores(t *testing.T) {
	oneTrick := rulestest.Table{"hand.1": {"AS"}, "hand.2": {"2H"}, "hand.3": {"3H"}, "hand.4": {"4H"}}
	for name, tc := range map[string]struct {
		bids   [4]int
		start  []int // the totals before the hand, when set
		totals [2]int
		over   bool
		win    []int
	}{
		"made and set":         {bids: [4]int{1, 1, 0, 0}, totals: [2]int{110, 90}},
		"a failed nil, a bag":  {bids: [4]int{0, 1, 0, 1}, totals: [2]int{1, -20}},
		"contracts of both":    {bids: [4]int{1, 1, 1, 1}, totals: [2]int{-20, -20}},
		"to the target":        {bids: [4]int{1, 1, 0, 0}, start: []int{490, 0, 490, 0}, totals: [2]int{600, 90}, over: true, win: []int{0, 2}},
		"down to the floor":    {bids: [4]int{1, 2, 1, 2}, start: []int{0, -190, 0, -190}, totals: [2]int{-20, -230}, over: true, win: []int{0, 2}},
		"short of both limits": {bids: [4]int{1, 2, 1, 2}, start: []int{480, -150, 480, -150}, totals: [2]int{460, -190}},
	} {
		t.Run(name, func(t *testing.T) {
			g := bidding(t, oneTrick)
			if tc.start != nil {
				require.NoError(t, g.State().StartMatchAt(1, tc.start))
			}
			for s, b := range tc.bids {
				rulestest.Play(t, g, s, "bid "+strconv.Itoa(b))
			}
			for s, c := range []string{"AS", "2H", "3H", "4H"} {
				rulestest.Play(t, g, s, "play "+c)
			}
			assert.Equal(t, []int{tc.totals[0], tc.totals[1], tc.totals[0], tc.totals[1]}, g.State().Score().Totals)
			assert.Equal(t, tc.over, g.State().Result().Over)
			if tc.over {
				assert.Equal(t, tc.win, g.State().Result().Winners, "partners share the win")
			}
		})
	}
}

func TestBidStandingsByTeam(t *testing.T) {
	g := bidding(t, bidHands)
	require.NoError(t, g.State().StartMatchAt(1, []int{100, 40, 100, 40}))
	w, err := g.Standings()
	require.NoError(t, err)
	require.Len(t, w, 4)
	assert.Equal(t, w[0], w[2], "partners stand alike")
	assert.Equal(t, w[1], w[3])
	assert.Greater(t, w[0], w[1], "the side ahead stands better")
	for s, bid := range []string{"bid 0", "bid 1", "bid 1", "bid 1"} {
		rulestest.Play(t, g, s, bid)
	}
	after, err := g.Standings()
	require.NoError(t, err)
	assert.Equal(t, []float64{1, 31, 1, 31}, after, "before the first card bids stand by the hands: seat 1's nil holds an ace, and neither side holds the honours of its contract, seats 2 and 4 losing less")
	for s, card := range []string{"play 2C", "play 3C", "play KS", "play 6D"} {
		rulestest.Play(t, g, s, card)
	}
	after, err = g.Standings()
	require.NoError(t, err)
	assert.Greater(t, after[0]-after[1], w[0]-w[1], "seats 1 and 3 made their contract; seats 2 and 4 cannot make theirs")
}

func TestBidDeclarationsRefused(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(d *rules.Decl)
		err    string
	}{
		"teams that leave a seat out": {func(d *rules.Decl) { d.Teams = core.Teams{{0, 2}, {1}} }, "seat 4 is in no team"},
		"bids from above the highest": {func(d *rules.Decl) { d.Mechanics["bid"].(*taking.Bidding).Min = 14 }, "bids must run"},
		"no bidding declared":         {func(d *rules.Decl) { delete(d.Mechanics, "bid") }, "declare the bidding"},
	} {
		t.Run(name, func(t *testing.T) {
			d := biddingDecl(t)
			tc.change(d)
			_, err := rules.NewPlan(d, 4)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.err)
		})
	}
}

// BenchmarkBidSelfPlay plays whole matches with a bidding round before each
// hand, with random moves: the actions a second and the allocations of
// each.
func BenchmarkBidSelfPlay(b *testing.B) {
	rulestest.BenchSelfPlay(b, biddingDecl(b), 4)
}
