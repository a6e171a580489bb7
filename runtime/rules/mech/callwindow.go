package mech

// CallWindow is where a seat's call stands for the plays it may make now:
// asked of the Caller once, then of each play by With, so that weighing
// many plays asks the table nothing more.
type CallWindow struct {
	// Made: the seat has made the call this turn, and may not again.
	Made bool
	// Open: the seat's turn is open (it may play on), so the call may come
	// early with a play that keeps it open.
	Open bool
}

// With reports whether a play may carry the call: one that leaves the seat
// left cards (at least one), opening the turn (or, in an open turn,
// ending it) when opens. The call goes with the play that leaves one card,
// or earlier with a play after which the turn stays open.
func (w CallWindow) With(left int, opens bool) bool {
	if w.Made || left < 1 {
		return false
	}
	if left == 1 {
		return true
	}
	if w.Open {
		return !opens
	}
	return opens
}
