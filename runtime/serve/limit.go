package serve

import "time"

// DefaultMoveRate is the moves a second a seat may send when
// Config.MoveRate is 0: more than any person clicks, few enough that a
// runaway client cannot keep the table's lock.
const DefaultMoveRate = 5

// limiter is a bucket of moves, holding up to twice the rate, refilled at
// the rate a second. The caller holds the table's lock.
type limiter struct {
	tokens float64
	last   time.Time
}

// allow takes a move from the bucket, or reports that the seat moves too
// fast.
func (l *limiter) allow(now time.Time, rate float64) bool { return l.take(now, rate, 2*rate) }

// take takes one from a bucket of burst, refilled at rate a second, or
// reports that it is empty.
func (l *limiter) take(now time.Time, rate, burst float64) bool {
	if l.last.IsZero() {
		l.tokens = burst
	} else {
		l.tokens = min(burst, l.tokens+now.Sub(l.last).Seconds()*rate)
	}
	l.last = now
	if l.tokens < 1 {
		return false
	}
	l.tokens--
	return true
}
