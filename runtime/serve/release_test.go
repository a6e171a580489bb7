package serve

import (
	"io"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countingSource is Race whose instances count how many were started and
// closed, and how many games they restored.
type countingSource struct {
	enginetest.Source
	mu                       sync.Mutex
	opened, closed, restored int
}

// Instance implements [engine.Source].
func (c *countingSource) Instance() (engine.Rules, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.opened++
	return &countingRules{Rules: enginetest.Rules{}, source: c}, nil
}

// counts are the instances started and closed so far.
func (c *countingSource) counts() (opened, closed int) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.opened, c.closed
}

// countingRules is an instance of Race that tells its source when closed
// and when it restores a game.
type countingRules struct {
	enginetest.Rules
	source *countingSource
}

// Restore implements [engine.Rules].
func (r *countingRules) Restore(data []byte) (engine.Game, error) {
	r.source.mu.Lock()
	r.source.restored++
	r.source.mu.Unlock()
	return r.Rules.Restore(data)
}

// restores is how many games the source's instances restored so far.
func (c *countingSource) restores() int {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.restored
}

// Close implements [engine.Rules].
func (r *countingRules) Close() {
	r.source.mu.Lock()
	defer r.source.mu.Unlock()
	r.source.closed++
}

// newCountingFixture is a table of Race to 6, seat 1 against a random bot
// that moves at once, served from a counting source.
func newCountingFixture(t *testing.T) (*fixture, *countingSource) {
	t.Helper()
	src := &countingSource{}
	cfg := Config{Sources: map[string]engine.Source{"race": src}}
	spec := Spec{Script: "race", Seats: 2, Seed: 7, Bots: []string{"random"}, Options: map[string]string{"target": "6"}}
	return newFixtureConfig(t, cfg, spec), src
}

// finalRace restores the game a released table saved.
func (f *fixture) finalRace(t *testing.T) *enginetest.Race {
	t.Helper()
	f.table.mu.Lock()
	defer f.table.mu.Unlock()
	require.NotNil(t, f.table.final, "the table is released")
	g, err := enginetest.Rules{}.Restore(f.table.final.game)
	require.NoError(t, err)
	return g.(*enginetest.Race)
}

func TestEndedTableReleasesItsRules(t *testing.T) {
	f, src := newCountingFixture(t)
	f.playToTheEnd(t)
	f.settle(t)
	opened, closed := src.counts()
	assert.Equal(t, 2, opened, "the table's instance and its bots'")
	assert.Equal(t, opened, closed, "both closed once the game is over")
	f.table.mu.Lock()
	assert.Nil(t, f.table.game)
	assert.Nil(t, f.table.rules)
	assert.Nil(t, f.table.botRules)
	f.table.mu.Unlock()
	race := f.finalRace(t)
	require.True(t, race.State().Result().Over)

	status, view := f.call(t, "GET", "/1/view", f.secret(1), "")
	require.Equal(t, http.StatusOK, status, "%v", view)
	assert.Equal(t, true, view["over"])
	assert.NotEmpty(t, view["result"])
	assert.NotEmpty(t, view["log"])
	line, err := race.Status(0)
	require.NoError(t, err)
	assert.Equal(t, line, view["status"], "the final view")
	assert.Empty(t, view["moves"])
	status, watch := f.call(t, "GET", "/watch/view", f.secret(0), "")
	require.Equal(t, http.StatusOK, status)
	assert.Equal(t, float64(0), watch["seat"], "the onlooker's own final view")
	assert.Equal(t, view["piles"], watch["piles"], "Race hides nothing")

	status, refused := f.move(t, 1, "add 1")
	assert.Equal(t, http.StatusUnprocessableEntity, status)
	assert.Equal(t, "the game is over", refused["refused"].(map[string]any)["reason"])

	_, view = f.call(t, "POST", "/1/bot", f.secret(1), `{"bot": true}`)
	assert.Equal(t, "random", view["bot"], "the seats still change hands")
	f.settle(t)
	assert.Equal(t, 2, src.opened, "and no bot player wakes")
}

func TestReleasedTableDownloadsAndPlaysAgain(t *testing.T) {
	f, src := newCountingFixture(t)
	f.playToTheEnd(t)
	f.settle(t)
	moves := f.finalRace(t).State().MovesLen()

	req, err := http.NewRequest("GET", f.http.URL+"/api/table/"+f.table.ID()+"/1/scenario", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+f.secret(1))
	resp, err := f.http.Client().Do(req)
	require.NoError(t, err)
	body, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode, "%s", body)
	assert.Equal(t, moves, strings.Count(string(body), "\n  - "), "every move")
	opened, closed := src.counts()
	assert.Equal(t, []int{3, 3}, []int{opened, closed}, "the download restores the game on an instance, closed after")

	status, view := f.call(t, "POST", "/1/again", f.secret(1), "{}")
	require.Equal(t, http.StatusOK, status, "%v", view)
	assert.Equal(t, f.table.next.SeatLinks()[0], view["again"])
	_, view = f.call(t, "GET", "/2/view", f.secret(2), "")
	assert.Equal(t, f.table.next.SeatLinks()[1], view["again"], "each seat's view links to its seat of the next game")
}

func TestBotsIdleWhileEverySeatIsHeld(t *testing.T) {
	f, src := newCountingFixture(t)
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/1/start", f.secret(1), "{}") // bots take the empty seats
	f.call(t, "POST", "/1/start", f.secret(1), "{}") // bots take the empty seats
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	f.settle(t)
	before := src.restores()
	f.move(t, 1, "add 1")
	f.move(t, 2, "add 1")
	f.settle(t)
	assert.Equal(t, before, src.restores(), "the bot player never copied the game")

	f.call(t, "POST", "/2/bot", f.secret(2), `{"bot": true}`)
	f.move(t, 1, "add 1")
	require.Eventually(t, func() bool {
		_, view := f.call(t, "GET", "/1/view", f.secret(1), "")
		return view["toAct"] == float64(1) || view["over"] == true
	}, 5*time.Second, time.Millisecond, "seat 2's bot moves")
	assert.Greater(t, src.restores(), before, "a bot plays on its copy of the game")
}

// TestWaitingBotStopsWhenEverySeatIsHeld has the bot player wait for a
// bot's move (a bot delay of an hour) when the last seat is joined: it
// stops at once, and the table releases its rules when the game ends.
func TestWaitingBotStopsWhenEverySeatIsHeld(t *testing.T) {
	src := &countingSource{}
	cfg := Config{Sources: map[string]engine.Source{"race": src}, BotDelay: time.Hour}
	f := newFixtureConfig(t, cfg, Spec{Script: "race", Seats: 2, Seed: 7, Options: map[string]string{"target": "4"}})
	f.call(t, "POST", "/2/join", f.secret(2), "{}")  // seat 1's bot waits its hour
	f.call(t, "POST", "/2/start", f.secret(2), "{}") // bots take the empty seats
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.settle(t)
	for seat := 1; ; seat = 3 - seat {
		_, view := f.call(t, "GET", "/1/view", f.secret(1), "")
		if view["over"] == true {
			break
		}
		f.move(t, seat, "add 1")
	}
	f.settle(t)
	opened, closed := src.counts()
	assert.Equal(t, 2, opened, "the table's instance and its bots'")
	assert.Equal(t, opened, closed, "both released")
}
