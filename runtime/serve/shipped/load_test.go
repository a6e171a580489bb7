package shipped

import (
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/rulerun/rulerun/runtime/serve"
)

// The load test, run only when RULERUN_LOAD is set:
//
//	RULERUN_LOAD=20s go test ./cmd/rulerun -run TestServeLoad -v
//
// serves loadTables tables of Unu with loadSeats seats each, every seat a
// client on loopback that plays random legal moves through the protocol the
// page uses (moves POSTed, views streamed as server-sent events), for the
// time given. It reports moves a second, the latency from a move to every
// seat's update and the peak heap, and checks that every accepted move was
// played once and that no seat was sent a card it may not see (unless
// RULERUN_LOAD_AUDIT=off, which measures the server without that check).
const (
	loadTables = 50
	loadSeats  = 4
	loadGame   = "../../../scripts/unu.lua"
)

// TestServeLoad is the load test.
func TestServeLoad(t *testing.T) {
	env := os.Getenv("RULERUN_LOAD")
	if env == "" {
		t.Skip("set RULERUN_LOAD=20s to run the load test")
	}
	length, err := time.ParseDuration(env)
	require.NoError(t, err, "RULERUN_LOAD is a duration such as 20s")
	src, err := lua.Load(loadGame)
	require.NoError(t, err)
	run := newLoadRun(t)
	run.skipAudit = os.Getenv("RULERUN_LOAD_AUDIT") == "off"
	// Every seat is a client: the bots, waiting an hour after each change,
	// never play, not even a seat of a next game before its client joins
	// (a table does not wait for every seat yet).
	srv := serve.New(serve.Config{Sources: map[string]engine.Source{loadGame: src}, MoveRate: 1e6, BotDelay: time.Hour, Log: io.Discard})
	srv.Audit = run.audit
	hs := httptest.NewServer(srv.Handler())
	defer func() { hs.Close(); srv.Close() }()
	run.base, run.server = hs.URL, srv
	run.client = &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4 * loadTables * loadSeats}}

	peak := sampleHeap(run.stop)
	var wg sync.WaitGroup
	start := time.Now()
	run.start = start
	for i := range loadTables {
		tbl, err := srv.NewTable(serve.Spec{Script: loadGame, Seats: loadSeats, Seed: uint64(i + 1)})
		require.NoError(t, err)
		for seat, link := range tbl.SeatLinks() {
			wg.Add(1)
			go func() {
				defer wg.Done()
				run.seat(link, rand.New(rand.NewPCG(uint64(i), uint64(seat))))
			}()
		}
	}
	time.Sleep(length)
	elapsed := time.Since(start)
	run.stopMoves()
	wg.Wait()
	run.report(elapsed, <-peak)
}
