package shipped

import (
	"bytes"
	"encoding/json"
	"net/http"
	"runtime"
	"sort"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/serve"
)

// loadRun is the bookkeeping of a load test, shared by its clients.
type loadRun struct {
	t        *testing.T
	base     string
	client   *http.Client
	server   *serve.Server
	start    time.Time
	stop     chan struct{} // closed when the clients stop moving
	drained  chan struct{} // closed once no move is in flight after stop
	inflight atomic.Int64  // moves sent and not yet answered

	mu        sync.Mutex
	tables    map[string]*loadTable
	refused   int
	games     int                     // games that ended
	noRoom    int                     // seats refused a next game (the server's limit of tables)
	next      map[string]*serve.Table // the next games the test set up, by the table before
	messages  int                     // messages made
	skipAudit bool                    // RULERUN_LOAD_AUDIT=off: messages are counted, not checked
}

// loadTable is what the clients of one table saw and what the audit saw of
// its game.
type loadTable struct {
	accepted int
	moves    []loadEvent         // each accepted move: when it was sent, the version it made
	seen     map[int][]loadEvent // each seat's views: when they arrived, their version
	played   int                 // the game's moves at its last message
	ended    bool
	join     sync.Once // every seat joined
}

type loadEvent struct {
	at      time.Time
	version uint64
}

func newLoadRun(t *testing.T) *loadRun {
	return &loadRun{t: t, stop: make(chan struct{}), drained: make(chan struct{}), tables: map[string]*loadTable{}}
}

func (r *loadRun) table(id string) *loadTable {
	r.mu.Lock()
	defer r.mu.Unlock()
	tb := r.tables[id]
	if tb == nil {
		tb = &loadTable{seen: map[int][]loadEvent{}}
		r.tables[id] = tb
	}
	return tb
}

// startMove counts a move about to be sent, or reports false once the run
// stopped.
func (r *loadRun) startMove() bool {
	r.inflight.Add(1)
	select {
	case <-r.stop:
		r.inflight.Add(-1)
		return false
	default:
		return true
	}
}

// stopMoves stops the clients' moves and waits for those in flight.
func (r *loadRun) stopMoves() {
	close(r.stop)
	for r.inflight.Load() > 0 {
		time.Sleep(time.Millisecond)
	}
	close(r.drained)
}

func (r *loadRun) accepted(tb *loadTable, at time.Time, version uint64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	tb.accepted++
	tb.moves = append(tb.moves, loadEvent{at, version})
}

func (r *loadRun) refusedMove() {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.refused++
}

func (r *loadRun) ended(tb *loadTable) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if !tb.ended {
		tb.ended = true
		r.games++
	}
}

// full is play again refused: the server holds as many tables as it may
// (ended ones included), so the seat stops, as a person would be told to.
func (r *loadRun) full(status int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if status != http.StatusServiceUnavailable {
		r.t.Errorf("play again answered %d", status)
	}
	r.noRoom++
}

func (r *loadRun) arrival(tb *loadTable, seat int, at time.Time, version uint64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	seen := tb.seen[seat]
	if n := len(seen); n > 0 && seen[n-1].version > version {
		r.t.Errorf("seat %d was streamed version %d after %d", seat, version, seen[n-1].version)
	}
	tb.seen[seat] = append(seen, loadEvent{at, version})
}

// lastVersion is the version the table's last accepted move made.
func (r *loadRun) lastVersion(tb *loadTable) uint64 {
	r.mu.Lock()
	defer r.mu.Unlock()
	var last uint64
	for _, m := range tb.moves {
		last = max(last, m.version)
	}
	return last
}

// audit notes the game's moves made so far and, unless the run skips it,
// checks the message against the game it was made from (checkMessage).
func (r *loadRun) audit(g engine.Game, seat int, msg []byte) {
	st := g.State()
	if !r.skipAudit {
		r.checkMessage(st, seat, msg)
	}
	// A message starts {"table":"ID",...}.
	_, rest, _ := bytes.Cut(msg, []byte(`{"table":"`))
	id, _, _ := bytes.Cut(rest, []byte(`"`))
	tb := r.table(string(id))
	r.mu.Lock()
	defer r.mu.Unlock()
	r.messages++
	tb.played = st.MovesLen()
}

// checkMessage checks a message against the seat's view of the game: the
// piles exactly as the seat sees them and, in the rest but the log, no card
// the seat may not see (TestServeLeaks audits the log too).
func (r *loadRun) checkMessage(st *core.State, seat int, msg []byte) {
	var v serve.View
	if err := json.Unmarshal(msg, &v); err != nil {
		r.t.Errorf("a message: %v", err)
		return
	}
	view := st.View(seat, st.LogLen())
	if view.Result.Over {
		revealed(st, view.Piles) // at the end every hand is shown, as the terminal shows them
	}
	want, _ := json.Marshal(view.Piles)
	got, _ := json.Marshal(v.Piles)
	if !bytes.Equal(want, got) {
		r.t.Errorf("seat %d is sent other piles than its view: %s", seat+1, got)
	}
	states := []*core.State{st}
	if end := st.RoundEnd(); end != nil {
		states = append(states, end)
	}
	v.Log, v.Open = nil, nil
	if view.Result.Over {
		v.Piles, v.Faces = nil, nil // checked above against the piles revealed at the end
	}
	rest, _ := json.Marshal(v)
	if code := unseenCard(seat, string(rest), states); code != "" {
		r.t.Errorf("seat %d is sent %s, a card it may not see", seat+1, code)
	}
}

// heapPeak is the most memory the heap held while the test ran.
type heapPeak struct {
	inuse, sys uint64
}

// sampleHeap samples the heap every 100 ms until stop, then sends its peak.
func sampleHeap(stop chan struct{}) <-chan heapPeak {
	out := make(chan heapPeak, 1)
	go func() {
		var peak heapPeak
		var ms runtime.MemStats
		tick := time.NewTicker(100 * time.Millisecond)
		defer tick.Stop()
		for {
			runtime.ReadMemStats(&ms)
			peak.inuse = max(peak.inuse, ms.HeapInuse)
			peak.sys = max(peak.sys, ms.Sys)
			select {
			case <-stop:
				out <- peak
				return
			case <-tick.C:
			}
		}
	}()
	return out
}

// latencies are, for each accepted move, the time from its sending to its
// view's arrival at the last of the table's seats; undelivered counts the
// moves some seat was never streamed.
func (r *loadRun) latencies() (lat []time.Duration, undelivered int) {
	r.mu.Lock()
	defer r.mu.Unlock()
	for _, tb := range r.tables {
		for _, m := range tb.moves {
			last, ok := tb.lastArrival(m.version)
			if !ok {
				undelivered++
				continue
			}
			lat = append(lat, last.Sub(m.at))
		}
	}
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	return lat, undelivered
}

// lastArrival is when the last seat was streamed version v or a later one.
func (tb *loadTable) lastArrival(v uint64) (time.Time, bool) {
	var last time.Time
	for seat := 1; seat <= loadSeats; seat++ {
		seen := tb.seen[seat]
		i := sort.Search(len(seen), func(i int) bool { return seen[i].version >= v })
		if i == len(seen) {
			return last, false
		}
		if seen[i].at.After(last) {
			last = seen[i].at
		}
	}
	return last, true
}

func percentile(sorted []time.Duration, p float64) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, int(p*float64(len(sorted))))]
}

// report checks that every table played exactly the moves accepted, and
// writes the figures.
func (r *loadRun) report(elapsed time.Duration, peak heapPeak) {
	lat, undelivered := r.latencies()
	r.mu.Lock()
	defer r.mu.Unlock()
	total := 0
	for id, tb := range r.tables {
		total += tb.accepted
		if tb.played != tb.accepted {
			r.t.Errorf("table %s played %d moves, its clients had %d accepted", id, tb.played, tb.accepted)
		}
	}
	if undelivered > 0 {
		r.t.Errorf("%d moves never reached every seat", undelivered)
	}
	r.t.Logf("moves a second, each fifth of the run: %v", r.rates(elapsed))
	r.t.Logf("heap in use after the run, collected: %.2f MiB a table (%d tables kept, ended ones too)", r.heapPerTable(), len(r.server.Tables()))
	var load [3]float64
	readLoadAvg(&load)
	r.t.Logf("%d tables of %d seats, %s: %d moves (%.0f a second), %d refused (raced), %d games ended, %d tables in all, %d seats refused play again (the server's limit of tables) and stopped",
		loadTables, loadSeats, elapsed.Round(time.Millisecond), total, float64(total)/elapsed.Seconds(), r.refused, r.games, len(r.tables), r.noRoom)
	r.t.Logf("move to every seat's update: p50 %s, p99 %s, max %s (%d moves)",
		percentile(lat, 0.5).Round(time.Microsecond), percentile(lat, 0.99).Round(time.Microsecond), percentile(lat, 1).Round(time.Microsecond), len(lat))
	r.t.Logf("peak heap in use %.1f MiB, peak from the OS %.1f MiB; %d messages (checked: %v); %d CPUs, load average %.2f %.2f %.2f",
		float64(peak.inuse)/(1<<20), float64(peak.sys)/(1<<20), r.messages, !r.skipAudit, runtime.NumCPU(), load[0], load[1], load[2])
}

// rates are the moves a second in each fifth of the run, to show whether
// the server slows down as ended tables pile up. The caller holds r.mu.
func (r *loadRun) rates(elapsed time.Duration) []int {
	fifth := elapsed / 5
	counts := make([]int, 5)
	for _, tb := range r.tables {
		for _, m := range tb.moves {
			counts[min(4, int(m.at.Sub(r.start)/fifth))]++
		}
	}
	for i := range counts {
		counts[i] = int(float64(counts[i]) / fifth.Seconds())
	}
	return counts
}

// heapPerTable is the heap in use, once collected, shared out over the
// server's tables.
func (r *loadRun) heapPerTable() float64 {
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return float64(ms.HeapInuse) / (1 << 20) / float64(max(1, len(r.server.Tables())))
}
