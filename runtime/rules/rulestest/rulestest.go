// Package rulestest holds what the tests of the declared rules share:
// cards put where a test wants them, and moves made, refused and listed
// by their text. The tests of
// runtime/rules and of each mechanic's package (runtime/rules/flipping...)
// use it, as the engine's use runtime/engine/enginetest.
package rulestest

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/require"
)

// Table is where the cards of a test start: pile name to codes, bottom
// first; the cards not named stay in the stock.
type Table map[string][]string

// Place puts the cards where at says; the others go to the stock.
func Place(t *testing.T, st *core.State, at Table) {
	t.Helper()
	fixed := map[core.PileID][]int{}
	for name, codes := range at {
		id, ok := st.PileByName(name)
		require.True(t, ok, name)
		fixed[id] = make([]int, 0, len(codes)) // an empty list empties the pile
		for _, code := range codes {
			k, ok := st.Deck().Lookup(code)
			require.True(t, ok, code)
			fixed[id] = append(fixed[id], k)
		}
	}
	stock, _ := st.PileByName("stock")
	require.NoError(t, st.Arrange(fixed, stock))
}

// Start starts a game of d for seats whose piles hold what at says (Place),
// then arranged by each of arrange (a dealer set, a part cleared), with
// current the seat to act.
func Start(t *testing.T, d *rules.Decl, seats, current int, at Table, arrange ...func(*core.State) error) *rules.Game {
	t.Helper()
	p, err := rules.NewPlan(d, seats)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	st := g.State()
	Place(t, st, at)
	for _, a := range arrange {
		require.NoError(t, a(st))
	}
	require.NoError(t, st.SetCurrent(current))
	return p.Resume(st, nil)
}

// Play makes seat's move, written as text; it must be legal.
func Play(t *testing.T, g *rules.Game, seat int, text string) {
	t.Helper()
	m, err := g.Notation().Parse(text, g.State().Deck(), g.State().Seats())
	require.NoError(t, err)
	require.NoError(t, g.PlayMove(seat, m), text)
}

// Refused returns why seat may not make the move; it must be refused.
func Refused(t *testing.T, g *rules.Game, seat int, text string) string {
	t.Helper()
	m, err := g.Notation().Parse(text, g.State().Deck(), g.State().Seats())
	require.NoError(t, err)
	im, err := g.Check(seat, m)
	require.NoError(t, err)
	require.NotNil(t, im, "%s is legal", text)
	return im.Reason
}

// Moves lists seat's legal moves as text.
func Moves(t *testing.T, g *rules.Game, seat int) []string {
	t.Helper()
	ms, err := g.Moves(seat)
	require.NoError(t, err)
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = g.Notation().Format(m, g.State().Deck())
	}
	return out
}

// Codes lists the cards of the pile of that name, bottom first.
func Codes(g *rules.Game, name string) []string {
	st := g.State()
	id, _ := st.PileByName(name)
	var out []string
	for _, c := range st.Pile(id).Cards {
		out = append(out, st.Deck().Card(c).Code)
	}
	return out
}

// BenchSelfPlay plays games of the declaration d for seats with random
// moves, a game per iteration from seed 0 on, and reports the actions a
// second and a game, and the allocations: a mechanic's self-play
// benchmark, each mechanic its own declaration.
func BenchSelfPlay(b *testing.B, d *rules.Decl, seats int) {
	p, err := rules.NewPlan(d, seats)
	require.NoError(b, err)
	rng := rand.New(rand.NewPCG(1, 2))
	actions := 0
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		g, err := p.NewGame(uint64(i), nil)
		require.NoError(b, err)
		for {
			d, _ := g.ToAct()
			if d.Over {
				break
			}
			m, _ := g.RandomMove(d.Seat, rng)
			if err := g.PlayMove(d.Seat, m); err != nil {
				b.Fatal(err)
			}
			actions++
		}
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
}

// SelfPlay plays g to its end with random moves and returns the moves
// made.
func SelfPlay(t testing.TB, g *rules.Game, rng *rand.Rand) int {
	t.Helper()
	n := 0
	for ; n < 100000; n++ {
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			return n
		}
		m, err := g.RandomMove(d.Seat, rng)
		require.NoError(t, err)
		require.NotNil(t, m, "seat %d has no move", d.Seat+1)
		require.NoError(t, g.PlayMove(d.Seat, m))
	}
	t.Fatalf("the game did not end")
	return n
}

// ToAct is the seat that must decide now.
func ToAct(t *testing.T, g *rules.Game) int {
	t.Helper()
	d, err := g.ToAct()
	require.NoError(t, err)
	return d.Seat
}

// Said reports whether some reader reads a line of the log containing text.
func Said(g *rules.Game, text string) bool {
	for _, e := range g.State().Log() {
		for _, s := range e.Texts(g.State().Seats()) {
			if strings.Contains(s, text) {
				return true
			}
		}
	}
	return false
}
