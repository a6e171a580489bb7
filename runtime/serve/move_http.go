package serve

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"
)

// moveRequest is a move sent by a seat, as text in the game's notation,
// with what makes it played once when sent again (move_once.go): the
// version of the view it was chosen on, and an id of the client's for
// this move, when the client sends them.
type moveRequest struct {
	Move    string  `json:"move"`
	Version *uint64 `json:"version,omitempty"`
	ID      string  `json:"id,omitempty"`
}

// moveAnswer is the answer to a move: its refusal, if refused, and the
// seat's view after it.
type moveAnswer struct {
	Refused *Refusal `json:"refused,omitempty"`
	Error   string   `json:"error,omitempty"` // a move played but not saved
	// Repeated says that the move was sent before with the same id: this is
	// that move's outcome, and it was not played again.
	Repeated bool            `json:"repeated,omitempty"`
	View     json.RawMessage `json:"view"`
}

// checkAnswer is the answer to a move checked without being played: ok,
// or its refusal.
type checkAnswer struct {
	OK      bool     `json:"ok"`
	Refused *Refusal `json:"refused,omitempty"`
}

// move plays a seat's move. A refused move is answered 422 with the reason
// and the unchanged view; a seat moving faster than its limit, 429; a move
// played that the table could not save, 503 with why (nothing but a move
// saved is confirmed with 200). A move in a race's window waits for the
// race's draw (race_window.go).
func (s *Server) move(w http.ResponseWriter, r *http.Request, sr seatRequest) {
	t, req, ok := s.seatMove(w, r, sr, func(st *seat) *limiter { return &st.limit })
	if !ok {
		return
	}
	if wait := t.joinRace(sr.seat, req); wait != nil {
		t.mu.Unlock()
		a := <-wait
		writeJSON(w, a.status, a.body)
		return
	}
	status, body := s.playMove(t, sr.seat, req)
	t.mu.Unlock()
	writeJSON(w, status, body)
}

// playMove plays a seat's move, once however often it is sent
// (move_once.go), and returns the answer's status and body. The caller
// holds the lock.
func (s *Server) playMove(t *Table, seatNo int, req moveRequest) (int, []byte) {
	memory := &t.seats[seatNo].moves
	if o, ok := memory.outcome(req.ID); ok {
		status, ans := t.answerAgain(o, seatNo)
		return status, marshal(ans)
	}
	status, ans := http.StatusOK, moveAnswer{}
	err := t.stale(req)
	if err == nil && memory.sentTwice(req, t.version) {
		err = errSentTwice(req.Move)
	}
	if err == nil {
		err = t.play(seatNo, req.Move)
	}
	if err != nil {
		status, ans.Refused = s.refusalStatus(err)
	} else {
		memory.played(req.Move, t.version)
		if t.unsaved != "" {
			status, ans.Error = http.StatusServiceUnavailable, "the move was played but not saved: "+t.unsaved
		}
	}
	if status != http.StatusInternalServerError {
		memory.remember(moveOutcome{id: req.ID, played: err == nil, status: status, refused: ans.Refused})
	}
	ans.View = t.answerView(seatNo)
	return status, marshal(ans)
}

// marshal writes an answer as JSON.
func marshal(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}

// checkMove says whether a seat's move would be played now, without
// playing it (a form checks what a player types as they type it): 200 with
// ok, or 422 with the refusal. Checks have their own limit, as moves do.
func (s *Server) checkMove(w http.ResponseWriter, r *http.Request, sr seatRequest) {
	t, req, ok := s.seatMove(w, r, sr, func(st *seat) *limiter { return &st.checks })
	if !ok {
		return
	}
	defer t.mu.Unlock()
	status, ans := http.StatusOK, checkAnswer{OK: true}
	if err := t.check(sr.seat, req.Move); err != nil {
		ans.OK = false
		status, ans.Refused = s.refusalStatus(err)
	}
	b, _ := json.Marshal(ans)
	writeJSON(w, status, b)
}

// seatMove reads a seat's move request and takes the table's lock, within
// the seat's limit: it answers the request itself and reports false when
// the move cannot be read or the seat goes too fast.
func (s *Server) seatMove(w http.ResponseWriter, r *http.Request, sr seatRequest, limit func(*seat) *limiter) (*Table, moveRequest, bool) {
	var req moveRequest
	if sr.seat == onlooker {
		writeError(w, http.StatusForbidden, "an onlooker makes no moves")
		return nil, req, false
	}
	if err := readJSON(w, r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return nil, req, false
	}
	if len(req.ID) > maxMoveID {
		writeError(w, http.StatusBadRequest, fmt.Sprintf("a move's id is at most %d bytes", maxMoveID))
		return nil, req, false
	}
	t := sr.table
	t.mu.Lock()
	if !limit(t.seats[sr.seat]).allow(time.Now(), s.rate) {
		t.mu.Unlock()
		writeError(w, http.StatusTooManyRequests, "too many moves: wait a moment")
		return nil, req, false
	}
	return t, req, true
}

// stale refuses a move chosen on a view older than the table: the table
// changed since (this very move, sent before, or another's). The caller
// holds the lock.
func (t *Table) stale(req moveRequest) error {
	if req.Version == nil || *req.Version == t.version {
		return nil
	}
	return &Refusal{Move: req.Move, Reason: "the table changed since this move was chosen (it was sent twice, or another move came first): look again"}
}

// refusalStatus is the status of a move that was not played, and its
// refusal with the rules it cites; a failure of the rules is logged.
func (s *Server) refusalStatus(err error) (int, *Refusal) {
	var ref *Refusal
	if errors.As(err, &ref) {
		s.cite(ref)
		return http.StatusUnprocessableEntity, ref
	}
	s.logf("%v", err)
	return http.StatusInternalServerError, nil
}
