package serve

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// download gets a path of the server's API with a secret ("" for none).
func (f *fixture) download(t *testing.T, path, secret string) (int, string) {
	t.Helper()
	req, err := http.NewRequest("GET", f.http.URL+path, nil)
	require.NoError(t, err)
	if secret != "" {
		req.Header.Set("Authorization", "Bearer "+secret)
	}
	resp, err := f.http.Client().Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// TestStopAGame: a seated player stops a game nobody will finish: it is
// over for everyone, and it may then be downloaded with the moves so far.
func TestStopAGame(t *testing.T) {
	dir := t.TempDir()
	f := newFixture(t, dir, Spec{Script: "race", Seats: 2, Seed: 7, Options: map[string]string{"target": "30"}})
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	f.move(t, 1, "add 2")
	status, body := f.move(t, 2, "add 1")
	require.Equal(t, http.StatusOK, status, "%v", body)
	status, _ = f.call(t, "POST", "/watch/stop", f.secret(0), "{}")
	assert.Equal(t, http.StatusForbidden, status, "an onlooker cannot stop the game")

	status, view := f.call(t, "POST", "/2/stop", f.secret(2), "{}")
	require.Equal(t, http.StatusOK, status, "%v", view)
	assert.Equal(t, "seat 2 stopped the game before its end", view["abandoned"])
	assert.Empty(t, view["moves"])
	status, body = f.move(t, 1, "add 1")
	assert.Equal(t, http.StatusUnprocessableEntity, status, "%v", body)

	status, text := f.download(t, "/api/table/"+f.table.ID()+"/watch/scenario", f.secret(0))
	require.Equal(t, http.StatusOK, status, text)
	assert.Equal(t, 2, strings.Count(text, "\n  - "), "the moves so far")
	assert.Contains(t, text, "  - 1: add 2\n  - 2: add 1\n")

	status, view = f.call(t, "POST", "/1/again", f.secret(1), "{}")
	assert.Equal(t, http.StatusOK, status, "a stopped game may be played again: %v", view)

	again := New(Config{Sources: f.srv.sources, Data: dir, Log: io.Discard})
	defer again.Close()
	_, err := again.Resume()
	require.NoError(t, err)
	g := &fixture{srv: again, table: again.Table(f.table.ID()), http: httptest.NewServer(again.Handler())}
	defer g.http.Close()
	_, view = g.call(t, "GET", "/1/view", g.secret(1), "")
	assert.Equal(t, "seat 2 stopped the game before its end", view["abandoned"], "a stopped game stays stopped")
}

// TestHostDownloadsAGameInProgress: the host may download a game that goes
// on (a seat may not: it would show every hidden card).
func TestHostDownloadsAGameInProgress(t *testing.T) {
	f := newFixture(t, "", Spec{Script: "race", Seats: 2, Seed: 7, Options: map[string]string{"target": "30"}})
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	f.move(t, 1, "add 2")
	status, text := f.download(t, "/api/table/"+f.table.ID()+"/1/scenario", f.secret(1))
	assert.Equal(t, http.StatusConflict, status, text)
	status, text = f.download(t, "/api/tables/"+f.table.ID()+"/scenario", "")
	require.Equal(t, http.StatusOK, status, "this computer is the host: %s", text)
	assert.Contains(t, text, "steps:\n  - 1: add 2\n")
	status, _ = f.download(t, "/api/tables/nosuch/scenario", "")
	assert.Equal(t, http.StatusNotFound, status)
}
