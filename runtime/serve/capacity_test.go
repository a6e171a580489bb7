package serve

import (
	"net/http"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// endTable stops a table's game and releases its rules, as a game that
// ended does.
func endTable(t *testing.T, tbl *Table) {
	t.Helper()
	tbl.mu.Lock()
	defer tbl.mu.Unlock()
	tbl.stop(0)
	tbl.release()
	require.NotNil(t, tbl.final, "the ended table is released")
}

// newTables sets up n tables of Race that wait for their players.
func newTables(t *testing.T, srv *Server, n int) []*Table {
	t.Helper()
	var out []*Table
	for range n {
		tbl, err := srv.NewTable(Spec{Script: "race", Seats: 2, Seed: 7, Bots: []string{"random"}})
		require.NoError(t, err)
		out = append(out, tbl)
	}
	return out
}

// The limit is on tables in play: a full server refuses a new table from
// the lobby and a game played again, and takes one again once a game ended.
func TestTablesInPlayAreLimited(t *testing.T) {
	f := newFixture(t, "", Spec{})
	tables := newTables(t, f.srv, maxTables)
	assert.ErrorIs(t, f.srv.roomForTable(), errTooManyTables)
	req, err := http.NewRequest("POST", f.http.URL+"/api/tables", strings.NewReader(`{"script": "race", "seats": 2}`))
	require.NoError(t, err)
	resp, err := f.http.Client().Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusServiceUnavailable, resp.StatusCode, "the lobby refuses a table beyond the limit")

	endTable(t, tables[0])
	tables[0].mu.Lock()
	next, err := tables[0].playAgain(0)
	tables[0].mu.Unlock()
	require.NoError(t, err, "an ended game leaves room for the next")
	assert.NotNil(t, next)
	assert.ErrorIs(t, f.srv.roomForTable(), errTooManyTables, "full again")
}

// Beyond maxEnded ended tables, the server forgets the ones that ended
// first, and their saved files, so that neither its memory nor its data
// folder grows with every game played.
func TestServerForgetsTheTablesThatEndedFirst(t *testing.T) {
	dir := t.TempDir()
	f := newFixture(t, dir, Spec{})
	tables := newTables(t, f.srv, maxEnded+2)
	// end them in an order other than their setting up: the last two first
	order := append(append([]*Table{}, tables[maxEnded:]...), tables[:maxEnded]...)
	for _, tbl := range order {
		endTable(t, tbl)
	}
	for i, tbl := range order {
		_, err := os.Stat(tableFile(dir, tbl.id))
		if i < 2 {
			assert.Nil(t, f.srv.Table(tbl.id), "table %d ended among the first: forgotten", i)
			assert.ErrorIs(t, err, os.ErrNotExist, "and its file removed")
			continue
		}
		assert.Same(t, tbl, f.srv.Table(tbl.id), "table %d is kept", i)
		assert.NoError(t, err, "with its file")
	}
	assert.Len(t, f.srv.Tables(), maxEnded)
	assert.NoError(t, f.srv.roomForTable())
}
