package terminal

import (
	"sync"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// interruptible is a bot that lets an interrupt in while it thinks: the
// terminal's lock, held while the game changes, is let go for the bot's
// choice (which changes nothing of the game) and taken back before its move
// is played, so Ctrl-C or a signal records the game at once, however long
// the bot would think, instead of waiting for its move.
type interruptible struct {
	engine.Agent
	mu *sync.Mutex
}

// Choose implements engine.Agent.
func (a interruptible) Choose(g engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	a.mu.Unlock()
	defer a.mu.Lock()
	return a.Agent.Choose(g, seat, optional)
}
