package shipped

import (
	"encoding/json"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/browsertest"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/rulerun/rulerun/runtime/serve"
)

// TestServePageFollowsARestart opens seat 1 of a table of Unu saved to a
// data folder, plays a few moves, stops the server and starts another on
// the same folder and address: the open page, never reloaded, takes the
// resumed table's views and plays on (the views' versions go on from where
// they were, so the page does not take them for old ones).
func TestServePageFollowsARestart(t *testing.T) {
	chromium := browsertest.Chromium(t)
	const script = "../../../scripts/unu.lua"
	src, err := lua.Load(script)
	require.NoError(t, err)
	dir := t.TempDir()
	serveOn := func(ln net.Listener) (*serve.Server, func()) {
		srv := serve.New(serve.Config{Sources: map[string]engine.Source{script: src}, Data: dir, Log: io.Discard})
		_, err := srv.Resume()
		require.NoError(t, err)
		hs := srv.HTTPServer()
		go hs.Serve(srv.LimitListener(ln))
		stop := func() { hs.Close(); srv.Close() }
		t.Cleanup(stop)
		return srv, stop
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	base := "http://" + ln.Addr().String()
	first, stopFirst := serveOn(ln)
	tbl, err := first.NewTable(serve.Spec{Script: script, Seats: 2, Seed: 5, Bots: []string{"greedy"}})
	require.NoError(t, err)
	tab := newTab(t, browsertest.Start(t, chromium), 480, 900)
	tab.open(t, base+tbl.SeatLinks()[0])
	require.NoError(t, chromedp.Do(tab.ctx, chromedp.Click(chromedp.ID("start"), chromedp.NodeVisible)))
	rng := rand.New(rand.NewPCG(5, 0))
	pageVersion := func() int {
		n, err := strconv.Atoi(tab.read(t).Version)
		require.NoError(t, err)
		return n
	}
	playUntil := func(version int) {
		for clicks := 0; pageVersion() <= version; clicks++ {
			require.Less(t, clicks, 500, "the page takes new views")
			st := tab.read(t)
			require.Empty(t, st.Result, "the game is long enough for the test")
			if st.Clicks == 0 {
				time.Sleep(10 * time.Millisecond)
				continue
			}
			tab.click(t, rng.IntN(st.Clicks))
		}
	}
	playUntil(6)
	before := pageVersion()

	// The server stops; another starts on the same folder and address.
	stopFirst()
	again, err := net.Listen("tcp", strings.TrimPrefix(base, "http://"))
	require.NoError(t, err)
	second, _ := serveOn(again)
	resumed := second.Table(tbl.ID())
	require.NotNil(t, resumed)
	require.Eventually(t, func() bool { return !strings.Contains(tab.read(t).Status, "Connection lost") },
		time.Minute, 20*time.Millisecond, "the page follows the new server's stream")

	playUntil(before)
	var server serve.View
	require.Eventually(t, func() bool {
		server = viewAt(t, base, resumed, 1)
		return pageVersion() == int(server.Version)
	}, time.Minute, 20*time.Millisecond, "the page shows the resumed table's newest view")
	assert.Greater(t, int(server.Version), before, "the page took views after the restart")
}

// viewAt fetches a seat's view of a table from the server at base.
func viewAt(t *testing.T, base string, tbl *serve.Table, seat int) serve.View {
	t.Helper()
	_, secret, _ := strings.Cut(tbl.SeatLinks()[seat-1], "#")
	req, err := http.NewRequest("GET", base+"/api/table/"+tbl.ID()+"/"+strconv.Itoa(seat)+"/view", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+secret)
	resp, err := http.DefaultClient.Do(req)
	require.NoError(t, err)
	defer resp.Body.Close()
	var v serve.View
	require.NoError(t, json.NewDecoder(resp.Body).Decode(&v))
	return v
}
