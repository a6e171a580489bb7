package serve

import (
	"fmt"
	"net/http"
	"time"
)

// heartbeat is how often an idle stream sends a comment, so that proxies
// and browsers keep it open.
const heartbeat = 25 * time.Second

// events streams the seat's views as server-sent events: the current view
// at once, then a new one after every change of the table, until the
// client goes or the server closes.
func (s *Server) events(w http.ResponseWriter, r *http.Request, sr seatRequest) {
	t := sr.table
	t.mu.Lock()
	sub := t.subscribe(sr.seat)
	t.mu.Unlock()
	if sub == nil {
		writeError(w, http.StatusServiceUnavailable, "too many onlookers' views of this table are open; the seats' links still get in")
		return
	}
	defer t.unsubscribe(sub)
	w.Header().Set("Content-Type", "text/event-stream")
	rc := http.NewResponseController(w)
	tick := time.NewTicker(heartbeat)
	defer tick.Stop()
	send := true
	for {
		rc.SetWriteDeadline(time.Now().Add(s.limits.Write)) // a client that stops reading is let go
		if send {
			t.mu.Lock()
			msg := t.message(sr.seat)
			t.mu.Unlock()
			fmt.Fprintf(w, "data: %s\n\n", msg)
		} else {
			fmt.Fprint(w, ": still here\n\n")
		}
		if rc.Flush() != nil {
			return
		}
		select {
		case <-sub.changed:
			send = true
		case <-tick.C:
			send = false
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		case <-sub.ended: // a newer stream of the seat took its place
			fmt.Fprint(w, "event: replaced\ndata: {}\n\n")
			rc.Flush()
			return
		}
	}
}
