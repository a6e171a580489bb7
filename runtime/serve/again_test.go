package serve

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playToTheEnd joins seat 1 of a table of Race against a bot and plays
// until the game ends.
func (f *fixture) playToTheEnd(t *testing.T) {
	t.Helper()
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/1/start", f.secret(1), "{}") // bots take the empty seats
	for moves := 0; ; moves++ {
		require.Less(t, moves, 20, "the game ends")
		f.settle(t)
		_, view := f.call(t, "GET", "/1/view", f.secret(1), "")
		if view["over"] == true {
			return
		}
		f.move(t, 1, "add 1")
	}
}

func TestPlayAgain(t *testing.T) {
	dir := t.TempDir()
	f := newFixture(t, dir, Spec{Script: "race", Seats: 2, Seed: 7, Bots: []string{"random"}, Options: map[string]string{"target": "6"}})
	status, body := f.call(t, "POST", "/1/again", f.secret(1), "{}")
	assert.Equal(t, http.StatusConflict, status, "not before the end: %v", body)
	f.playToTheEnd(t)
	status, _ = f.call(t, "POST", "/watch/again", f.secret(0), "{}")
	assert.Equal(t, http.StatusForbidden, status, "an onlooker cannot")

	status, view := f.call(t, "POST", "/2/again", f.secret(2), "{}")
	require.Equal(t, http.StatusOK, status, "%v", view)
	require.Len(t, f.srv.Tables(), 2)
	next := f.table.next
	require.NotNil(t, next)
	assert.Equal(t, next.SeatLinks()[1], view["again"], "seat 2 gets its own seat of the next game")
	_, view = f.call(t, "GET", "/1/view", f.secret(1), "")
	assert.Equal(t, next.SeatLinks()[0], view["again"], "seat 1's view links to its seat")
	_, view = f.call(t, "GET", "/watch/view", f.secret(0), "")
	assert.Equal(t, next.WatchLink(), view["again"])
	spec, nspec := f.table.Spec(), next.Spec()
	assert.NotEqual(t, spec.Seed, nspec.Seed, "a new deal")
	spec.Seed = nspec.Seed
	require.Len(t, nspec.Earlier, 1, "the next game remembers this one")
	assert.Equal(t, f.finalRace(t).State().Result().Winners[0]+1, nspec.Earlier[0].Winners[0])
	spec.Earlier = nspec.Earlier
	assert.Equal(t, spec, nspec, "the same settings")
	_, view = f.call(t, "POST", "/1/again", f.secret(1), "{}")
	assert.Equal(t, next.SeatLinks()[0], view["again"], "asked again, the same next game")
	assert.Len(t, f.srv.Tables(), 2)

	f.http.Close()
	f.srv.Close()
	again := New(Config{Sources: f.srv.sources, Data: dir, Log: io.Discard})
	defer again.Close()
	tables, err := again.Resume()
	require.NoError(t, err)
	require.Len(t, tables, 2)
	resumed := again.Table(f.table.ID())
	require.NotNil(t, resumed.next, "the link to the next game is saved")
	assert.Equal(t, next.ID(), resumed.next.ID())
}

func TestDownloadScenario(t *testing.T) {
	f := newFixture(t, "", Spec{Script: "race", Seats: 2, Seed: 7, Bots: []string{"random"}, Options: map[string]string{"target": "6"}})
	get := func(secret, who string) (int, http.Header, string) {
		req, err := http.NewRequest("GET", f.http.URL+"/api/table/"+f.table.ID()+"/"+who+"/scenario", nil)
		require.NoError(t, err)
		req.Header.Set("Authorization", "Bearer "+secret)
		resp, err := f.http.Client().Do(req)
		require.NoError(t, err)
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, resp.Header, string(b)
	}
	status, _, body := get(f.secret(1), "1")
	assert.Equal(t, http.StatusConflict, status, "not while the game goes on: %s", body)
	f.playToTheEnd(t)
	status, _, _ = get(f.secret(2), "1")
	assert.Equal(t, http.StatusForbidden, status, "another seat's secret")

	status, h, body := get(f.secret(0), "watch")
	require.Equal(t, http.StatusOK, status, body)
	assert.Contains(t, h.Get("Content-Disposition"), `attachment; filename="rulerun-`+f.table.ID()+`.yaml"`)
	assert.Contains(t, body, "script: race\n")
	assert.Contains(t, body, "seats: 2\nseed: 7\n")
	assert.Contains(t, body, "options: {target: 6}\n", "the options that differ from their defaults")
	assert.Contains(t, body, "name: rulerun-"+f.table.ID()+" (recorded game of seed 7)")
	assert.Equal(t, f.finalRace(t).State().MovesLen(), strings.Count(body, "\n  - "), "every move")
	assert.Contains(t, body, "recorded:")
}

// Games played one after another with "play again" make an evening: each
// table's views list the games before it, with their winners (and points
// when the game keeps any), and a restart keeps them.
func TestEveningAcrossPlayAgain(t *testing.T) {
	dir := t.TempDir()
	f := newFixture(t, dir, Spec{Script: "race", Seats: 2, Seed: 7, Bots: []string{"random"}, Options: map[string]string{"target": "6"}})
	_, view := f.call(t, "GET", "/1/view", f.secret(1), "")
	assert.Nil(t, view["earlier"], "the first game of the evening")
	var winners []int
	for range 2 {
		f.playToTheEnd(t)
		winners = append(winners, f.finalRace(t).State().Result().Winners[0]+1)
		status, _ := f.call(t, "POST", "/1/again", f.secret(1), "{}")
		require.Equal(t, http.StatusOK, status)
		f.table = f.table.next
	}
	_, view = f.call(t, "GET", "/1/view", f.secret(1), "")
	earlier, ok := view["earlier"].([]any)
	require.True(t, ok, "the third game lists the two before it: %v", view["earlier"])
	require.Len(t, earlier, 2)
	for i, g := range earlier {
		assert.Equal(t, []any{float64(winners[i])}, g.(map[string]any)["winners"], "game %d's winner", i+1)
		assert.Nil(t, g.(map[string]any)["totals"], "Race keeps no points")
	}

	f.http.Close()
	f.srv.Close()
	again := New(Config{Sources: f.srv.sources, Data: dir, Log: io.Discard})
	defer again.Close()
	_, err := again.Resume()
	require.NoError(t, err)
	assert.Equal(t, f.table.Spec().Earlier, again.Table(f.table.ID()).Spec().Earlier, "a restart keeps the evening")
}
