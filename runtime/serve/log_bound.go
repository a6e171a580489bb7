package serve

// The log of a table's game is bounded, so that a script writing
// megabytes of log a move (within the rules' own limits) cannot make its
// table's saved file, its views or the server's heap grow with it: after
// every change the game keeps the newest keptLogEvents events, of at most
// keptLogBytes bytes of text, and a view carries the last logLines lines
// the seat reads, of at most viewLogBytes bytes.
const (
	keptLogEvents = 1000
	keptLogBytes  = 256 << 10
	viewLogBytes  = 64 << 10
)

// trimLog drops the oldest events of the game's log beyond the bounds.
// The caller holds the lock.
func (t *Table) trimLog() {
	if t.game != nil {
		t.game.State().TrimLog(keptLogEvents, keptLogBytes)
	}
}

// boundLog keeps the newest lines of at most viewLogBytes bytes in all
// (always the newest line, cut to viewLogBytes).
func boundLog(lines []string) []string {
	size := 0
	for i := len(lines) - 1; i >= 0; i-- {
		size += len(lines[i])
		if size > viewLogBytes {
			if i == len(lines)-1 {
				return []string{lines[i][:viewLogBytes]}
			}
			return lines[i+1:]
		}
	}
	return lines
}
