package serve

import "time"

// limiter is a bucket of moves: it holds up to burst, refilled at rate a
// second. The caller holds the table's lock.
type limiter struct {
	tokens float64
	last   time.Time
}

// Limits on the moves of one seat.
const (
	movesPerSecond = 5
	movesBurst     = 10
)

// allow takes a move from the bucket, or reports that the seat moves too
// fast.
func (l *limiter) allow(now time.Time) bool {
	if l.last.IsZero() {
		l.tokens = movesBurst
	} else {
		l.tokens = min(movesBurst, l.tokens+now.Sub(l.last).Seconds()*movesPerSecond)
	}
	l.last = now
	if l.tokens < 1 {
		return false
	}
	l.tokens--
	return true
}
