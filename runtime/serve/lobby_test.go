package serve

import (
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// lobbyCall sends a request of the lobby's API to the test server (from
// this computer) and decodes the answer.
func (f *fixture) lobbyCall(t *testing.T, method, path, body string, header map[string]string) (int, map[string]any) {
	t.Helper()
	req, err := http.NewRequest(method, f.http.URL+path, strings.NewReader(body))
	require.NoError(t, err)
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := f.http.Client().Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	var out map[string]any
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&out))
	return resp.StatusCode, out
}

func TestLobbyListsTheRulesWithoutSecrets(t *testing.T) {
	f := newFixture(t, "", raceSpec())
	resp, err := f.http.Client().Get(f.http.URL + "/api/lobby")
	require.NoError(t, err)
	raw, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	var lobby Lobby
	require.NoError(t, json.Unmarshal(raw, &lobby))
	assert.True(t, lobby.Admin, "this computer may start tables")
	require.Len(t, lobby.Scripts, 1)
	race := lobby.Scripts[0]
	assert.Equal(t, "race", race.Script)
	assert.Equal(t, "Race", race.Name)
	assert.Equal(t, [3]int{2, 4, 2}, [3]int{race.MinSeats, race.MaxSeats, race.DefaultSeats})
	assert.NotEmpty(t, race.Options)
	require.Len(t, lobby.Tables, 1)
	assert.Equal(t, TableInfo{ID: f.table.ID(), Game: "Race", Script: "race", Seats: 2}, lobby.Tables[0], "a table that waits, nobody joined")
	for seat := 0; seat <= 2; seat++ {
		assert.NotContains(t, string(raw), f.secret(seat), "the lobby names no secret")
	}
	assert.NotContains(t, string(raw), f.srv.admin)
}

func TestLobbyStartsATable(t *testing.T) {
	f := newFixture(t, "", Spec{})
	status, body := f.lobbyCall(t, "POST", "/api/tables",
		`{"script": "race", "seats": 3, "options": {"target": "5"}, "bots": ["random"], "seed": 9, "start": "now"}`, nil)
	require.Equal(t, http.StatusCreated, status, "%v", body)
	tbl := f.srv.Table(body["id"].(string))
	require.NotNil(t, tbl)
	f.table = tbl
	assert.Equal(t, Spec{Script: "race", Seats: 3, Options: map[string]string{"target": "5"}, Bots: []string{"random"}, Seed: 9, Start: StartNow}, tbl.Spec())
	assert.Len(t, body["seats"], 3)
	assert.Equal(t, tbl.SeatLinks()[1], body["seats"].([]any)[1])
	assert.Equal(t, tbl.WatchLink(), body["watch"])
	status, view := f.call(t, "POST", "/1/join", f.secret(1), "{}")
	require.Equal(t, http.StatusOK, status, "%v", view)
	assert.Contains(t, view["status"], "of 5")
}

func TestLobbyRefusesBadTables(t *testing.T) {
	f := newFixture(t, "", Spec{})
	tests := []struct{ name, body, reason string }{
		{"unknown rules", `{"script": "chess"}`, "no such rules"},
		{"too many seats", `{"script": "race", "seats": 9}`, "not 9"},
		{"unknown option", `{"script": "race", "options": {"colour": "red"}}`, "colour"},
		{"unknown bot", `{"script": "race", "bots": ["oracle"]}`, "oracle"},
		{"unknown start", `{"script": "race", "start": "later"}`, "start must be"},
		{"malformed", `{"script": `, "malformed"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body := f.lobbyCall(t, "POST", "/api/tables", tt.body, nil)
			assert.Equal(t, http.StatusBadRequest, status, "%v", body)
			assert.Contains(t, body["error"], tt.reason)
		})
	}
	assert.Empty(t, f.srv.Tables(), "no table was started")
}

// TestLobbyOnlyForThisComputerOrTheAdmin starts tables from elsewhere:
// only with the admin secret.
func TestLobbyOnlyForThisComputerOrTheAdmin(t *testing.T) {
	f := newFixture(t, "", Spec{})
	_, admin, _ := strings.Cut(f.srv.AdminLink(), "#")
	tests := []struct {
		name   string
		remote string
		host   string
		header map[string]string
		status int
	}{
		{"this computer", "127.0.0.1:4000", "127.0.0.1:8080", nil, http.StatusCreated},
		{"this computer by name", "[::1]:4000", "localhost:8080", nil, http.StatusCreated},
		{"another computer", "192.0.2.7:4000", "192.0.2.1:8080", nil, http.StatusForbidden},
		{"another computer with the admin secret", "192.0.2.7:4000", "192.0.2.1:8080", map[string]string{"Authorization": "Bearer " + admin}, http.StatusCreated},
		{"another computer with a wrong secret", "192.0.2.7:4000", "192.0.2.1:8080", map[string]string{"Authorization": "Bearer " + strings.Repeat("0", 32)}, http.StatusForbidden},
		{"through a proxy on this computer", "127.0.0.1:4000", "127.0.0.1:8080", map[string]string{"X-Forwarded-For": "192.0.2.7"}, http.StatusForbidden},
		{"another site's name pointed here", "127.0.0.1:4000", "evil.example:8080", nil, http.StatusForbidden},
		{"another site's page", "127.0.0.1:4000", "127.0.0.1:8080", map[string]string{"Origin": "http://evil.example", "Sec-Fetch-Site": "cross-site"}, http.StatusForbidden},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest("POST", "/api/tables", strings.NewReader(`{"script": "race"}`))
			req.RemoteAddr, req.Host = tt.remote, tt.host
			for k, v := range tt.header {
				req.Header.Set(k, v)
			}
			rec := httptest.NewRecorder()
			f.srv.Handler().ServeHTTP(rec, req)
			assert.Equal(t, tt.status, rec.Code, rec.Body.String())
			if tt.status == http.StatusForbidden {
				assert.NotContains(t, rec.Body.String(), "/table/", "no links")
			}
		})
	}
	req := httptest.NewRequest("GET", "/api/lobby", nil)
	req.RemoteAddr = "192.0.2.7:4000"
	rec := httptest.NewRecorder()
	f.srv.Handler().ServeHTTP(rec, req)
	var lobby Lobby
	require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &lobby))
	assert.False(t, lobby.Admin, "the lobby tells another computer it may not start tables")
	assert.Len(t, lobby.Tables, 3)
}

func TestLobbyPage(t *testing.T) {
	f := newFixture(t, "", Spec{})
	resp, err := f.http.Client().Get(f.http.URL + "/")
	require.NoError(t, err)
	page, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	assert.Equal(t, http.StatusOK, resp.StatusCode)
	assert.Contains(t, resp.Header.Get("Content-Security-Policy"), "script-src 'self'")
	assert.Contains(t, string(page), `src="/static/lobby.js"`)
	js, err := files.ReadFile("static/lobby.js")
	require.NoError(t, err)
	for _, sink := range []string{"innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"} {
		assert.NotContains(t, string(js), sink, "the lobby builds no markup from text")
	}
}
