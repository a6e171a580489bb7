package sim

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/engine"
)

// selfPlay plays a game to its end with the agents, as engine.SelfPlay
// does, stopping at maxMoves moves, or as soon as the bots go round in
// circles (an *engine.InCircles). w watches each decision.
func selfPlay(g engine.Game, agents []engine.Agent, maxMoves int, w *watch) (int, error) {
	var circles engine.Circles
	moves := 0
	for moves < maxMoves {
		d, err := g.ToAct()
		if err != nil || d.Over {
			return moves, err
		}
		if err := circles.See(g.State(), d.Seat, moves); err != nil {
			return moves, err
		}
		if err := w.decide(g, d.Seat, moves); err != nil {
			return moves, err
		}
		n, err := engine.StepDecision(g, agents, d)
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
