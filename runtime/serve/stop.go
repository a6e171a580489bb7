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
	if sr.seat == onlooker {
		writeError(w, http.StatusForbidden, "an onlooker cannot stop the game")
		return
	}
	t := sr.table
	t.mu.Lock()
	defer t.mu.Unlock()
	t.stop(sr.seat)
	writeJSON(w, http.StatusOK, t.message(sr.seat))
}
