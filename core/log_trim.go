package core

// TrimLog drops the oldest events of the log, so that it holds at most
// maxEvents events and at most maxBytes bytes of text (the newest events
// are kept, and always the newest one), and reports how many it dropped. A
// front end that keeps a game for long (the web table) calls it between
// moves, so that the game's saved form grows with its state and not with
// its log. The log's indices restart: an index [State.LogLen] returned
// before no longer names the same event, so call it only where no one
// holds one (between moves, not during a call of the rules).
func (s *State) TrimLog(maxEvents, maxBytes int) int {
	n := s.log.len()
	keep, size := 0, 0
	for e := range s.log.backward {
		size += eventBytes(e)
		if keep == maxEvents || keep > 0 && size > maxBytes {
			break
		}
		keep++
	}
	if keep == n {
		return 0
	}
	s.log = historyOf(s.log.since(n - keep))
	return n - keep
}

// backward yields the entries of a history, newest first.
func (h *history[T]) backward(yield func(T) bool) {
	for i := len(h.tail) - 1; i >= 0; i-- {
		if !yield(h.tail[i]) {
			return
		}
	}
	for c := h.full; c != nil; c = c.prev {
		for i := chunkLen - 1; i >= 0; i-- {
			if !yield(c.entries[i]) {
				return
			}
		}
	}
}

// eventBytes is the bytes of text an event holds.
func eventBytes(e Event) int {
	n := len(e.Text)
	if d := e.Draw; d != nil {
		n += len(d.Why)
		for _, c := range d.Cards {
			n += len(c)
		}
	}
	return n
}
