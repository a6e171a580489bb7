package lua

import (
	"time"

	"github.com/rulerun/rulerun/runtime/engine"
)

// Reaction implements [engine.Reactor]: the window within which a bot
// joins a race, as the racing declaration says (game.slaps.react_min and
// react_max), else the engine's default.
func (g *Game) Reaction() (lo, hi time.Duration) {
	if g.plan != nil && g.plan.plan != nil {
		if lo, hi, ok := g.plan.plan.Reaction(); ok {
			return lo, hi
		}
	}
	return engine.DefaultReactMin, engine.DefaultReactMax
}
