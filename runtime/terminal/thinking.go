package terminal

import (
	"fmt"
	"io"
	"sync"
	"time"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// thinkingAfter is how long a bot may take before the terminal says it is
// thinking: a quick bot's move shows without flicker.
const thinkingAfter = 300 * time.Millisecond

// thinker is a bot that, when it takes longer than after to choose, says
// "seat N is thinking..." on a line of its own that it clears when done.
// It only writes to a terminal, so piped output never depends on speed.
type thinker struct {
	engine.Agent
	out   io.Writer
	after time.Duration
}

// thinking wraps a bot for the terminal: a slow bot is said to be thinking
// when the output is a terminal; elsewhere the bot is unchanged.
func (t *Terminal) thinking(bot engine.Agent) engine.Agent {
	if !t.live {
		return bot
	}
	return thinker{Agent: bot, out: t.out, after: thinkingAfter}
}

// Choose implements engine.Agent.
func (a thinker) Choose(g engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	var mu sync.Mutex
	shown, done := false, false
	timer := time.AfterFunc(a.after, func() {
		mu.Lock()
		defer mu.Unlock()
		if !done {
			fmt.Fprintf(a.out, "  seat %d is thinking...", seat+1)
			shown = true
		}
	})
	m, ok, err := a.Agent.Choose(g, seat, optional)
	timer.Stop()
	mu.Lock()
	defer mu.Unlock()
	done = true
	if shown {
		fmt.Fprint(a.out, "\r\x1b[K") // the line cleared for the move
	}
	return m, ok, err
}
