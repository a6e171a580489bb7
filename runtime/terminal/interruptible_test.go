package terminal

import (
	"bytes"
	"testing"
	"time"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stuckBot thinks until it is released: a search bot given a million
// iterations.
type stuckBot struct{ started, release chan struct{} }

func (b stuckBot) Choose(g engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	close(b.started)
	<-b.release
	return nil, false, nil
}

// TestAnInterruptDoesNotWaitForABotThatThinks: Ctrl-C while a bot thinks
// gets the game at once, to record it, however long the bot would think.
func TestAnInterruptDoesNotWaitForABotThatThinks(t *testing.T) {
	var out bytes.Buffer
	term := raceTerminal("", &out)
	term.seat = 1
	bot := stuckBot{started: make(chan struct{}), release: make(chan struct{})}
	defer close(bot.release)
	term.newBot = func(seat int, seed uint64) (engine.Agent, error) { return bot, nil }
	g := enginetest.New(2)
	go func() { _ = term.Play(g) }()
	<-bot.started
	got := make(chan engine.Game, 1)
	go func() { got <- term.Interrupt() }()
	select {
	case recorded := <-got:
		require.NotNil(t, recorded)
		assert.Same(t, g, recorded, "the game being played, as it stands before the bot's move")
	case <-time.After(time.Minute): // a liveness guard: the interrupt returns at once when right
		t.Fatal("the interrupt waited for the bot")
	}
}
