package shipped

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/rulerun/rulerun/runtime/serve"
)

// loadSeat is one client of the load test: a seat of a table, playing as
// the page does.
type loadSeat struct {
	run    *loadRun
	rng    *rand.Rand
	table  *loadTable
	url    string // the seat's API, ending in /
	secret string
	seat   int

	mu      sync.Mutex
	latest  *serve.View   // the newest view streamed
	arrived chan struct{} // holds one pending notice at most
}

// seat plays a seat's link, and the next game's after it, until the run
// stops or the server has no room for a next game.
func (r *loadRun) seat(link string, rng *rand.Rand) {
	for link != "" {
		link = r.playTable(link, rng)
	}
}

// playTable plays one game at a seat, and returns the seat's link to the
// next game, or "" when it is done.
func (r *loadRun) playTable(link string, rng *rand.Rand) string {
	path, secret, _ := strings.Cut(link, "#")
	var id string
	var seat int
	if _, err := fmt.Sscanf(strings.ReplaceAll(path, "/", " "), " table %s seat %d", &id, &seat); err != nil {
		r.t.Errorf("link %q: %v", link, err)
		return ""
	}
	s := &loadSeat{run: r, rng: rng, table: r.table(id), url: fmt.Sprintf("%s/api/table/%s/%d/", r.base, id, seat),
		secret: secret, seat: seat, arrived: make(chan struct{}, 1)}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	ready := make(chan struct{})
	go s.stream(ctx, ready)
	<-ready
	r.joinAll(id)
	if status, _ := s.post("join", "{}"); status != http.StatusOK {
		r.t.Errorf("seat %d of %s: join answered %d", seat, id, status)
		return ""
	}
	return s.play()
}

// play makes moves until the game ends or the run stops.
func (s *loadSeat) play() string {
	var known uint64
	for {
		v, ok := s.wait(known)
		if !ok {
			return ""
		}
		for v != nil {
			known = max(known, v.Version)
			if v.Over || v.Failure != "" {
				return s.again(v)
			}
			v = s.act(v)
		}
	}
}

// act sends a random legal move of v, on the seat's turn or, out of turn,
// now and then; it returns the view it was answered with, or nil.
func (s *loadSeat) act(v *serve.View) *serve.View {
	if len(v.Moves) == 0 || v.ToAct != s.seat && s.rng.IntN(4) != 0 {
		return nil
	}
	if !s.run.startMove() {
		return nil
	}
	defer s.run.inflight.Add(-1)
	b, _ := json.Marshal(map[string]string{"move": v.Moves[s.rng.IntN(len(v.Moves))]})
	at := time.Now()
	status, ans := s.post("move", string(b))
	switch status {
	case http.StatusOK:
		s.run.accepted(s.table, at, ans.Version)
	case http.StatusUnprocessableEntity:
		s.run.refusedMove()
	default:
		s.run.t.Errorf("seat %d: move answered %d", s.seat, status)
		return nil
	}
	return ans
}

// again asks for the next game once this one ended, and returns the
// seat's link to it, or "" when the server has no room for it.
func (s *loadSeat) again(v *serve.View) string {
	if v.Failure != "" {
		s.run.t.Errorf("seat %d: the game failed: %s", s.seat, v.Failure)
	}
	s.run.ended(s.table)
	s.caughtUp(v.Version)
	select {
	case <-s.run.stop:
		s.drain()
		return ""
	default:
	}
	status, ans := s.post("again", "{}")
	if status != http.StatusOK {
		s.run.full(status)
		return ""
	}
	return ans.Again
}

// caughtUp waits until the seat's stream brought version, or 10 s passed.
func (s *loadSeat) caughtUp(version uint64) bool {
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		s.mu.Lock()
		v := s.latest
		s.mu.Unlock()
		if v != nil && v.Version >= version {
			return true
		}
		time.Sleep(5 * time.Millisecond)
	}
	return false
}

// wait returns the first view newer than known, or the current view when
// none came for a second; false once the run stopped (and the seat's
// stream caught up with the table's last move).
func (s *loadSeat) wait(known uint64) (*serve.View, bool) {
	timer := time.NewTimer(time.Second)
	defer timer.Stop()
	for {
		s.mu.Lock()
		v := s.latest
		s.mu.Unlock()
		if v != nil && v.Version > known {
			return v, true
		}
		select {
		case <-s.run.stop:
			s.drain()
			return nil, false
		case <-s.arrived:
		case <-timer.C:
			_, v := s.get("view")
			return v, v != nil
		}
	}
}

// drain waits, once no move is in flight any more, until the seat's stream
// brought the table's last move.
func (s *loadSeat) drain() {
	<-s.run.drained
	if last := s.run.lastVersion(s.table); !s.caughtUp(last) {
		s.run.t.Errorf("seat %d: its stream never brought version %d", s.seat, last)
	}
}

// stream reads the seat's views as the page does, as server-sent events,
// until ctx ends.
func (s *loadSeat) stream(ctx context.Context, ready chan struct{}) {
	req, _ := http.NewRequestWithContext(ctx, "GET", s.url+"events", nil)
	req.Header.Set("Authorization", "Bearer "+s.secret)
	resp, err := s.run.client.Do(req)
	close(ready)
	if err != nil {
		s.run.t.Errorf("seat %d: stream: %v", s.seat, err)
		return
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(nil, 4<<20)
	for sc.Scan() {
		data, ok := bytes.CutPrefix(sc.Bytes(), []byte("data: "))
		if !ok {
			continue
		}
		v := new(serve.View)
		if err := json.Unmarshal(data, v); err != nil {
			if ctx.Err() == nil { // a stream the seat closes ends where the read stopped
				s.run.t.Errorf("seat %d: a view: %v", s.seat, err)
			}
			return
		}
		s.run.arrival(s.table, s.seat, time.Now(), v.Version)
		s.mu.Lock()
		s.latest = v
		s.mu.Unlock()
		select {
		case s.arrived <- struct{}{}:
		default:
		}
	}
}

// post sends a request of the seat and decodes the view it answers with.
func (s *loadSeat) post(what, body string) (int, *serve.View) {
	return s.do("POST", what, body)
}

func (s *loadSeat) get(what string) (int, *serve.View) {
	return s.do("GET", what, "")
}

func (s *loadSeat) do(method, what, body string) (int, *serve.View) {
	req, _ := http.NewRequest(method, s.url+what, strings.NewReader(body))
	req.Header.Set("Authorization", "Bearer "+s.secret)
	resp, err := s.run.client.Do(req)
	if err != nil {
		s.run.t.Errorf("seat %d: %s: %v", s.seat, what, err)
		return 0, nil
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	var ans struct {
		serve.View
		Inner *serve.View `json:"view"`
	}
	if json.Unmarshal(raw, &ans) != nil {
		return resp.StatusCode, nil
	}
	if ans.Inner != nil {
		return resp.StatusCode, ans.Inner
	}
	return resp.StatusCode, &ans.View
}

// joinAll joins every seat of a table, once, as if its four people opened
// their links at the same moment: no seat is left to a bot while the
// others join.
func (r *loadRun) joinAll(id string) {
	tb := r.table(id)
	tb.join.Do(func() {
		for seat, link := range r.server.Table(id).SeatLinks() {
			_, secret, _ := strings.Cut(link, "#")
			s := &loadSeat{run: r, url: fmt.Sprintf("%s/api/table/%s/%d/", r.base, id, seat+1), secret: secret, seat: seat + 1}
			if status, _ := s.post("join", "{}"); status != http.StatusOK {
				r.t.Errorf("seat %d of %s: join answered %d", seat+1, id, status)
			}
		}
	})
}
