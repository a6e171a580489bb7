package terminal

import (
	"bufio"
	"bytes"
	"io"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/rulerun/rulerun/runtime/rulebook"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shouter is a bot of Race: out of turn it shouts, unless it declines;
// in turn it adds 1.
type shouter struct{ declines bool }

// Choose implements engine.Agent.
func (b shouter) Choose(g engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	if optional {
		return enginetest.Shout(), !b.declines, nil
	}
	return enginetest.Add(1), true, nil
}

// fakeClock is the clock of a race in a test: it notes each delay asked
// for, and delivers at once when fires, never otherwise.
type fakeClock struct {
	fires  bool
	delays []time.Duration
}

func (c *fakeClock) after(d time.Duration) <-chan time.Time {
	c.delays = append(c.delays, d)
	ch := make(chan time.Time, 1)
	if c.fires {
		ch <- time.Time{}
	}
	return ch
}

// gatedWriter is the screen of a test, which opens a gate the first time
// it shows a text.
type gatedWriter struct {
	bytes.Buffer
	when string
	gate chan struct{}
	once sync.Once
}

func (w *gatedWriter) Write(p []byte) (int, error) {
	n, err := w.Buffer.Write(p)
	if strings.Contains(w.String(), w.when) {
		w.once.Do(func() { close(w.gate) })
	}
	return n, err
}

// gatedReader gives nothing to read until its gate opens: the player has
// typed nothing yet.
type gatedReader struct {
	r    io.Reader
	gate chan struct{}
}

func (r gatedReader) Read(p []byte) (int, error) {
	<-r.gate
	return r.r.Read(p)
}

// arrivalTerminal is raceTerminal with shouter bots and a fake clock.
func arrivalTerminal(in io.Reader, out io.Writer, bot shouter, clock *fakeClock) *Terminal {
	return &Terminal{in: bufio.NewScanner(in), screen: screen{out: out},
		desc: enginetest.Rules{}.Describe(), book: rulebook.Book{}, after: clock.after,
		newBot: func(int, uint64) (engine.Agent, error) { return bot, nil }}
}

// moveOf is the i-th move made, as "seat N: move".
func moveOf(t *testing.T, g *enginetest.Race, i int) string {
	t.Helper()
	moves := g.State().Moves()
	require.Greater(t, len(moves), i)
	return seatWord(moves[i].Seat, -1) + ": " + moves[i].Move
}

// TestRaceByArrival: at the terminal a race goes to the first move to
// arrive, the player's typed move or a bot's after its reaction delay,
// drawn from the rules' window; a bot that would decline never acts.
func TestRaceByArrival(t *testing.T) {
	rest := strings.Repeat("1\n", 12)
	for name, tc := range map[string]struct {
		player  int    // the seat to act first: 0 the player, 1 the bot
		typed   string // what the player types at the race
		fires   bool   // the bot's reaction comes before the player's line
		declies bool   // the bot declines to race
		first   string // the move that won the race
		asked   bool   // the clock was asked for a reaction
	}{
		"the player to act, quicker than the bot":   {player: 0, typed: "add 2\n", first: "seat 1: add 2", asked: true},
		"the player to act, the bot quicker":        {player: 0, typed: "add 2\n", fires: true, first: "seat 2: shout", asked: true},
		"the player out of turn, quicker":           {player: 1, typed: "shout\n", first: "seat 1: shout", asked: true},
		"the player out of turn, the bot quicker":   {player: 1, typed: "shout\n", fires: true, first: "seat 2: add 1", asked: true},
		"the player declines: the bot acts at once": {player: 1, typed: "\n", first: "seat 2: add 1", asked: true},
		"a bot that declines never acts":            {player: 0, typed: "add 2\n", declies: true, first: "seat 1: add 2"},
	} {
		t.Run(name, func(t *testing.T) {
			g := enginetest.New(2)
			at := 0
			if tc.player == 1 {
				require.NoError(t, g.PlayMove(0, enginetest.Add(1)))
				at = 1
			}
			g.SetRace(1 - tc.player)
			clock := &fakeClock{fires: tc.fires}
			out := &gatedWriter{when: "was quicker", gate: make(chan struct{})}
			var in io.Reader = strings.NewReader(tc.typed + rest)
			if tc.fires {
				in = gatedReader{r: strings.NewReader(tc.typed + rest), gate: out.gate}
			}
			term := arrivalTerminal(in, out, shouter{declines: tc.declies}, clock)
			require.NoError(t, term.Play(g))
			assert.Equal(t, tc.first, moveOf(t, g, at))
			if !tc.asked {
				assert.Empty(t, clock.delays, "no reaction drawn")
				return
			}
			require.Len(t, clock.delays, 1, "one race")
			assert.GreaterOrEqual(t, clock.delays[0], engine.DefaultReactMin)
			assert.LessOrEqual(t, clock.delays[0], engine.DefaultReactMax)
			if tc.fires {
				assert.Contains(t, out.String(), "Seat 2 was quicker. What you type now answers the next question.")
				assert.NotEqual(t, tc.first, moveOf(t, g, at+1), "the line typed late answered the next question")
			}
		})
	}
}
