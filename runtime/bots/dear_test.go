package bots

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPlayoutChoiceByWork checks that a bot left to choose its playouts
// judges at the tree's leaf when its imagined games' moves cost more than
// dearMove of the game's work a move, from its first probing playout, and
// plays to the end as before when they cost less; that the choice is a
// count, the same on every run for the same seed.
func TestPlayoutChoiceByWork(t *testing.T) {
	tests := []struct {
		name   string
		work   int64
		want   int
		probed int
	}{
		{name: "counts nothing (a declared game)", work: 0, want: playToEnd, probed: probePlayouts},
		{name: "cheap moves", work: dearMove / 10, want: playToEnd, probed: probePlayouts},
		{name: "at the threshold", work: dearMove, want: playToEnd, probed: probePlayouts},
		{name: "dear moves", work: dearMove + 1, want: shortPlayout, probed: 1},
		{name: "far dearer moves (a game of functions)", work: 30 * dearMove, want: shortPlayout, probed: 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var runs [2]struct {
				move, probed, playout int
				dear                  bool
			}
			for i := range runs {
				g := enginetest.NewNim(20, 2)
				g.WorkAMove = tt.work
				b := newISMCTS(300, playAuto, 7)
				m, ok, err := b.Choose(g, 0, false)
				require.NoError(t, err)
				require.True(t, ok)
				runs[i].move, runs[i].probed, runs[i].playout, runs[i].dear = m.Verb, b.probed, b.playoutNow(), b.dear
			}
			assert.Equal(t, tt.want, runs[0].playout)
			assert.Equal(t, tt.probed, runs[0].probed, "probing playouts to the end")
			assert.Equal(t, runs[0], runs[1], "the same seed, the same choices")
		})
	}
}

// TestDearGameDecides checks that a bot judging at the tree's leaf in a
// game whose moves are dear decides, on a legal move.
func TestDearGameDecides(t *testing.T) {
	for _, heap := range []int{2, 5, 9} {
		g := enginetest.NewNim(heap, 2)
		g.WorkAMove = 10 * dearMove
		b := newISMCTS(200, playAuto, 3)
		m, ok, err := b.Choose(g, 0, false)
		require.NoError(t, err)
		require.True(t, ok)
		im, err := g.Check(0, m)
		require.NoError(t, err)
		assert.Nil(t, im, "heap %d: a legal move", heap)
		assert.True(t, b.dear)
	}
}

// TestRefusedProposalNeverPlayed checks the tree of a game that proposes
// moves its check may refuse (engine.Proposer): "two" from a heap of one is
// proposed, refused when the tree plays it, dropped from the node, and
// never grows a child; the search still finds Nim's winning move.
func TestRefusedProposalNeverPlayed(t *testing.T) {
	tests := []struct {
		heap int
		want int // the verb that leaves a multiple of three: 0 takes one, 1 two
	}{
		{heap: 4, want: 0},
		{heap: 5, want: 1},
		{heap: 7, want: 0},
		{heap: 8, want: 1},
	}
	for _, tt := range tests {
		g := enginetest.NewNim(tt.heap, 2)
		g.Proposes = true
		b := newISMCTS(400, playToEnd, uint64(tt.heap))
		m, ok, err := b.Choose(g, 0, false)
		require.NoError(t, err)
		require.True(t, ok)
		assert.Equal(t, tt.want, m.Verb, "heap %d", tt.heap)
		assert.Positive(t, *g.Refused, "heap %d: the tree met a refused proposal", tt.heap)

		root := &node{seat: -1}
		moves, err := g.Moves(0)
		require.NoError(t, err)
		shown := &choices{moves: moves, texts: texts(g, moves)}
		for range 300 {
			require.NoError(t, b.iterate(g.Copy(), root, 0, shown))
		}
		assertNoChildFromOne(t, root, tt.heap)
	}
}

// assertNoChildFromOne walks the tree of a Nim game from heap: no node
// where one token is left has a child "two", and every child was
// available at least as often as it was visited.
func assertNoChildFromOne(t *testing.T, n *node, heap int) {
	t.Helper()
	for text, c := range n.children {
		left := heap - 1
		if text == "two" {
			left = heap - 2
		}
		if heap == 1 {
			assert.NotEqual(t, "two", text, "a refused move grew a child")
		}
		assert.GreaterOrEqual(t, c.avail, c.visits, "a child counted available when it was not")
		assertNoChildFromOne(t, c, left)
	}
}
