package serve

import (
	"bufio"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixture is a server of Race (enginetest) on a test HTTP server, with one
// table.
type fixture struct {
	srv   *Server
	http  *httptest.Server
	table *Table
}

func newFixture(t *testing.T, data string, spec Spec) *fixture {
	t.Helper()
	return newFixtureConfig(t, Config{Data: data}, spec)
}

// newFixtureConfig is newFixture with more of the server's configuration.
func newFixtureConfig(t *testing.T, cfg Config, spec Spec) *fixture {
	t.Helper()
	if cfg.Sources == nil {
		cfg.Sources = map[string]engine.Source{"race": enginetest.Source{}}
	}
	cfg.Log = io.Discard
	srv := New(cfg)
	f := &fixture{srv: srv}
	if spec.Script != "" {
		tbl, err := srv.NewTable(spec)
		require.NoError(t, err)
		f.table = tbl
	}
	f.http = httptest.NewServer(srv.Handler())
	t.Cleanup(func() { f.http.Close(); srv.Close() })
	return f
}

// secret is the secret of a seat (counted from 1), 0 for the watch link.
func (f *fixture) secret(seat int) string {
	link := f.table.WatchLink()
	if seat > 0 {
		link = f.table.SeatLinks()[seat-1]
	}
	_, secret, _ := strings.Cut(link, "#")
	return secret
}

// call sends a request of the API and decodes the answer.
func (f *fixture) call(t *testing.T, method, path, secret, body string) (int, map[string]any) {
	t.Helper()
	req, err := http.NewRequest(method, f.http.URL+"/api/table/"+f.table.ID()+path, strings.NewReader(body))
	require.NoError(t, err)
	if secret != "" {
		req.Header.Set("Authorization", "Bearer "+secret)
	}
	resp, err := f.http.Client().Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	var out map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
	return resp.StatusCode, out
}

func (f *fixture) move(t *testing.T, seat int, move string) (int, map[string]any) {
	t.Helper()
	b, _ := json.Marshal(moveRequest{Move: move})
	return f.call(t, "POST", "/"+itoa(seat)+"/move", f.secret(seat), string(b))
}

func itoa(n int) string { return strconv.Itoa(n) }

func (f *fixture) race() *enginetest.Race { return f.table.game.(*enginetest.Race) }

// settle waits until the table's bots have nothing more to do.
func (f *fixture) settle(t *testing.T) {
	t.Helper()
	require.Eventually(t, func() bool {
		f.table.mu.Lock()
		defer f.table.mu.Unlock()
		return !f.table.thinking
	}, 5*time.Second, time.Millisecond, "the bots stop")
}

// version is the table's version, read under its lock.
func (f *fixture) version() uint64 {
	f.table.mu.Lock()
	defer f.table.mu.Unlock()
	return f.table.version
}

func raceSpec() Spec { return Spec{Script: "race", Seats: 2, Seed: 7, Bots: []string{"random"}} }

func TestJoinChecksTheSecret(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	tests := []struct {
		name   string
		path   string
		secret string
		status int
	}{
		{"own secret", "/1/join", f.secret(1), http.StatusOK},
		{"watch secret", "/watch/join", f.secret(0), http.StatusOK},
		{"wrong secret", "/1/join", "00112233445566778899aabbccddeeff", http.StatusForbidden},
		{"another seat's secret", "/1/join", f.secret(2), http.StatusForbidden},
		{"watch secret for a seat", "/2/join", f.secret(0), http.StatusForbidden},
		{"no secret", "/1/join", "", http.StatusForbidden},
		{"unknown seat", "/3/join", f.secret(1), http.StatusNotFound},
		{"seat zero", "/0/join", f.secret(1), http.StatusNotFound},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body := f.call(t, "POST", tt.path, tt.secret, "{}")
			assert.Equal(t, tt.status, status, "%v", body)
			if tt.status != http.StatusOK {
				assert.NotEmpty(t, body["error"])
			}
		})
	}
	assert.True(t, f.table.seats[0].held, "seat 1 joined")
	assert.False(t, f.table.seats[1].held, "nobody joined seat 2")
}

func TestMoveAndRefusal(t *testing.T) {
	f := newFixture(t, "", Spec{Script: "race", Seats: 2, Seed: 7})
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")

	status, body := f.move(t, 1, "add 2")
	require.Equal(t, http.StatusOK, status, "%v", body)
	assert.Equal(t, 2, f.race().Total())

	tests := []struct {
		name, move string
		seat       int
		reason     string
	}{
		{"breaks a rule", "add 3", 2, "RACE-1"},
		{"not its turn", "add 1", 1, "seat 2's turn"},
		{"not a move", "fly away", 2, ""},
		{"out of turn shout refused", "shout", 1, "seat 2's turn"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			version := f.version()
			status, body := f.move(t, tt.seat, tt.move)
			require.Equal(t, http.StatusUnprocessableEntity, status, "%v", body)
			refused, _ := body["refused"].(map[string]any)
			require.NotNil(t, refused, "%v", body)
			assert.Contains(t, refused["reason"], tt.reason)
			assert.Equal(t, 2, f.race().Total(), "nothing changed")
			assert.Equal(t, version, f.version(), "nothing changed")
		})
	}
}

func TestOutOfTurnMove(t *testing.T) {
	f := newFixture(t, "", Spec{Script: "race", Seats: 3, Seed: 7})
	for seat := 1; seat <= 3; seat++ {
		f.call(t, "POST", "/"+itoa(seat)+"/join", f.secret(seat), "{}")
	}
	f.race().SetOthers(1) // seat 2 may shout
	_, view := f.call(t, "GET", "/3/view", f.secret(3), "")
	assert.Equal(t, false, view["outOfTurn"])
	assert.Empty(t, view["moves"], "seat 3 may not act")
	status, body := f.move(t, 3, "shout")
	assert.Equal(t, http.StatusUnprocessableEntity, status, "%v", body)
	_, v2 := f.call(t, "GET", "/2/view", f.secret(2), "")
	assert.Equal(t, true, v2["outOfTurn"])
	assert.Contains(t, v2["moves"], "shout")
	status, body = f.move(t, 2, "shout")
	assert.Equal(t, http.StatusOK, status, "%v", body)
}

func TestBotFillsAnEmptySeat(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/1/start", f.secret(1), "{}") // bots take the empty seats
	f.settle(t)
	_, view := f.call(t, "GET", "/1/view", f.secret(1), "")
	for moves := 0; view["over"] != true; moves++ {
		require.Less(t, moves, 20, "the game ends")
		assert.Equal(t, float64(1), view["toAct"], "the bot moved")
		f.move(t, 1, "add 1")
		f.settle(t)
		_, view = f.call(t, "GET", "/1/view", f.secret(1), "")
	}
	assert.NotEmpty(t, view["winners"])
	assert.Empty(t, view["moves"])
}

func TestNothingMovesBeforeSomeoneJoins(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	_, view := f.call(t, "GET", "/watch/view", f.secret(0), "")
	assert.Equal(t, float64(1), view["toAct"])
	assert.Equal(t, 0, f.race().Total())
}

func TestHandToBotAndBack(t *testing.T) {
	f := newFixture(t, "", Spec{Script: "race", Seats: 2, Seed: 3, Options: map[string]string{"target": "30"}})
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	_, view := f.call(t, "POST", "/1/bot", f.secret(1), `{"bot": true}`)
	assert.Equal(t, "greedy", view["bot"])
	f.settle(t)
	_, view = f.call(t, "GET", "/1/view", f.secret(1), "")
	assert.Equal(t, float64(2), view["toAct"], "the bot played seat 1's turn")
	status, _ := f.move(t, 1, "add 1")
	assert.Equal(t, http.StatusUnprocessableEntity, status, "a bot plays the seat")
	_, view = f.call(t, "POST", "/1/bot", f.secret(1), `{"bot": false}`)
	assert.Equal(t, "", view["bot"])
	f.move(t, 2, "add 1")
	status, body := f.move(t, 1, "add 1")
	assert.Equal(t, http.StatusOK, status, "%v", body)
}

func TestReconnectGetsTheCurrentView(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/1/start", f.secret(1), "{}") // bots take the empty seats
	f.move(t, 1, "add 2")
	f.settle(t)
	req, err := http.NewRequest("GET", f.http.URL+"/api/table/"+f.table.ID()+"/1/events", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+f.secret(1))
	resp, err := f.http.Client().Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, "text/event-stream", resp.Header.Get("Content-Type"))
	events := bufio.NewReader(resp.Body)
	first := nextEvent(t, events)
	assert.Equal(t, float64(f.version()), first["version"], "the current view at once")
	f.move(t, 1, "add 1")
	second := nextEvent(t, events)
	assert.Greater(t, second["version"], first["version"], "a new view after the move")
}

// nextEvent reads the next view of a stream of server-sent events.
func nextEvent(t *testing.T, r *bufio.Reader) map[string]any {
	t.Helper()
	done := make(chan map[string]any, 1)
	go func() {
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				done <- nil
				return
			}
			if data, ok := strings.CutPrefix(line, "data: "); ok {
				var v map[string]any
				json.Unmarshal([]byte(data), &v)
				done <- v
				return
			}
		}
	}()
	select {
	case v := <-done:
		require.NotNil(t, v, "the stream ended")
		return v
	case <-time.After(5 * time.Second):
		require.Fail(t, "no view within 5 s")
		return nil
	}
}

func TestRestartResumesFromData(t *testing.T) {
	dir := t.TempDir()
	f := newFixture(t, dir, raceSpec())
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/1/start", f.secret(1), "{}") // bots take the empty seats
	f.move(t, 1, "add 2")
	f.settle(t)
	links, watch, total, moves := f.table.SeatLinks(), f.table.WatchLink(), f.race().Total(), f.race().State().MovesLen()
	version := f.version()
	f.http.Close()
	f.srv.Close()

	again := New(Config{Sources: map[string]engine.Source{"race": enginetest.Source{}}, Data: dir, Log: io.Discard})
	defer again.Close()
	tables, err := again.Resume()
	require.NoError(t, err)
	require.Len(t, tables, 1)
	g := &fixture{srv: again, table: tables[0], http: httptest.NewServer(again.Handler())}
	defer g.http.Close()
	assert.Equal(t, links, g.table.SeatLinks(), "the same links")
	assert.Equal(t, watch, g.table.WatchLink())
	assert.Equal(t, total, g.race().Total())
	assert.Equal(t, moves, g.race().State().MovesLen())
	assert.True(t, g.table.seats[0].held, "seat 1 is still held")
	assert.True(t, g.table.started, "a started game stays started")
	assert.Equal(t, version, g.version(), "the version goes on, so that an open page takes the next views")
	status, body := g.move(t, 1, "add 1")
	assert.Equal(t, http.StatusOK, status, "%v", body)
	view, _ := body["view"].(map[string]any)
	assert.Greater(t, view["version"], float64(version))
}

func TestRequestLimits(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	tests := []struct {
		name   string
		body   string
		status int
	}{
		{"malformed", `{"move": `, http.StatusBadRequest},
		{"unknown field", `{"move": "add 1", "seat": 2}`, http.StatusBadRequest},
		{"too large", `{"move": "` + strings.Repeat("a", maxBody) + `"}`, http.StatusBadRequest},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body := f.call(t, "POST", "/1/move", f.secret(1), tt.body)
			assert.Equal(t, tt.status, status, "%v", body)
			assert.NotEmpty(t, body["error"])
		})
	}
	limited := false
	for range 2*DefaultMoveRate + 1 {
		status, _ := f.move(t, 1, "add 9")
		limited = limited || status == http.StatusTooManyRequests
	}
	assert.True(t, limited, "a seat moving too fast is held back")
}

func TestCrossOriginMoveRefused(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	req, err := http.NewRequest("POST", f.http.URL+"/api/table/"+f.table.ID()+"/1/move", strings.NewReader(`{"move":"add 1"}`))
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+f.secret(1))
	req.Header.Set("Origin", "http://evil.example")
	resp, err := f.http.Client().Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusForbidden, resp.StatusCode)
	assert.Equal(t, 0, f.race().Total())
}

func TestPageHeadersAndScript(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	resp, err := f.http.Client().Get(f.http.URL + "/table/" + f.table.ID() + "/seat/1")
	require.NoError(t, err)
	defer resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, resp.Header.Get("Content-Security-Policy"), "script-src 'self'")
	assert.Equal(t, "nosniff", resp.Header.Get("X-Content-Type-Options"))
	js, err := files.ReadFile("static/app.js")
	require.NoError(t, err)
	for _, sink := range []string{"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"} {
		assert.NotContains(t, string(js), sink, "the page builds no markup from text")
	}
	resp, err = f.http.Client().Get(f.http.URL + "/")
	require.NoError(t, err)
	home, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	assert.NotContains(t, string(home), f.secret(1), "the home page names no secret")
}
