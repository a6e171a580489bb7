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
	b.deadline = time.Now().Add(b.limits.Wall)
}

// Done is called by the VM before every instruction.
func (b *budget) Done() <-chan struct{} {
	b.steps++
	if b.steps > b.limits.Steps {
		b.trip(fmt.Sprintf("ran more than %d steps in one call (is there an endless loop?)", b.limits.Steps))
	} else if memoryAlarm.Load() {
		b.trip("used too much memory")
	} else if b.steps&0xfff == 0 && time.Now().After(b.deadline) {
		b.trip(fmt.Sprintf("ran longer than %v in one call (is there an endless loop?)", b.limits.Wall))
	}
	return b.done
}

func (b *budget) trip(why string) {
	if b.tripped == "" {
		b.tripped = why
		b.cancel()
	}
}

// memoryAlarm is raised by the heap watchdog; every running script stops.
var memoryAlarm atomic.Bool
