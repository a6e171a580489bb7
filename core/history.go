package core

// chunkLen is how many entries one chunk of a history holds.
const chunkLen = 16

// history is an append-only list, such as the log or the moves of a game,
// kept in chunks of chunkLen entries that copies of a state share. A full
// chunk never changes, and is linked to the one before it, so every copy
// reads the same chunks; only the newest, partial chunk (the tail) is
// copied, by the copy that adds to it first. Copying a game of any length
// and adding to the copy thus costs at most a chunk.
//
// Like a slice, a plain copy of a history adds in place to the tail it
// shares with the original (what a fork does: one of the two is thrown
// away); a copy made with share copies the tail before adding to it.
type history[T any] struct {
	full *chunk[T] // the newest full chunk, or nil
	tail []T       // the entries after the full chunks, fewer than chunkLen
}

// chunk is a full chunk of a history, which never changes.
type chunk[T any] struct {
	entries *[chunkLen]T
	start   int       // the index of its first entry in the history
	prev    *chunk[T] // the chunk before it, or nil
}

// historyOf makes a history of the entries xs, which it keeps: the caller
// must not change xs afterwards.
func historyOf[T any](xs []T) history[T] {
	var h history[T]
	for len(xs) >= chunkLen {
		h.push((*[chunkLen]T)(xs[:chunkLen]))
		xs = xs[chunkLen:]
	}
	if len(xs) > 0 {
		h.tail = append(make([]T, 0, chunkLen), xs...)
	}
	return h
}

// fullLen is the number of entries in the full chunks.
func (h *history[T]) fullLen() int {
	if h.full == nil {
		return 0
	}
	return h.full.start + chunkLen
}

// len is the number of entries.
func (h *history[T]) len() int { return h.fullLen() + len(h.tail) }

// add appends an entry.
func (h *history[T]) add(x T) {
	if len(h.tail) == cap(h.tail) {
		h.grow()
	}
	h.tail = append(h.tail, x)
}

// grow makes room for one entry in the tail: a full tail becomes a chunk
// and a new tail is started; a tail shared with another copy (its capacity
// capped by share) is copied.
func (h *history[T]) grow() {
	if len(h.tail) == chunkLen {
		h.push((*[chunkLen]T)(h.tail))
		h.tail = make([]T, 0, chunkLen)
		return
	}
	h.tail = append(make([]T, 0, chunkLen), h.tail...)
}

// push links a full chunk after the others.
func (h *history[T]) push(entries *[chunkLen]T) {
	h.full = &chunk[T]{entries: entries, start: h.fullLen(), prev: h.full}
}

// share returns a copy that may be added to independently of h: its tail is
// capped, so that the first entry either adds copies it instead of writing
// where the other reads.
func (h *history[T]) share() history[T] {
	return history[T]{full: h.full, tail: h.tail[:len(h.tail):len(h.tail)]}
}

// since returns a new slice of the entries from index n on (all of them for
// n <= 0), or nil when there are none. It reads only the chunks that hold
// them.
func (h *history[T]) since(n int) []T {
	n = max(n, 0)
	size := h.len()
	if n >= size {
		return nil
	}
	var chunks []*chunk[T] // newest first
	for c := h.full; c != nil && c.start+chunkLen > n; c = c.prev {
		chunks = append(chunks, c)
	}
	out := make([]T, 0, size-n)
	for i := len(chunks) - 1; i >= 0; i-- {
		c := chunks[i]
		out = append(out, c.entries[max(n-c.start, 0):]...)
	}
	return append(out, h.tail[max(n-h.fullLen(), 0):]...)
}
