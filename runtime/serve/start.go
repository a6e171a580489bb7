package serve

import (
	"errors"
	"fmt"
	"net/http"
	"slices"
)

// When a table's game starts: StartFull (the default) waits until every
// seat is held, or until a seated player (or the lobby's admin) asks the
// bots to take the empty seats; StartNow starts at once, every seat
// nobody holds played by its bot from the first move.
const (
	StartFull = "full"
	StartNow  = "now"
)

// errBadStart is a start mode other than StartFull and StartNow.
var errBadStart = errors.New(`start must be "full" or "now"`)

// checkStart checks a spec's start mode ("" is StartFull).
func checkStart(mode string) error {
	if mode != "" && mode != StartFull && mode != StartNow {
		return fmt.Errorf("%w, not %q", errBadStart, mode)
	}
	return nil
}

// everySeatHeld reports whether a person holds every seat. The caller
// holds the lock.
func (t *Table) everySeatHeld() bool {
	return !slices.ContainsFunc(t.seats, func(s *seat) bool { return !s.held })
}

// start starts the game: from now on the bots play the seats nobody holds.
// Starting a started table changes nothing. The caller holds the lock.
func (t *Table) start() {
	if t.started {
		return
	}
	t.started = true
	t.botMoves = 0
	t.changed()
}

// startRequest starts a waiting table for a seated player ("start: bots
// take the empty seats"), and answers with the seat's view.
func (s *Server) startRequest(w http.ResponseWriter, _ *http.Request, sr seatRequest) {
	seatedAction(w, sr, "an onlooker cannot start the game: a seated player or the host can", func(t *Table, _ int) { t.start() })
}

// adminStart starts a waiting table from the lobby: only for the admin
// (see mayCreate).
func (s *Server) adminStart(w http.ResponseWriter, r *http.Request) {
	t := s.adminTable(w, r, "start a table's game")
	if t == nil {
		return
	}
	t.mu.Lock()
	t.start()
	t.mu.Unlock()
	writeJSON(w, http.StatusOK, []byte(`{"started":true}`))
}
