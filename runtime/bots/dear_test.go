package bots

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDecisionWorkByCount checks that a bot left to choose its playouts
// finds its imagined games' moves dear when they cost more than dearMove
// of the game's work a move, by count; that a dear game's decision stops
// its iterations once they cost dearDecision, while a game whose moves are
// cheap runs every iteration the bot's name says; and that the same seed
// makes the same choices on every run.
func TestDecisionWorkByCount(t *testing.T) {
	const iterations = 2000
	tests := []struct {
		name    string
		work    int64
		dear    bool
		stopped bool // the decision stopped at dearDecision
	}{
		{name: "counts nothing (a declared game)", work: 0},
		{name: "cheap moves", work: dearMove / 10},
		{name: "at the threshold", work: dearMove},
		{name: "dear moves, a decision within the budget", work: dearMove + 1, dear: true},
		{name: "far dearer moves (a game of functions)", work: dearDecision / 500, dear: true, stopped: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var runs [2]struct {
				move, ran, playout int
				dear               bool
				worked             int64
			}
			for i := range runs {
				g := enginetest.NewNim(40, 2)
				g.WorkAMove = tt.work
				b := newISMCTS(iterations, playAuto, 7)
				b.exhaust = true
				m, ok, err := b.Choose(g, 0, false)
				require.NoError(t, err)
				require.True(t, ok)
				runs[i].move, runs[i].ran, runs[i].playout, runs[i].dear, runs[i].worked = m.Verb, b.ran, b.playoutNow(), b.dear, *g.Worked
			}
			assert.Equal(t, tt.dear, runs[0].dear, "dear by count")
			assert.Equal(t, playToEnd, runs[0].playout, "dear or not, the playouts are chosen as ever")
			if tt.stopped {
				assert.Less(t, runs[0].ran, iterations, "the decision stopped at its work")
				assert.Greater(t, runs[0].worked, int64(dearDecision))
				assert.Less(t, runs[0].worked, int64(dearDecision)+tt.work*200, "within a playout of it")
			} else {
				assert.Equal(t, iterations, runs[0].ran, "every iteration")
			}
			assert.Equal(t, runs[0], runs[1], "the same seed, the same choices")
		})
	}
}

// TestDearGameDecides checks that a bot in a game whose moves are dear
// decides, on a legal move, within its decision's work.
func TestDearGameDecides(t *testing.T) {
	for _, heap := range []int{2, 5, 9} {
		g := enginetest.NewNim(heap, 2)
		g.WorkAMove = dearDecision / 50
		b := newISMCTS(2000, playAuto, 3)
		m, ok, err := b.Choose(g, 0, false)
		require.NoError(t, err)
		require.True(t, ok)
		im, err := g.Check(0, m)
		require.NoError(t, err)
		assert.Nil(t, im, "heap %d: a legal move", heap)
		assert.True(t, b.dear)
		assert.Less(t, *g.Worked, int64(dearDecision)+g.WorkAMove*int64(heap+1), "heap %d: stopped at its work", heap)
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
