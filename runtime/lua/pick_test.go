package lua

import (
	"math/rand/v2"
	"regexp"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pickPosition plays a game of functions alone (testdata/mini.lua, whose
// generator proposes every card held and whose check refuses those that do
// not match) between random bots until the seat to decide has at least
// three legal moves and a proposed move its check refuses: the legal moves
// as text, the seat, and the game.
func pickPosition(t *testing.T) (*Game, int, []string) {
	s := mustLoad(t, miniPath)
	for seed := uint64(1); seed < 200; seed++ {
		g := mustGame(t, s, Config{Seats: 2, Seed: seed})
		agents := randomBots(2, seed)
		for range 40 {
			d, err := g.ToAct()
			require.NoError(t, err)
			if d.Over {
				break
			}
			legal, err := g.Legal(d.Seat)
			require.NoError(t, err)
			id, _ := g.State().PileByName(core.SeatPileName("hand", d.Seat))
			held := g.State().Pile(id).Len()
			if len(legal) >= 3 && len(legal)-1 < held { // draw, and a card held refused
				return g, d.Seat, legal
			}
			_, err = engine.Step(g, agents)
			require.NoError(t, err)
		}
	}
	require.FailNow(t, "no position with refused proposals")
	return nil, 0, nil
}

// TestScriptedPickIsUniformOverLegalMoves draws many random picks in one
// position of a game of functions alone, which checks only the moves it
// draws, and whose proposals are each one move (no part to fill in): every pick is a legal move (a refused proposal is never picked),
// each legal move is drawn about as often as another, and the same seed
// draws the same moves.
func TestScriptedPickIsUniformOverLegalMoves(t *testing.T) {
	g, seat, legal := pickPosition(t)
	const draws = 6000
	pick := func(seed uint64) []string {
		rng := rand.New(rand.NewPCG(seed, 7))
		out := make([]string, draws)
		for i := range out {
			m, err := g.RandomMove(seat, rng)
			require.NoError(t, err)
			require.NotNil(t, m)
			out[i] = g.Format(m)
		}
		return out
	}
	first := pick(1)
	counts := map[string]int{}
	for _, m := range first {
		counts[m]++
	}
	assert.ElementsMatch(t, legal, keysOf(counts), "every legal move is drawn, and nothing else")
	want := float64(draws) / float64(len(legal))
	for m, n := range counts {
		assert.InDelta(t, want, float64(n), 0.15*want, "move %s drawn %d times of %d", m, n, draws)
	}
	assert.Equal(t, first, pick(1), "the same seed draws the same moves")
	assert.NotEqual(t, first, pick(2))
}

// TestScriptedPickIsPlayedUnchecked plays a drawn move at once: it was
// checked when drawn, and is played as it is.
func TestScriptedPickIsPlayedUnchecked(t *testing.T) {
	g, seat, legal := pickPosition(t)
	m, err := g.RandomMove(seat, rand.New(rand.NewPCG(3, 3)))
	require.NoError(t, err)
	assert.Contains(t, legal, g.Format(m))
	require.NoError(t, g.PlayMove(seat, m))
}

func keysOf(m map[string]int) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	return out
}

// TestPicksCheaply: a game written as functions picks cheaply, so its
// search bot grows its tree by the pick; a declared game does not, and
// its bots play as they did.
func TestPicksCheaply(t *testing.T) {
	assert.True(t, mustGame(t, mustLoad(t, miniPath), Config{Seed: 1}).PicksCheaply())
	assert.True(t, mustGame(t, mustLoad(t, "../../docs/examples/unu-v2.lua"), Config{Seed: 1}).PicksCheaply())
	assert.False(t, mustGame(t, mustLoad(t, unuPath), Config{Seed: 1}).PicksCheaply())
}

// TestScriptedPickCountsItsRefusalsAsImplied plays counted games of Unu
// written as functions between random bots: the refusals of the moves
// their picks drew are implied, as a listing's are, never refusals a
// player met.
func TestScriptedPickCountsItsRefusalsAsImplied(t *testing.T) {
	s := mustLoad(t, "../../docs/examples/unu-v2.lua")
	implied := 0
	for seed := uint64(1); seed <= 6; seed++ {
		g := mustGame(t, s, Config{Seats: 4, Seed: seed})
		tally := g.Tally()
		require.NotNil(t, tally)
		_, err := engine.SelfPlay(g, randomBots(4, seed), 300)
		require.NoError(t, err)
		assert.Empty(t, tally.Refused, "seed %d", seed)
		for _, n := range tally.Implied {
			implied += n
		}
	}
	assert.Positive(t, implied, "some drawn moves were refused")
}

// TestScriptedPickDrawsAProposalThenItsFilling draws many random picks in
// a position of Unu written as functions where an eight may be played: the
// pick draws one of the generators' proposals uniformly (among those with
// a legal move), then one of the moves it stands for (an eight's call of
// each suit, with unu or without), asking the part rules of the proposal
// drawn alone. Every pick is legal, each proposal is drawn about as often
// as another, and its moves share its draws evenly.
func TestScriptedPickDrawsAProposalThenItsFilling(t *testing.T) {
	s := mustLoad(t, "../../docs/examples/unu-v2.lua")
	filled := regexp.MustCompile(` call [a-z]+| unu$`)
	for seed := uint64(1); seed < 100; seed++ {
		g := mustGame(t, s, Config{Seats: 4, Seed: seed})
		agents := randomBots(4, seed)
		for range 60 {
			d, err := g.ToAct()
			require.NoError(t, err)
			if d.Over {
				break
			}
			legal, err := g.Legal(d.Seat)
			require.NoError(t, err)
			groups := map[string][]string{}
			for _, m := range legal {
				p := filled.ReplaceAllString(m, "")
				groups[p] = append(groups[p], m)
			}
			if len(groups) >= 3 && len(legal) >= len(groups)+3 { // an eight's calls among them
				checkProposalLaw(t, g, d.Seat, legal, groups)
				return
			}
			_, err = engine.Step(g, agents)
			require.NoError(t, err)
		}
	}
	require.FailNow(t, "no position with an eight to play")
}

func checkProposalLaw(t *testing.T, g *Game, seat int, legal []string, groups map[string][]string) {
	const draws = 12000
	rng := rand.New(rand.NewPCG(5, 7))
	counts := map[string]int{}
	for range draws {
		m, err := g.RandomMove(seat, rng)
		require.NoError(t, err)
		require.NotNil(t, m)
		counts[g.Format(m)]++
	}
	assert.ElementsMatch(t, legal, keysOf(counts), "every legal move is drawn, and nothing else")
	perGroup := float64(draws) / float64(len(groups))
	for p, moves := range groups {
		n := 0
		for _, m := range moves {
			n += counts[m]
			want := perGroup / float64(len(moves))
			assert.InDelta(t, want, float64(counts[m]), 0.2*want, "move %s of %s", m, p)
		}
		assert.InDelta(t, perGroup, float64(n), 0.1*perGroup, "proposal %s drawn %d times of %d", p, n, draws)
	}
}
