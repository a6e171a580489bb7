package lua

import (
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// callTally counts, in Unu, the plays that left a seat one card, those
// without the call, and the catches, by whether a greedy seat made them.
type callTally struct {
	lastCard, missedByGreedy, missedByRandom, caughtByGreedy int
}

// TestGreedyMakesItsCalls plays Unu, greedy bots at seats 1 and 3 and
// random bots at 2 and 4: a greedy bot says unu (all but rarely) when a play leaves it
// one card and the stock could pay the penalty of a catch (with the stock
// nearly out, a catch costs nothing, and it may not bother), and catches
// the random bots' missed calls.
func TestGreedyMakesItsCalls(t *testing.T) {
	s := mustLoad(t, unuPath)
	var tally callTally
	for seed := uint64(1); seed <= 25; seed++ {
		playCalls(t, s, seed, &tally)
	}
	t.Logf("%+v", tally)
	require.Positive(t, tally.lastCard, "plays to a last card")
	assert.LessOrEqual(t, tally.missedByGreedy, tally.lastCard/20, "a greedy bot hardly ever forgets to say unu (it weighs the catch in four imagined games)")
	require.Positive(t, tally.missedByRandom, "random bots forget")
	assert.Positive(t, tally.caughtByGreedy, "a greedy bot catches a missed call")
}

// playCalls plays one game, counting its calls.
func playCalls(t *testing.T, s *Script, seed uint64, tally *callTally) {
	g := mustGame(t, s, Config{Seats: 4, Seed: seed})
	names := []string{"greedy", "random", "greedy", "random"}
	agents := make([]engine.Agent, 4)
	for i, name := range names {
		agents[i], _ = bots.NewBot(name, bots.Seed(seed, i))
	}
	for moves := 0; moves < 400; moves++ {
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			return
		}
		n := g.State().MovesLen()
		_, err = engine.Step(g, agents)
		require.NoError(t, err)
		st := g.State()
		for _, m := range st.MovesSince(n) {
			greedy := names[m.Seat] == "greedy"
			switch {
			case strings.HasPrefix(m.Move, "catch"):
				if greedy {
					tally.caughtByGreedy++
				}
			case strings.HasPrefix(m.Move, "play") && handSize(st, m.Seat) == 1:
				tally.lastCard++
				if !strings.Contains(m.Move, "unu") && greedy && stockSize(st) >= 4 {
					tally.missedByGreedy++
				} else if !strings.Contains(m.Move, "unu") {
					tally.missedByRandom++
				}
			}
		}
	}
}

// stockSize is the cards left in the stock.
func stockSize(st *core.State) int {
	id, _ := st.PileByName("stock")
	return st.Pile(id).Len()
}

// handSize is the cards in seat's hand.
func handSize(st *core.State, seat int) int {
	id, _ := st.PileByName(core.SeatPileName("hand", seat))
	return st.Pile(id).Len()
}
