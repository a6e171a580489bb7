package serve

import (
	"errors"
	"sync"
	"time"
)

// A seat starts at most againBurst games with "play again" at once, then
// one every againEvery, counted over the tables of an evening (each the
// one before's next): a guest looping stop and play again cannot fill the
// server with tables. Each table has at most one next table.
const (
	againBurst = 5
	againEvery = 30 * time.Second
)

// errAgainTooFast is a seat starting next games faster than its limit.
var errAgainTooFast = errors.New("this seat has started many games in a row: wait a little before the next one")

// againLimits are the buckets of "play again" of the seats of an evening,
// shared by its tables.
type againLimits struct {
	mu    sync.Mutex
	seats map[int]*limiter
}

// againLimits is the table's evening's limits, made at first use. The
// caller holds the lock.
func (t *Table) againLimits() *againLimits {
	if t.again == nil {
		t.again = &againLimits{seats: map[int]*limiter{}}
	}
	return t.again
}

// allow takes a new game of seatNo from its bucket, or reports that the
// seat goes too fast.
func (a *againLimits) allow(seatNo int, now time.Time) bool {
	a.mu.Lock()
	defer a.mu.Unlock()
	l := a.seats[seatNo]
	if l == nil {
		l = &limiter{}
		a.seats[seatNo] = l
	}
	return l.take(now, 1/againEvery.Seconds(), againBurst)
}
