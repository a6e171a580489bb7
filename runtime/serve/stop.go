package serve

import (
	"fmt"
	"net/http"
)

// stop ends a game nobody will finish, on a seated player's word: it is
// over for everyone (no more moves, the bots stop), it may be played again
// and downloaded, as a finished game may. The caller holds the lock.
func (t *Table) stop(seatNo int) {
	if t.ended() {
		return
	}
	t.abandoned = fmt.Sprintf("seat %d stopped the game before its end", seatNo+1)
	t.changed()
}

// stopRequest stops the game for a seated player, and answers with the
// seat's view.
func (s *Server) stopRequest(w http.ResponseWriter, _ *http.Request, sr seatRequest) {
	seatedAction(w, sr, "an onlooker cannot stop the game", (*Table).stop)
}

// seatedAction does what only a seated player may to the table, under its
// lock, and answers with the seat's view; an onlooker gets refused.
func seatedAction(w http.ResponseWriter, sr seatRequest, refused string, act func(t *Table, seatNo int)) {
	if sr.seat == onlooker {
		writeError(w, http.StatusForbidden, refused)
		return
	}
	t := sr.table
	t.mu.Lock()
	defer t.mu.Unlock()
	act(t, sr.seat)
	writeJSON(w, http.StatusOK, t.message(sr.seat))
}
