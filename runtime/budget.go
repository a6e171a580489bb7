package runtime

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"
)

// Limits bound what one call into a script may use.
type Limits struct {
	// Steps is the number of Lua instructions one call may run. Reaching it
	// is the reproducible way a runaway script stops.
	Steps int64
	// Wall is a wall-clock safety net for one call.
	Wall time.Duration
}

// DefaultLimits are generous for any card game's rules.
var DefaultLimits = Limits{Steps: 20_000_000, Wall: 5 * time.Second}

// budget is a context whose Done is called by the VM once per instruction:
// it counts instructions and cancels itself when a limit is reached.
type budget struct {
	context.Context
	cancel   context.CancelFunc
	done     <-chan struct{}
	steps    int64
	limits   Limits
	deadline time.Time
	tripped  string // why the budget stopped the call, or ""
}

func newBudget(l Limits) *budget {
	b := &budget{limits: l}
	b.renew()
	return b
}

func (b *budget) renew() {
	b.Context, b.cancel = context.WithCancel(context.Background())
	b.done = b.Context.Done()
	b.tripped = ""
}

// start prepares the budget for one call.
func (b *budget) start() {
	if b.tripped != "" {
		b.renew()
	}
	b.steps = 0
	b.deadline = time.Time{} // set at the first look at the clock: most calls end before it
}

// Done is called by the VM before every instruction. Until the budget trips
// it returns a nil channel, which the VM's select passes over at once; then
// the closed channel that stops the call.
func (b *budget) Done() <-chan struct{} {
	b.steps++
	if b.steps&0xfff == 0 || b.steps > b.limits.Steps {
		b.checkLimits()
	}
	if b.tripped != "" {
		return b.done
	}
	return nil
}

// checkLimits trips the budget when a limit is reached. It runs every 4096
// steps, which bounds the overshoot of every limit but the step count.
func (b *budget) checkLimits() {
	switch {
	case b.steps > b.limits.Steps:
		b.trip(fmt.Sprintf("ran more than %d steps in one call (is there an endless loop?)", b.limits.Steps))
	case memoryAlarm.Load():
		b.trip("used too much memory")
	case b.pastDeadline():
		b.trip(fmt.Sprintf("ran longer than %v in one call (is there an endless loop?)", b.limits.Wall))
	}
}

func (b *budget) trip(why string) {
	if b.tripped == "" {
		b.tripped = why
		b.cancel()
	}
}

// memoryAlarm is raised by the heap watchdog; every running script stops.
var memoryAlarm atomic.Bool

// pastDeadline reports whether the call has run past its wall-clock limit.
// The clock starts at the first look, 4096 steps into the call, which is
// far less than the limit.
func (b *budget) pastDeadline() bool {
	now := time.Now()
	if b.deadline.IsZero() {
		b.deadline = now.Add(b.limits.Wall)
	}
	return now.After(b.deadline)
}
