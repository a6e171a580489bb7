package engine

import (
	"fmt"
	"slices"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stateGame is just enough of a Game for raceOrder: its state.
type stateGame struct {
	Game
	st *core.State
}

func (g stateGame) State() *core.State { return g.st }

func raceState(t *testing.T, seed uint64) *core.State {
	t.Helper()
	d, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	st, err := core.NewState(core.Config{Deck: d, Seats: 4, Seed: seed, Piles: []core.PileSpec{{Name: "stock"}}})
	require.NoError(t, err)
	return st
}

// TestRaceOrderFavoursNoSeat checks that the seats racing to act out of
// turn are offered first equally often over many games, whatever their
// numbers, and that one game always gives the same order.
func TestRaceOrderFavoursNoSeat(t *testing.T) {
	first := map[int]int{}
	const games = 3000
	for seed := range uint64(games) {
		g := stateGame{st: raceState(t, seed)}
		order := raceOrder(g, []int{1, 2, 3})
		assert.ElementsMatch(t, []int{1, 2, 3}, order)
		assert.Equal(t, order, raceOrder(g, []int{1, 2, 3}), "the same game gives the same race")
		first[order[0]]++
	}
	for seat, n := range first {
		assert.InDelta(t, games/3, n, games/3*0.1, "seat %d is offered first %d times in %d games", seat+1, n, games)
	}
}

// racingGame is just enough of a Game for Step: a decision, and the seat
// of each move played.
type racingGame struct {
	stateGame
	d      Decision
	played []int
}

func (g *racingGame) ToAct() (Decision, error) { return g.d, nil }

func (g *racingGame) PlayMove(seat int, m *notation.Move) error {
	g.played = append(g.played, seat)
	return nil
}

// offerLog is an agent that notes each offer and acts when it must, or
// when it is eager.
type offerLog struct {
	eager  bool
	offers *[]string
}

func (a offerLog) Choose(g Game, seat int, optional bool) (*notation.Move, bool, error) {
	*a.offers = append(*a.offers, fmt.Sprintf("%d:%t", seat, optional))
	if optional && !a.eager {
		return nil, false, nil
	}
	return &notation.Move{}, true, nil
}

// TestRaceTakesTheSeatToDecideInItsPlace: when the seat to decide races
// the others (Decision.Races), it is offered in the drawn order among
// them, must decide there, and the seats after it are not offered; a
// seat before it that acts wins the race.
func TestRaceTakesTheSeatToDecideInItsPlace(t *testing.T) {
	for name, tc := range map[string]struct {
		eager  int // the seat that acts when offered out of turn, or -1
		winner func(order []int) int
	}{
		"nobody else acts: the seat to decide does, in its place": {-1, func([]int) int { return 0 }},
		"an eager seat before it wins": {2, func(order []int) int {
			if slices.Index(order, 2) < slices.Index(order, 0) {
				return 2
			}
			return 0
		}},
	} {
		t.Run(name, func(t *testing.T) {
			for seed := range uint64(20) {
				g := &racingGame{stateGame: stateGame{st: raceState(t, seed)}, d: Decision{Seat: 0, Others: []int{1, 2, 3}, Races: true}}
				order := raceOrder(g, []int{1, 2, 3, 0})
				var offers []string
				agents := make([]Agent, 4)
				for s := range agents {
					agents[s] = offerLog{eager: s == tc.eager, offers: &offers}
				}
				n, err := Step(g, agents)
				require.NoError(t, err)
				assert.Equal(t, 1, n)
				want := tc.winner(order)
				assert.Equal(t, []int{want}, g.played)
				var expect []string
				for _, s := range order[:slices.Index(order, want)+1] {
					expect = append(expect, fmt.Sprintf("%d:%t", s, s != 0))
				}
				assert.Equal(t, expect, offers, "offered in the race's order, the seat to decide not optionally")
			}
		})
	}
}
