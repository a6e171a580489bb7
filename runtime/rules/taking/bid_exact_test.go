package taking_test

import (
	"strconv"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/rulerun/rulerun/runtime/rules/taking"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// exactDecl is biddingDecl played each for themselves, bids up to the
// tricks of the hand (no max), the hook, and a bid scored only met
// exactly (10 + the bid, missed lost a trick off), in a match of 3 rounds.
func exactDecl(t testing.TB) *rules.Decl {
	t.Helper()
	d := biddingDecl(t)
	d.Teams = nil
	d.Mechanics["bid"] = &taking.Bidding{Hook: true, HookWhy: msg("X-5: not %s"), Exact: 10, PerTrick: 1, Missed: 1,
		Rule: msg("X-4"), WaitWhy: msg("X-4: bid first")}
	d.Rounds = &rules.Rounds{Length: 3}
	return d
}

// exact starts a game of exactDecl whose hands hold what at says, seat 1
// to bid first and lead, seat 4 the dealer.
func exact(t *testing.T, at rulestest.Table) *rules.Game {
	t.Helper()
	return rulestest.Start(t, exactDecl(t), 4, 0, at, func(st *core.State) error { return st.SetDealer(3) })
}

func TestBidExact(t *testing.T) {
	for name, tc := range map[string]struct {
		moves  []string // "seat:move", in the order made
		seat   int      // then, for this seat
		legal  []string // its moves, when set
		refuse string   // a move refused
		why    string
	}{
		"bids run up to the cards held": {seat: 0, legal: []string{"bid 0", "bid 1", "bid 2"}},
		"a bid over the cards held":     {seat: 0, refuse: "bid 3", why: "X-4: bid 0 to 2 tricks"},
		"the dealer may not make the total": {moves: []string{"0:bid 1", "1:bid 0", "2:bid 0"}, seat: 3,
			legal: []string{"bid 0", "bid 2"}, refuse: "bid 1", why: "X-5: not 1"},
		"the total out of reach binds nothing": {moves: []string{"0:bid 2", "1:bid 1", "2:bid 0"}, seat: 3,
			legal: []string{"bid 0", "bid 1", "bid 2"}},
		"the others are not hooked": {moves: []string{"0:bid 1", "1:bid 1"}, seat: 2,
			legal: []string{"bid 0", "bid 1", "bid 2"}},
	} {
		t.Run(name, func(t *testing.T) {
			g := exact(t, bidHands)
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

// TestBidExactScores plays one trick of one-card hands (seat 1's ace of
// spades takes it) after the bids given, and checks the totals.
func TestBidExactScores(t *testing.T) {
	oneTrick := rulestest.Table{"hand.1": {"AS"}, "hand.2": {"2H"}, "hand.3": {"3H"}, "hand.4": {"4H"}}
	for name, tc := range map[string]struct {
		bids   [4]int
		totals []int
	}{
		"each met":             {bids: [4]int{1, 0, 0, 1}, totals: []int{11, 10, 10, -1}},
		"over and under, lost": {bids: [4]int{0, 1, 0, 1}, totals: []int{-1, -1, 10, -1}},
	} {
		t.Run(name, func(t *testing.T) {
			g := exact(t, oneTrick)
			for s, b := range tc.bids {
				rulestest.Play(t, g, s, "bid "+strconv.Itoa(b))
			}
			for s, c := range []string{"AS", "2H", "3H", "4H"} {
				rulestest.Play(t, g, s, "play "+c)
			}
			assert.Equal(t, tc.totals, g.State().Score().Totals)
			assert.False(t, g.State().Result().Over, "three rounds")
		})
	}
}

func TestBidExactDeclarationsRefused(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(b *taking.Bidding)
		err    string
	}{
		"an auction without its highest bid": {func(b *taking.Bidding) { b.Auction = "rising" }, "declares its highest bid"},
		"an auction with the hook":           {func(b *taking.Bidding) { b.Auction, b.Max = "rising", 13 }, "hook and exact are for a bid from every seat"},
	} {
		t.Run(name, func(t *testing.T) {
			d := exactDecl(t)
			d.Teams = core.Solo(4)
			tc.change(d.Mechanics["bid"].(*taking.Bidding))
			_, err := rules.NewPlan(d, 4)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.err)
		})
	}
}
