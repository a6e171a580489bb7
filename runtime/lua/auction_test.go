package lua

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// auctionPath is a game of an auction (game.bidding.auction): the high
// bidder names trumps and leads, and its side's contract is scored.
const auctionPath = "testdata/auction.lua"

// contractLine is the narration of a side's score with a contract.
var contractLine = regexp.MustCompile(`contract ([1-9][0-9]*), ([0-9]+) taken`)

// TestAuctionPlaysToTheEnd plays matches of the auction game with random
// and with greedy bots to their end, and counts the contracts made: a
// greedy bot bids by the strength of its hand, so makes more of its
// contracts than a random one.
func TestAuctionPlaysToTheEnd(t *testing.T) {
	t.Parallel()
	s := mustLoad(t, auctionPath)
	made := map[string][2]int{}
	for _, bot := range []string{"random", "greedy"} {
		for seed := uint64(1); seed <= 3; seed++ {
			m, n := playAuction(t, s, bot, seed)
			made[bot] = [2]int{made[bot][0] + m, made[bot][1] + n}
		}
	}
	t.Logf("contracts made of bid: %v", made)
	require.Positive(t, made["random"][1])
	require.Positive(t, made["greedy"][1])
	assert.Greater(t, float64(made["greedy"][0])/float64(made["greedy"][1]), float64(made["random"][0])/float64(made["random"][1]),
		"greedy bots make more of their contracts")
	assert.GreaterOrEqual(t, 2*made["greedy"][0], made["greedy"][1], "greedy bots make most of their contracts")
}

// playAuction plays one match with bots of a name at every seat, to its
// end, and returns the contracts made and played.
func playAuction(t *testing.T, s *Script, bot string, seed uint64) (made, played int) {
	g := mustGame(t, s, Config{Seats: 4, Seed: seed})
	agents := make([]engine.Agent, 4)
	for i := range agents {
		agents[i], _ = bots.NewBot(bot, bots.Seed(seed, i))
	}
	for moves := 0; ; moves++ {
		require.Less(t, moves, 5000, "the match ends")
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			break
		}
		_, err = engine.Step(g, agents)
		require.NoError(t, err)
	}
	for _, e := range g.State().Log() {
		if m := contractLine.FindStringSubmatch(e.Text); m != nil {
			bid, _ := strconv.Atoi(m[1])
			took, _ := strconv.Atoi(m[2])
			played++
			if took >= bid {
				made++
			}
		}
	}
	return made, played
}

// TestAuctionRefusals: a bid not above the last and trumps named by a
// seat that is not the declarer are refused with their rules.
func TestAuctionRefusals(t *testing.T) {
	t.Parallel()
	s := mustLoad(t, auctionPath)
	g := mustGame(t, s, Config{Seats: 4, Seed: 1})
	d, err := g.ToAct()
	require.NoError(t, err)
	first := d.Seat
	mustPlay(t, g, first, "bid 8")
	im := checkText(t, g, (first+1)%4, "bid 8")
	require.NotNil(t, im)
	assert.Equal(t, "AW-1: bid more than 8 tricks, or pass", im.Reason)
	for i := 1; i < 4; i++ {
		mustPlay(t, g, (first+i)%4, "pass")
	}
	im = checkText(t, g, (first+1)%4, "trumps hearts")
	require.NotNil(t, im)
	assert.Equal(t, "AW-2: only the declarer names trumps", im.Reason)
	assert.Equal(t, []string{"AW-2"}, im.Codes)
	mustPlay(t, g, first, "trumps hearts")
}

// mustPlay parses and plays a move of seat.
func mustPlay(t *testing.T, g *Game, seat int, text string) {
	t.Helper()
	m, err := g.Parse(text)
	require.NoError(t, err)
	require.NoError(t, g.PlayMove(seat, m), text)
}

// checkText checks a move of seat, as text.
func checkText(t *testing.T, g *Game, seat int, text string) *IllegalMove {
	t.Helper()
	m, err := g.Parse(text)
	require.NoError(t, err)
	im, err := g.Check(seat, m)
	require.NoError(t, err)
	return im
}
