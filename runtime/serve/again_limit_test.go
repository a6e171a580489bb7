package serve

import (
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine/enginetest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A guest with one seat's link loops stop and play again 205 times: the
// seat is held back after a few new games, and the host's finished game,
// not downloaded, is still served and saved.
func TestGuestLoopingPlayAgainErasesNothingOfTheHost(t *testing.T) {
	dir := t.TempDir()
	host := newFixture(t, dir, Spec{Script: "race", Seats: 2, Seed: 7, Bots: []string{"random"}, Options: map[string]string{"target": "6"}})
	host.playToTheEnd(t)
	guestTable, err := host.srv.NewTable(raceSpec())
	require.NoError(t, err)
	guest := &fixture{srv: host.srv, http: host.http, table: guestTable}

	refused := 0
	for range 205 {
		guest.call(t, "POST", "/2/join", guest.secret(2), "{}")
		guest.call(t, "POST", "/2/stop", guest.secret(2), "{}")
		status, view := guest.call(t, "POST", "/2/again", guest.secret(2), "{}")
		if status == http.StatusTooManyRequests {
			refused++
			continue
		}
		require.Equal(t, http.StatusOK, status, "%v", view)
		link, _ := view["again"].(string)
		id := strings.Split(link, "/")[2]
		guest.table = host.srv.Table(id)
		require.NotNil(t, guest.table, "the next table, %s", link)
	}
	assert.Positive(t, refused, "the guest is held back")
	assert.Less(t, len(host.srv.Tables()), 205, "the guest did not make a table a loop")
	assert.Same(t, host.table, host.srv.Table(host.table.ID()), "the host's game is still served")
	assert.FileExists(t, tableFile(dir, host.table.ID()), "and saved")
	status, _ := host.call(t, "GET", "/1/view", host.secret(1), "")
	assert.Equal(t, http.StatusOK, status)
}

// Beyond maxEnded ended tables, the server forgets those whose games hold
// no move or that the host downloaded, never a game with moves the host has
// not downloaded.
func TestFinishedGameKeptUntilTheHostDownloadsIt(t *testing.T) {
	dir := t.TempDir()
	host := newFixture(t, dir, Spec{Script: "race", Seats: 2, Seed: 7, Bots: []string{"random"}, Options: map[string]string{"target": "6"}})
	host.playToTheEnd(t)
	for _, tbl := range newTables(t, host.srv, maxEnded+5) {
		endTable(t, tbl)
	}
	assert.Same(t, host.table, host.srv.Table(host.table.ID()), "the finished game is kept though it ended first")
	assert.FileExists(t, tableFile(dir, host.table.ID()))
	assert.Len(t, host.srv.Tables(), maxEnded, "the others that ended first are forgotten")

	resp, err := host.http.Client().Get(host.http.URL + "/api/tables/" + host.table.ID() + "/scenario")
	require.NoError(t, err)
	resp.Body.Close()
	require.Equal(t, http.StatusOK, resp.StatusCode, "the host downloads it")
	endTable(t, newTables(t, host.srv, 1)[0])
	assert.Nil(t, host.srv.Table(host.table.ID()), "downloaded, it may be forgotten")
	_, err = os.Stat(tableFile(dir, host.table.ID()))
	assert.ErrorIs(t, err, os.ErrNotExist)
}

// Ended games the host has not downloaded fill the server at maxTables +
// maxEnded tables: then no table is set up, and none of them is forgotten.
func TestKeptGamesFillTheServer(t *testing.T) {
	f := newFixture(t, "", Spec{})
	for range 2 {
		for _, tbl := range newTables(t, f.srv, maxTables) {
			tbl.mu.Lock()
			require.NoError(t, tbl.game.PlayMove(0, enginetest.Add(1)))
			tbl.stop(0)
			tbl.mu.Unlock()
		}
	}
	assert.Len(t, f.srv.Tables(), maxTables+maxEnded, "none forgotten")
	assert.ErrorIs(t, f.srv.roomForTable(), errTooManyKept)
}
