package sim

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/engine"
)

// loopRepeats is how often the same table, with the same seat to decide,
// may come back before the bots are said to go round in circles.
const loopRepeats = 12

// errLooped stops a game whose bots go round in circles.
type errLooped struct{ moves, repeats int }

func (e errLooped) Error() string {
	return fmt.Sprintf("the bots went round in circles: the same cards in the same places, with the same seat to decide, "+
		"came back %d times by move %d; the game is stopped unfinished", e.repeats, e.moves)
}

// selfPlay plays a game to its end with the agents, as engine.SelfPlay
// does, stopping at maxMoves moves, or as soon as the bots loop: the same
// table with the same seat to decide comes back loopRepeats times.
func selfPlay(g engine.Game, agents []engine.Agent, maxMoves int) (int, error) {
	seen := map[uint64]int{}
	moves := 0
	for moves < maxMoves {
		d, err := g.ToAct()
		if err != nil || d.Over {
			return moves, err
		}
		key := tableKey(g.State())*31 + uint64(d.Seat)
		if seen[key]++; seen[key] >= loopRepeats {
			return moves, errLooped{moves: moves, repeats: seen[key]}
		}
		n, err := engine.Step(g, agents)
		moves += n
		if err != nil {
			return moves, err
		}
	}
	d, err := g.ToAct()
	if err == nil && !d.Over {
		err = fmt.Errorf("the game did not end within %d moves", maxMoves)
	}
	return moves, err
}
