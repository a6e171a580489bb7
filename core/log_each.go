package core

// EachLogEvent calls fn with every event of the log, oldest first, without
// copying the log as [State.Log] does.
func (s *State) EachLogEvent(fn func(Event)) { s.log.each(fn) }

// each calls fn with every entry, oldest first.
func (h *history[T]) each(fn func(T)) {
	eachChunk(h.full, fn)
	for _, x := range h.tail {
		fn(x)
	}
}

// eachChunk calls fn with the entries of c's chunks, oldest first.
func eachChunk[T any](c *chunk[T], fn func(T)) {
	if c == nil {
		return
	}
	eachChunk(c.prev, fn)
	for _, x := range c.entries {
		fn(x)
	}
}
