package serve

import (
	"errors"
	"math/rand/v2"
	"net/http"
	"time"
)

// errNotOver is asking of a game in progress what only an ended game gives.
var errNotOver = errors.New("the game is not over")

// ended reports whether the game is over, or stopped (by a player or a
// failure of the rules). The caller holds the lock.
func (t *Table) ended() bool {
	if t.failure != "" || t.abandoned != "" || t.final != nil {
		return true
	}
	d, err := t.game.ToAct()
	return err == nil && d.Over
}

// playAgain sets up the next game once this one ended, for seatNo: a new
// table with the same settings and a fresh seed, which every seat's view
// then links to (each seat to its own seat of it). Asked again, it gives
// the same table. A seat starting games too fast (againLimits), or a full
// server, gets none. The caller holds the lock.
func (t *Table) playAgain(seatNo int) (*Table, error) {
	if !t.ended() {
		return nil, errNotOver
	}
	if t.next != nil {
		return t.next, nil
	}
	if err := t.server.roomForTable(); err != nil {
		return nil, err
	}
	limits := t.againLimits()
	if !limits.allow(seatNo, time.Now()) {
		return nil, errAgainTooFast
	}
	spec := t.spec
	spec.Seats, spec.Seed, spec.Earlier = len(t.seats), rand.Uint64(), t.evening()
	next, err := t.server.NewTable(spec)
	if err != nil {
		return nil, err
	}
	next.mu.Lock()
	next.again = limits // the evening's limits go on
	next.mu.Unlock()
	t.next = next
	t.notify()
	return next, nil
}

// nextLink is a seat's link to the next game, or "". The caller holds the
// lock.
func (t *Table) nextLink(seatNo int) string {
	switch {
	case t.next == nil:
		return ""
	case seatNo == onlooker:
		return t.next.WatchLink()
	default:
		return t.next.SeatLinks()[seatNo]
	}
}

// again starts the next game, once this one ended, and answers with the
// seat's view, which links to it.
func (s *Server) again(w http.ResponseWriter, _ *http.Request, sr seatRequest) {
	if sr.seat == onlooker {
		writeError(w, http.StatusForbidden, "an onlooker cannot start the next game")
		return
	}
	t := sr.table
	t.mu.Lock()
	defer t.mu.Unlock()
	_, err := t.playAgain(sr.seat)
	switch {
	case errors.Is(err, errNotOver):
		writeError(w, http.StatusConflict, "the game is not over yet")
	case errors.Is(err, errAgainTooFast):
		writeError(w, http.StatusTooManyRequests, err.Error())
	case errors.Is(err, errTooManyTables), errors.Is(err, errTooManyKept):
		writeError(w, http.StatusServiceUnavailable, err.Error())
	case err != nil:
		s.logf("play again at table %s: %v", t.id, err)
		writeError(w, http.StatusInternalServerError, "the next game could not be set up")
	default:
		writeJSON(w, http.StatusOK, t.message(sr.seat))
	}
}
