package terminal

import (
	"bytes"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// watchingBot adds 1, and notes what the screen showed when it was asked.
// With until set, it is a slow bot: it decides only once the screen shows
// until (or after a minute), however busy the machine.
type watchingBot struct {
	out   *lockedBuffer
	seen  *[]string
	until string
	pause time.Duration
}

func (b watchingBot) Choose(g engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	if optional {
		return nil, false, nil
	}
	*b.seen = append(*b.seen, b.out.String())
	for end := time.Now().Add(time.Minute); b.until != "" && !strings.Contains(b.out.String(), b.until) && time.Now().Before(end); {
		time.Sleep(time.Millisecond)
	}
	time.Sleep(b.pause)
	return enginetest.Add(1), true, nil
}

// lockedBuffer is a buffer a thinking line may be written to from a timer.
type lockedBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (l *lockedBuffer) Write(p []byte) (int, error) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.Write(p)
}

func (l *lockedBuffer) String() string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.b.String()
}

// TestPlayersMoveShownBeforeBotsThink: the player's move is narrated as soon
// as it is made, before the next bot is asked for its move.
func TestPlayersMoveShownBeforeBotsThink(t *testing.T) {
	out := &lockedBuffer{}
	var seen []string
	term := raceTerminal("add 2\n"+strings.Repeat("1\n", 10), nil)
	term.out = out
	term.newBot = func(int, uint64) (engine.Agent, error) { return watchingBot{out: out, seen: &seen}, nil }
	require.NoError(t, term.Play(enginetest.New(2)))
	require.NotEmpty(t, seen)
	assert.Contains(t, seen[0], "you> add 2\n  seat 1 adds 2: 2.\n", "the player's move shows while the bot decides")
}

// TestSlowBotIsSaidToThink: at a terminal, a bot slower than the threshold
// is said to be thinking, on a line cleared once it has moved; a quick bot
// and piped output show nothing. The slow bot at a terminal waits for the
// line, and the quick one is far under the threshold, so that neither
// depends on the machine's speed.
func TestSlowBotIsSaidToThink(t *testing.T) {
	tests := []struct {
		name  string
		live  bool
		until string
		pause time.Duration
		after time.Duration
		want  bool
	}{
		{"slow bot at a terminal", true, "thinking", 0, 10 * time.Millisecond, true},
		{"quick bot at a terminal", true, "", 0, time.Hour, false},
		{"slow bot, piped output", false, "", 50 * time.Millisecond, 10 * time.Millisecond, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			out := &lockedBuffer{}
			var seen []string
			bot := watchingBot{out: out, seen: &seen, until: tt.until, pause: tt.pause}
			term := &Terminal{screen: screen{out: out}, live: tt.live}
			agent := term.thinking(bot)
			if th, ok := agent.(thinker); ok {
				th.after = tt.after
				agent = th
			}
			_, ok, err := agent.Choose(enginetest.New(2), 1, false)
			require.NoError(t, err)
			require.True(t, ok)
			if tt.want {
				assert.Equal(t, "  seat 2 is thinking...\r\x1b[K", out.String())
			} else {
				assert.Empty(t, out.String())
			}
		})
	}
}
