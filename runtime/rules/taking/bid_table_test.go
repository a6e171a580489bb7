package taking_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestShowBidsAndContracts: each seat's bid beside it (nil said so, a bid
// owed as such), each side's contract as the bids stand, the tricks taken
// toward it (a nil bidder's aside) and its bags, the seat's own side first
// as "us"; an onlooker is told the seats (#44).
func TestShowBidsAndContracts(t *testing.T) {
	g := bidding(t, bidHands)
	rulestest.Play(t, g, 0, "bid 1")
	rulestest.Play(t, g, 1, "bid 0")
	tb, err := g.Plan().Table(g, 3)
	require.NoError(t, err)
	var badges [][]string
	for _, s := range tb.Seats {
		badges = append(badges, s.Badges)
	}
	assert.Equal(t, [][]string{{"bid 1"}, {"bid nil"}, {"to bid"}, {"to bid"}}, badges, "no tricks before the first lead")
	assert.Equal(t, []string{"us (seats 2 and 4): bid 0 so far, taken 0, 0 bags", "them (seats 1 and 3): bid 1 so far, taken 0, 0 bags",
		"trumps: spades", "spades not broken yet"}, tb.Status)
	assert.True(t, tb.Seats[1].Partner)
	assert.Equal(t, 2, tb.Seats[3].Team)
	rulestest.Play(t, g, 2, "bid 1")
	rulestest.Play(t, g, 3, "bid 0")
	rulestest.Play(t, g, 0, "play 2C")
	watch, err := g.Plan().Table(g, -1)
	require.NoError(t, err)
	assert.Equal(t, "seats 1 and 3: bid 2, taken 0, 0 bags", watch.Status[0])
	assert.Equal(t, "seats 2 and 4: bid 0, taken 0, 0 bags", watch.Status[1])
	assert.Equal(t, []string{"bid 1", "0 tricks"}, watch.Seats[0].Badges, "the play has begun: the tricks count")
	assert.False(t, watch.Seats[2].Partner, "an onlooker has no partner")
	assert.Contains(t, watch.Status, "led: clubs")
}
