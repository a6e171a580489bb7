package bots

import (
	"errors"
	"fmt"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSearchFindsTheWinningMove checks the search bot against nim's known
// answer: from a heap that is not a multiple of three, it takes what leaves
// one, playing out to the end as it must in a game where nobody holds cards.
func TestSearchFindsTheWinningMove(t *testing.T) {
	for _, heap := range []int{4, 5, 7, 8, 10, 11} {
		t.Run(fmt.Sprint(heap), func(t *testing.T) {
			bot, err := NewBot("ismcts:400:end", uint64(heap))
			require.NoError(t, err)
			m, ok, err := bot.Choose(enginetest.NewNim(heap, 2), 0, false)
			require.NoError(t, err)
			require.True(t, ok)
			assert.Equal(t, 0, (heap-(m.Verb+1))%3, "heap %d: take %d", heap, m.Verb+1)
		})
	}
}

// TestEarlyStopKeepsTheDecision checks that stopping once the most visited
// move cannot be overtaken chooses what the whole budget would, and that it
// does stop early.
func TestEarlyStopKeepsTheDecision(t *testing.T) {
	stopped := 0
	for heap := 2; heap <= 14; heap++ {
		for seed := uint64(1); seed <= 4; seed++ {
			early := newISMCTS(300, playToEnd, seed)
			whole := newISMCTS(300, playToEnd, seed)
			whole.exhaust = true
			a, _, err := early.Choose(enginetest.NewNim(heap, 2), 0, false)
			require.NoError(t, err)
			b, _, err := whole.Choose(enginetest.NewNim(heap, 2), 0, false)
			require.NoError(t, err)
			assert.Equal(t, b.Verb, a.Verb, "heap %d seed %d", heap, seed)
			assert.Equal(t, 300, whole.ran)
			if early.ran < 300 {
				stopped++
			}
		}
	}
	assert.Greater(t, stopped, 10, "decisions settled before the budget ran out")
}

// TestPlayoutChoice checks how a bot left to choose its playouts does:
// it plays its first ones to the end, and keeps doing so when they end
// with a winner, but not when they end drawn.
func TestPlayoutChoice(t *testing.T) {
	for _, drawn := range []bool{false, true} {
		bot, err := NewBot("ismcts:100", 3)
		require.NoError(t, err)
		b := bot.(*ismcts)
		assert.Equal(t, playToEnd, b.playoutNow(), "it starts by playing to the end")
		g := enginetest.NewNim(20, 2)
		g.Drawn = drawn
		_, _, err = b.Choose(g, 0, false)
		require.NoError(t, err)
		assert.Equal(t, probePlayouts, b.probed)
		if drawn {
			assert.Equal(t, 0, b.won)
			assert.Equal(t, shortPlayout, b.playoutNow(), "drawn playouts say little")
		} else {
			assert.Equal(t, probePlayouts, b.won)
			assert.Equal(t, playToEnd, b.playoutNow(), "playouts with a winner")
		}
	}
	for _, rounds := range []int{3, 1} {
		bot, err := NewBot("ismcts:100", 3)
		require.NoError(t, err)
		g := enginetest.NewNim(8, 2)
		g.Rounds = rounds
		_, _, err = bot.Choose(g, 0, false)
		require.NoError(t, err)
		b := bot.(*ismcts)
		if rounds > 1 {
			assert.Positive(t, b.crossed, "the playouts of a match go past a round's end")
			assert.True(t, b.stands, "a match of points says how a seat stands")
			assert.Equal(t, playToRound, b.playoutNow(), "a match is played out to the end of the round")
		} else {
			assert.Zero(t, b.crossed)
			assert.Equal(t, playToEnd, b.playoutNow(), "one heap is played out to the end")
		}
	}
	fixed, err := NewBot("ismcts:100:3", 3)
	require.NoError(t, err)
	_, _, err = fixed.Choose(enginetest.NewNim(20, 2), 0, false)
	require.NoError(t, err)
	assert.Equal(t, 0, fixed.(*ismcts).probed, "a fixed playout length probes nothing")
	assert.Equal(t, 3, fixed.(*ismcts).playoutNow())
}

// TestPlayoutToTheRoundsEnd checks that a playout to the end of the round
// stops where the round under way ends, in a match that goes on, and that
// one to the end plays the match out.
func TestPlayoutToTheRoundsEnd(t *testing.T) {
	for _, limit := range []int{playToRound, playToEnd} {
		g := enginetest.NewNim(7, 2)
		g.Rounds = 4
		b := newISMCTS(10, limit, 5)
		_, p, err := b.judgeAfter(g, limit)
		require.NoError(t, err)
		assert.True(t, p.crossed, "a round ended")
		if limit == playToRound {
			assert.Equal(t, 2, g.State().RoundNumber(), "it stops as the second round begins")
			assert.False(t, g.State().Result().Over)
			assert.LessOrEqual(t, p.moves, 7)
		} else {
			assert.True(t, g.State().Result().Over, "the match is played out")
			assert.Greater(t, p.moves, 7)
		}
	}
}

// TestSearchWithoutAMove checks that a playout reaching a seat with no
// legal move (a broken script) judges the game as it stands.
func TestSearchWithoutAMove(t *testing.T) {
	for _, name := range []string{"ismcts:60:end", "ismcts:60:3"} {
		g := enginetest.NewNim(9, 2)
		g.StuckAt = 5
		bot, err := NewBot(name, 1)
		require.NoError(t, err)
		m, ok, err := bot.Choose(g, 0, false)
		require.NoError(t, err, name)
		assert.True(t, ok && m != nil, name)
	}
}

func TestDecided(t *testing.T) {
	root := func(visits ...int) *node {
		n := &node{children: map[string]*node{}}
		for i, v := range visits {
			n.children[fmt.Sprint(i)] = &node{visits: v}
		}
		return n
	}
	tests := []struct {
		root *node
		left int
		want bool
	}{
		{root(10, 3), 6, true},
		{root(10, 3), 7, false}, // a tie is still possible
		{root(10, 3, 9), 0, true},
		{root(10, 10), 0, false},
		{root(5), 4, true},
		{root(5), 5, false},
		{root(), 0, false},
	}
	for i, tt := range tests {
		assert.Equal(t, tt.want, decided(tt.root, tt.left), "case %d", i)
	}
}

func TestParseISMCTS(t *testing.T) {
	tests := []struct {
		name                string
		iterations, playout int
		bad                 bool
	}{
		{name: "ismcts", iterations: 1000, playout: playAuto},
		{name: "ismcts:50", iterations: 50, playout: playAuto},
		{name: "ismcts:50:0", iterations: 50, playout: 0},
		{name: "ismcts:50:12", iterations: 50, playout: 12},
		{name: "ismcts:50:end", iterations: 50, playout: playToEnd},
		{name: "ismcts:50:round", iterations: 50, playout: playToRound},
		{name: "ismcts:0", bad: true},
		{name: "ismcts:-3", bad: true},
		{name: "ismcts:x", bad: true},
		{name: "ismcts:50:-1", bad: true},
		{name: "ismcts:50:all", bad: true},
		{name: "ismcts:50:2:3", bad: true},
		{name: "ismctsx", bad: true},
		{name: "ismcts50", bad: true},
	}
	for _, tt := range tests {
		n, p, err := parseISMCTS(tt.name)
		if tt.bad {
			assert.ErrorContains(t, err, "write ismcts:N or ismcts:N:P", tt.name)
			continue
		}
		require.NoError(t, err, tt.name)
		assert.Equal(t, tt.iterations, n, tt.name)
		assert.Equal(t, tt.playout, p, tt.name)
	}
}

func FuzzParseISMCTS(f *testing.F) {
	for _, s := range []string{"ismcts", "ismcts:10", "ismcts:10:end", "ismcts:1:0", "ismcts::", "ismcts:9999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, name string) {
		n, p, err := parseISMCTS(name)
		if err == nil {
			assert.GreaterOrEqual(t, n, 1)
			assert.GreaterOrEqual(t, p, playAuto)
		}
	})
}

// heldGame is a game whose state is all the judgement reads.
type heldGame struct {
	engine.Game
	st *core.State
}

func (g heldGame) State() *core.State { return g.st }

// handsOf makes a 3-seat state whose seats hold the given numbers of cards.
func handsOf(t *testing.T, held ...int) *core.State {
	d, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	st, err := core.NewState(core.Config{Deck: d, Seats: len(held), Seed: 1, Start: "stock",
		Piles: []core.PileSpec{{Name: "stock"}, {Name: "hand", PerSeat: true, Vis: core.OwnerOnly}}})
	require.NoError(t, err)
	stock, _ := st.PileByName("stock")
	for seat, n := range held {
		hand, _ := st.PileByName(core.SeatPileName("hand", seat))
		_, err := st.Draw(stock, hand, n)
		require.NoError(t, err)
	}
	return st
}

func TestJudge(t *testing.T) {
	judged := func(g engine.Game) []float64 {
		t.Helper()
		shares, err := Judge(g, nil)
		require.NoError(t, err)
		return shares
	}
	st := handsOf(t, 2, 7, 7)
	shares := judged(heldGame{st: st})
	assert.InDelta(t, 1, shares[0]+shares[1]+shares[2], 1e-9)
	assert.Greater(t, shares[0], 0.75, "two cards against seven is most of a win")
	assert.InDelta(t, shares[1], shares[2], 1e-9, "equal hands, equal shares")

	close := judged(heldGame{st: handsOf(t, 5, 6)})
	assert.Greater(t, close[0], close[1])
	assert.Less(t, close[0], 0.7, "one card apart is close")

	own := judged(standGame{heldGame{st: st}, []float64{1, 3, 0}, nil})
	assert.Equal(t, []float64{0.25, 0.75, 0}, own, "the script's standings, not the cards held")
	assert.Equal(t, []float64{0.5, 0.5}, judged(standGame{heldGame{st: handsOf(t, 1, 9)}, []float64{0, 0}, nil}), "all at 0 share equally")
	assert.Equal(t, shares, judged(standGame{heldGame{st: st}, nil, nil}), "no standing hook: the cards held")
	_, err := Judge(standGame{heldGame{st: st}, nil, errors.New("standing: broken")}, nil)
	assert.ErrorContains(t, err, "standing: broken")

	require.NoError(t, st.EndGame([]int{1, 2}, "shared"))
	ended, err := Judge(heldGame{st: st}, shares)
	require.NoError(t, err)
	assert.Equal(t, []float64{0, 0.5, 0.5}, ended, "an ended game: its winners share")

	drawn := handsOf(t, 1, 3)
	require.NoError(t, drawn.EndGame(nil, "drawn"))
	assert.Equal(t, []float64{0, 0}, judged(heldGame{st: drawn}))
}

// standGame is a game whose rules say how well each seat stands.
type standGame struct {
	heldGame
	standings []float64
	err       error
}

func (g standGame) Standings() ([]float64, error) { return g.standings, g.err }
