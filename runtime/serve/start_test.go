package serve

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTableWaitsForItsPlayers: a new table waits, nobody moves, until
// every seat is held; the page is told which seats are held.
func TestTableWaitsForItsPlayers(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	_, view := f.call(t, "POST", "/1/join", f.secret(1), "{}")
	assert.Equal(t, false, view["started"])
	f.settle(t)
	assert.Equal(t, 0, f.race().Total(), "no bot played seat 2")
	assert.Empty(t, view["moves"], "no move is offered before the start")
	seats := view["seats"].([]any)
	assert.Equal(t, true, seats[0].(map[string]any)["held"])
	assert.Equal(t, false, seats[1].(map[string]any)["held"])
	status, body := f.move(t, 1, "add 1")
	require.Equal(t, http.StatusUnprocessableEntity, status)
	assert.Contains(t, body["refused"].(map[string]any)["reason"], "has not started")

	_, view = f.call(t, "POST", "/2/join", f.secret(2), "{}")
	assert.Equal(t, true, view["started"], "every seat is held: the game starts")
	status, body = f.move(t, 1, "add 1")
	assert.Equal(t, http.StatusOK, status, "%v", body)
}

// TestStartPress: a seated player's press lets the bots take the empty
// seats; an onlooker may not press it; pressing again changes nothing.
func TestStartPress(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	status, _ := f.call(t, "POST", "/watch/start", f.secret(0), "{}")
	assert.Equal(t, http.StatusForbidden, status, "an onlooker cannot start")
	status, view := f.call(t, "POST", "/2/start", f.secret(2), "{}")
	require.Equal(t, http.StatusOK, status, "%v", view)
	assert.Equal(t, true, view["started"])
	f.settle(t)
	assert.Equal(t, 1, f.race().State().MovesLen(), "seat 1's bot played its turn")
	status, _ = f.call(t, "POST", "/2/start", f.secret(2), "{}")
	assert.Equal(t, http.StatusOK, status)
	assert.Equal(t, 1, f.race().State().MovesLen())
}

// TestAdminStartsATable: the lobby (this computer, or the admin link)
// starts a waiting table; the table's seats hand over to bots and back.
func TestAdminStartsATable(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	proxied := map[string]string{"X-Forwarded-For": "203.0.113.9"}
	status, body := f.lobbyCall(t, "POST", "/api/tables/"+f.table.ID()+"/start", "", proxied)
	assert.Equal(t, http.StatusForbidden, status, "not from this computer, no admin secret: %v", body)
	status, body = f.lobbyCall(t, "GET", "/api/tables/"+f.table.ID()+"/scenario", "", proxied)
	assert.Equal(t, http.StatusForbidden, status, "nor the game in progress: %v", body)
	status, body = f.lobbyCall(t, "POST", "/api/tables/"+f.table.ID()+"/start", "",
		map[string]string{"X-Forwarded-For": "203.0.113.9", "Authorization": "Bearer " + f.srv.admin})
	assert.Equal(t, http.StatusOK, status, "the admin link may: %v", body)
	resp, err := f.http.Client().Post(f.http.URL+"/api/tables/"+f.table.ID()+"/start", "application/json", nil)
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode)
	f.settle(t)
	_, view := f.call(t, "GET", "/watch/view", f.secret(0), "")
	assert.Equal(t, true, view["started"])
	assert.Equal(t, true, view["over"], "bots played both seats to the end")

	resp, err = f.http.Client().Post(f.http.URL+"/api/tables/nosuch/start", "application/json", nil)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusNotFound, resp.StatusCode)
}

// TestStartNow: a table set up to start now has its bots play at once.
func TestStartNow(t *testing.T) {
	spec := raceSpec()
	spec.Start = StartNow
	f := newFixture(t, "", spec)
	f.settle(t)
	_, view := f.call(t, "GET", "/watch/view", f.secret(0), "")
	assert.Equal(t, true, view["started"])
	assert.Equal(t, true, view["over"], "nobody joined, the bots played it all")
}

// TestBadStartMode: a start mode other than full or now is refused.
func TestBadStartMode(t *testing.T) {
	f := newFixture(t, "", Spec{})
	spec := raceSpec()
	spec.Start = "later"
	_, err := f.srv.NewTable(spec)
	assert.ErrorIs(t, err, errBadStart)
}

// TestCheckHasItsOwnLimit: checking moves as a player types is held back
// as moves are, and does not use up the seat's moves.
func TestCheckHasItsOwnLimit(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	status, body := f.call(t, "POST", "/1/check", f.secret(1), `{"move": "add 1"}`)
	require.Equal(t, http.StatusOK, status, "%v", body)
	assert.Equal(t, true, body["ok"])
	assert.Equal(t, 0, f.race().Total(), "a check plays nothing")
	status, body = f.call(t, "POST", "/watch/check", f.secret(0), `{"move": "add 1"}`)
	assert.Equal(t, http.StatusForbidden, status, "%v", body)
	limited := false
	for range 2 * DefaultMoveRate {
		status, _ := f.call(t, "POST", "/1/check", f.secret(1), `{"move": "add 1"}`)
		limited = limited || status == http.StatusTooManyRequests
	}
	assert.True(t, limited, "a seat checking too fast is held back")
	status, body = f.move(t, 1, "add 1")
	assert.Equal(t, http.StatusOK, status, "moves have their own limit: %v", body)
}
