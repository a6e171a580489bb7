package serve

import "net/http"

// A move is played once, however often it is sent: a double click, a
// client that retries a move whose answer it did not get, or one answered
// 503 (played, not saved). Three things tell a move sent again from a new
// one, each enough:
//
//   - its id (moveRequest.ID), which the page makes anew for each move: the
//     seat remembers the outcome of its last movesRemembered ids, and a
//     move sent again with one of them is answered with that outcome and
//     the seat's view now, never played again;
//   - its version, the view's it was chosen on: once the table has changed
//     it is refused (Table.stale);
//   - without either, its text: the seat's last move sent again while
//     nothing has happened since, and before the seat was sent a view
//     (asked for, or streamed) other than the move's answer, is taken as
//     sent twice and refused: a client that looked at the table since
//     means the same move again (a second flip, a second draw), one that
//     did not is retrying. A client meaning to repeat a move without
//     looking says so with a version or an id.

// movesRemembered is how many of a seat's last move ids the table keeps.
const movesRemembered = 16

// maxMoveID is the longest move id a client may send, in bytes.
const maxMoveID = 64

// moveOutcome is what became of a move sent with an id: played (status
// 200, or 503 when not saved) or refused, with why.
type moveOutcome struct {
	id      string
	played  bool
	status  int
	refused *Refusal
}

// moveMemory is what a seat remembers of its moves, to play each once.
type moveMemory struct {
	outcomes []moveOutcome // the last movesRemembered moves sent with an id, oldest first
	// last is the text of the seat's last move played, and after the
	// table's version right after it; viewed is set once the seat has
	// been sent a view since, other than the move's answer.
	last   string
	after  uint64
	viewed bool
}

// outcome is the remembered outcome of the move with id, if any.
func (m *moveMemory) outcome(id string) (moveOutcome, bool) {
	if id == "" {
		return moveOutcome{}, false
	}
	for _, o := range m.outcomes {
		if o.id == id {
			return o, true
		}
	}
	return moveOutcome{}, false
}

// remember keeps the outcome of a move sent with an id.
func (m *moveMemory) remember(o moveOutcome) {
	if o.id == "" {
		return
	}
	if len(m.outcomes) == movesRemembered {
		m.outcomes = append(m.outcomes[:0], m.outcomes[1:]...)
	}
	m.outcomes = append(m.outcomes, o)
}

// played notes the seat's move played, the table now at version.
func (m *moveMemory) played(text string, version uint64) {
	m.last, m.after, m.viewed = text, version, false
}

// sentTwice reports whether a move without a version or an id is the
// seat's last move sent again: the same text, the table unchanged since it
// was played, and no view sent to the seat since but the move's answer.
func (m *moveMemory) sentTwice(req moveRequest, version uint64) bool {
	return req.Version == nil && req.ID == "" && m.last != "" && req.Move == m.last && m.after == version && !m.viewed
}

// answerAgain answers a move sent again with an id: its outcome, the seat's view
// now. A move played whose table is still not saved is answered 503 again.
func (t *Table) answerAgain(o moveOutcome, seatNo int) (int, moveAnswer) {
	ans := moveAnswer{Refused: o.refused, Repeated: true}
	status := o.status
	if o.played {
		status = http.StatusOK
		if t.unsaved != "" {
			status, ans.Error = http.StatusServiceUnavailable, "the move was played but not saved: "+t.unsaved
		}
	}
	ans.View = t.answerView(seatNo)
	return status, ans
}

// errSentTwice refuses a move without a version or an id that repeats the
// seat's last move, with nothing played since.
func errSentTwice(text string) *Refusal {
	return &Refusal{Move: text, Reason: "this move was just played and nothing has happened since: it was sent twice, and played once " +
		"(to make the same move again, look at the table first, or send the version of the view it was chosen on, or a new move id)"}
}
