package lua

import (
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stepUntil plays random bots' moves until done reports true, which it
// must before the game ends.
func stepUntil(t *testing.T, g *Game, done func() bool) {
	t.Helper()
	agents := randomBots(g.State().Seats(), 3)
	for !done() {
		d, err := g.ToAct()
		require.NoError(t, err)
		require.False(t, d.Over, "the game ended first")
		_, err = engine.Step(g, agents)
		require.NoError(t, err)
	}
}

// tableOf is the table g shows seat, which it must show.
func tableOf(t *testing.T, g *Game, seat int) *engine.Table {
	t.Helper()
	tb, err := g.Table(seat)
	require.NoError(t, err)
	require.NotNil(t, tb)
	return tb
}

// firstPlay reports whether a card has been played to the trick or the
// tricks taken (the bidding, the pass is over).
func firstPlay(g *Game) func() bool {
	return func() bool {
		id, ok := g.State().PileByName("trick")
		return ok && g.State().Pile(id).Len() > 0
	}
}

// TestTableShowsBidsPartnersAndTricks: in a trick game with partnerships
// and bids (Spades), the table shows each seat's bid and tricks beside it,
// its partner, each side's contract and tricks taken ("us" first), the
// trumps, a hand sorted by suit, and the pile of tricks counted in tricks
// (#44: "won · 8" counted cards).
func TestTableShowsBidsPartnersAndTricks(t *testing.T) {
	g := mustGame(t, mustLoad(t, "../../scripts/spades.lua"), Config{Seed: 5})
	before := tableOf(t, g, 0)
	assert.Contains(t, before.Seats[0].Badges, "to bid")
	stepUntil(t, g, firstPlay(g))
	tb := tableOf(t, g, 0)
	require.Len(t, tb.Seats, 4)
	assert.Equal(t, engine.SortSuit, tb.Sort)
	assert.True(t, tb.Seats[2].Partner, "seat 3 is seat 1's partner")
	assert.False(t, tb.Seats[1].Partner)
	assert.Equal(t, tb.Seats[0].Team, tb.Seats[2].Team)
	assert.NotEqual(t, tb.Seats[0].Team, tb.Seats[1].Team)
	for s := range 4 {
		assert.Regexp(t, `^bid (\d+|nil)$`, tb.Seats[s].Badges[0], "seat %d", s+1)
		assert.Contains(t, tb.Seats[s].Badges, "0 tricks")
	}
	require.GreaterOrEqual(t, len(tb.Status), 3)
	assert.Contains(t, tb.Status, "trumps: spades")
	assert.Regexp(t, `^us \(seats 1 and 3\): bid \d+, taken 0, 0 bags$`, tb.Status[0])
	assert.Regexp(t, `^them \(seats 2 and 4\): bid \d+, taken 0, 0 bags$`, tb.Status[1])
	assert.Equal(t, "0 tricks", tb.Counts["won.1"])
	assert.Contains(t, tb.Kept, "won.1")
	watch := tableOf(t, g, -1)
	assert.Regexp(t, `^seats 1 and 3: bid`, watch.Status[0], "an onlooker is told the seats")
	stepUntil(t, g, func() bool { return tricksTaken(g) > 0 })
	tb = tableOf(t, g, 0)
	total := 0
	for s := range 4 {
		for _, b := range tb.Seats[s].Badges {
			if n, ok := strings.CutSuffix(b, " trick"); ok {
				assert.Equal(t, "1", n)
				total++
			}
		}
	}
	assert.Equal(t, 1, total, "one seat took one trick: %v", tb.Seats)
}

// tricksTaken counts the cards in the piles of tricks taken, by 4.
func tricksTaken(g *Game) int {
	n := 0
	for s := 1; s <= 4; s++ {
		id, _ := g.State().PileByName("won." + string(rune('0'+s)))
		n += g.State().Pile(id).Len()
	}
	return n / 4
}

// TestTableSaysToWhomAPassGoes: while every seat owes its pass (Hearts),
// the seat is asked to choose its cards and told to whom they go; an
// onlooker is asked nothing; once the hand is played each seat's points
// this hand stand beside it, as its tricks taken are public.
func TestTableSaysToWhomAPassGoes(t *testing.T) {
	g := mustGame(t, mustLoad(t, "../../scripts/hearts.lua"), Config{Seed: 5})
	tests := []struct {
		seat int
		ask  string
	}{
		{0, "Choose 3 cards: they go to seat 2, on your left"},
		{3, "Choose 3 cards: they go to seat 1, on your left"},
		{-1, ""},
	}
	for _, tt := range tests {
		tb := tableOf(t, g, tt.seat)
		assert.Equal(t, tt.ask, tb.Ask, "seat %d", tt.seat+1)
		assert.Contains(t, tb.Status, "3 cards each to the left")
		assert.Contains(t, tb.Status, "hearts not broken yet")
	}
	stepUntil(t, g, firstPlay(g))
	tb := tableOf(t, g, 1)
	assert.Empty(t, tb.Ask)
	assert.NotContains(t, strings.Join(tb.Status, "|"), "cards each")
	stepUntil(t, g, func() bool { return tricksTaken(g) > 0 })
	tb = tableOf(t, g, 1)
	for s := range 4 {
		assert.Contains(t, strings.Join(tb.Seats[s].Badges, "|"), "points this hand", "seat %d", s+1)
		assert.Empty(t, tb.Seats[s].Team)
	}
	assert.True(t, tb.RoundsSaid)
}

// TestTableAsksForTheCrib: a choice whose cards go to a pile (the crib)
// says so.
func TestTableAsksForTheCrib(t *testing.T) {
	g := mustGame(t, mustLoad(t, "../../scripts/cribbage.lua"), Config{Seed: 5})
	tb := tableOf(t, g, 0)
	assert.Equal(t, "Choose 2 cards: they go to the crib", tb.Ask)
	stepUntil(t, g, func() bool {
		id, _ := g.State().PileByName("crib")
		return g.State().Pile(id).Len() == 4
	})
	tb = tableOf(t, g, 0)
	assert.Contains(t, tb.Status, "count: 0 of 31")
}

// TestTableArrangesAGinHand: a knocking game arranges the seat's own hand,
// melds first, and counts its deadwood, to it alone.
func TestTableArrangesAGinHand(t *testing.T) {
	g := mustGame(t, mustLoad(t, "../../scripts/gin.lua"), Config{Seed: 1})
	tb := tableOf(t, g, 0)
	id, _ := g.State().PileByName("hand.1")
	var held []string
	for _, c := range g.State().Pile(id).Cards {
		held = append(held, g.State().Deck().Card(c).Code)
	}
	assert.ElementsMatch(t, held, tb.Hand)
	melded := 0
	for _, n := range tb.Melds {
		assert.GreaterOrEqual(t, n, 3, "a meld holds three cards or more")
		melded += n
	}
	assert.LessOrEqual(t, melded, len(held))
	require.NotEmpty(t, tb.Seats[0].Badges)
	assert.Regexp(t, `^deadwood \d+$`, tb.Seats[0].Badges[0])
	assert.Contains(t, tb.Status, "knock with deadwood 10 or less")
	other := tableOf(t, g, 1)
	assert.Empty(t, other.Seats[0].Badges, "seat 1's deadwood is its own")
	for _, c := range other.Hand {
		assert.NotContains(t, held, c, "seat 2 is shown none of seat 1's cards")
	}
}

// TestTableShowsTheSuitNamed: a shedding game whose play names a suit (an
// eight) shows the suit named, and holds the hand by suit; a script that
// writes its own status line (Unu's names the suit called) speaks for the
// table's status, and the play's item gives way to it.
func TestTableShowsTheSuitNamed(t *testing.T) {
	for _, tc := range []struct {
		script string
		said   bool // the script writes its own status line
	}{
		{"../../scripts/crazyeights.lua", false},
		{"../../scripts/unu.lua", true},
	} {
		t.Run(tc.script, func(t *testing.T) {
			g := mustGame(t, mustLoad(t, tc.script), Config{Seed: 7, Seats: 4})
			stepUntil(t, g, func() bool {
				st := g.State()
				log := st.LogSince(max(0, st.LogLen()-1))
				return len(log) > 0 && strings.Contains(log[0].TextFor(-1), " calls ")
			})
			tb := tableOf(t, g, 0)
			assert.Equal(t, engine.SortSuit, tb.Sort)
			if tc.said {
				status, err := g.Status(0)
				require.NoError(t, err)
				assert.Regexp(t, `called suit (clubs|diamonds|hearts|spades)`, status, "the script's line names the suit")
				assert.Empty(t, tb.Status, "the play's item gives way to the script's line")
				return
			}
			assert.Regexp(t, `^suit named: (clubs|diamonds|hearts|spades)$`, strings.Join(tb.Status, "|"))
		})
	}
}
