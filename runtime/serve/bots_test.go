package serve

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// addOne is a bot that adds 1 on its turn and never acts out of turn. When
// entered is set, it says when it starts deciding, and waits for release.
type addOne struct {
	entered chan struct{}
	release chan struct{}
}

func (b *addOne) Choose(_ engine.Game, _ int, optional bool) (*notation.Move, bool, error) {
	if optional {
		return nil, false, nil
	}
	if b.entered != nil {
		b.entered <- struct{}{}
		<-b.release
	}
	return enginetest.Add(1), true, nil
}

// setBots gives seats (counted from 1) their bots, before anyone joined.
func (f *fixture) setBots(bots map[int]engine.Agent) {
	f.table.mu.Lock()
	defer f.table.mu.Unlock()
	for seat, bot := range bots {
		f.table.seats[seat-1].bot = bot
	}
}

// TestOutOfTurnAfterABotMove: after a bot's move, the next bot waits the
// bot delay, so a person may act out of turn (as a catch) in between.
func TestOutOfTurnAfterABotMove(t *testing.T) {
	const delay = 300 * time.Millisecond
	f := newFixtureConfig(t, Config{BotDelay: delay}, Spec{Script: "race", Seats: 3, Seed: 7})
	f.setBots(map[int]engine.Agent{2: &addOne{}, 3: &addOne{}})
	f.table.mu.Lock()
	f.race().SetOthers(0) // seat 1 may shout, out of turn, until it does
	f.table.mu.Unlock()
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/1/start", f.secret(1), "{}") // bots take the empty seats
	moved := time.Now()
	status, body := f.move(t, 1, "add 1")
	require.Equal(t, http.StatusOK, status, "%v", body)

	var view map[string]any
	require.Eventually(t, func() bool {
		_, view = f.call(t, "GET", "/1/view", f.secret(1), "")
		return view["toAct"] == float64(3)
	}, 5*time.Second, 5*time.Millisecond, "seat 2's bot moves")
	assert.GreaterOrEqual(t, time.Since(moved), delay, "the bot waited the delay")
	assert.Equal(t, true, view["outOfTurn"], "seat 1 may shout after the bot's move")
	status, body = f.move(t, 1, "shout")
	require.Equal(t, http.StatusOK, status, "the shout comes before seat 3's bot moves: %v", body)

	f.settle(t)
	_, view = f.call(t, "GET", "/1/view", f.secret(1), "")
	log := strings.Join(toStrings(view["log"]), "\n")
	assert.Regexp(t, `seat 2 adds 1: 2\.\nseat 1 shouts\.\nseat 3 adds 1: 3\.`, log)
	assert.Equal(t, float64(1), view["toAct"], "seat 3's bot moved after the shout")
}

// TestTableAnswersWhileABotThinks: a bot decides outside the table's lock.
func TestTableAnswersWhileABotThinks(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	bot := &addOne{entered: make(chan struct{}), release: make(chan struct{})}
	f.setBots(map[int]engine.Agent{2: bot})
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/1/start", f.secret(1), "{}") // bots take the empty seats
	f.move(t, 1, "add 1")
	waitFor(t, bot.entered, "seat 2's bot starts thinking")

	answered := make(chan map[string]any, 1)
	go func() {
		_, view := f.call(t, "GET", "/watch/view", f.secret(0), "")
		answered <- view
	}()
	select {
	case view := <-answered:
		assert.Equal(t, float64(2), view["toAct"], "seat 2 is thinking")
	case <-time.After(5 * time.Second):
		require.Fail(t, "the table did not answer while a bot thinks")
	}
	status, _ := f.move(t, 1, "add 1")
	assert.Equal(t, http.StatusUnprocessableEntity, status, "not seat 1's turn")

	close(bot.release)
	f.settle(t)
	_, view := f.call(t, "GET", "/1/view", f.secret(1), "")
	assert.Equal(t, float64(1), view["toAct"], "the bot moved")
}

// TestBotMoveDroppedWhenTheTableChanged: a bot's decision is not played
// when the table changed while it thought (here, its seat was taken).
func TestBotMoveDroppedWhenTheTableChanged(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	bot := &addOne{entered: make(chan struct{}), release: make(chan struct{})}
	f.setBots(map[int]engine.Agent{2: bot})
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/1/start", f.secret(1), "{}") // bots take the empty seats
	f.move(t, 1, "add 1")
	waitFor(t, bot.entered, "seat 2's bot starts thinking")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	close(bot.release)
	f.settle(t)
	_, view := f.call(t, "GET", "/2/view", f.secret(2), "")
	assert.Equal(t, float64(2), view["toAct"], "the bot's move was dropped")
	assert.Contains(t, view["status"], "total 1 of")
	status, body := f.move(t, 2, "add 2")
	assert.Equal(t, http.StatusOK, status, "%v", body)
}

func waitFor(t *testing.T, ch <-chan struct{}, what string) {
	t.Helper()
	select {
	case <-ch:
	case <-time.After(5 * time.Second):
		require.Fail(t, "timed out: "+what)
	}
}

func toStrings(v any) []string {
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	return out
}
