package serve

import (
	"encoding/json"
	"errors"
	"net/http"
	"time"
)

// moveRequest is a move sent by a seat, as text in the game's notation.
type moveRequest struct {
	Move string `json:"move"`
}

// moveAnswer is the answer to a move: its refusal, if refused, and the
// seat's view after it.
type moveAnswer struct {
	Refused *Refusal        `json:"refused,omitempty"`
	View    json.RawMessage `json:"view"`
}

// move plays a seat's move. A refused move is answered 422 with the reason
// and the unchanged view; a seat moving faster than its limit, 429.
func (s *Server) move(w http.ResponseWriter, r *http.Request, sr seatRequest) {
	if sr.seat == onlooker {
		writeError(w, http.StatusForbidden, "an onlooker makes no moves")
		return
	}
	var req moveRequest
	if err := readJSON(w, r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	t := sr.table
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.seats[sr.seat].limit.allow(time.Now(), s.rate) {
		writeError(w, http.StatusTooManyRequests, "too many moves: wait a moment")
		return
	}
	status, ans := http.StatusOK, moveAnswer{}
	if err := t.play(sr.seat, req.Move); err != nil {
		status = http.StatusInternalServerError
		if errors.As(err, &ans.Refused) {
			status = http.StatusUnprocessableEntity
		} else {
			s.logf("%v", err)
		}
	}
	ans.View = t.message(sr.seat)
	b, _ := json.Marshal(ans)
	writeJSON(w, status, b)
}
