package sandbox

import (
	"context"
	"fmt"
	"sync/atomic"
	"time"
)

// checkEvery is how many steps apart Done looks at the wall clock.
const checkEvery = 1 << 12

// budget is a context whose Done is called by the VM once per instruction:
// it counts instructions and cancels itself when a limit is reached. The
// count is charged directly for work done outside the VM, such as pattern
// matching and caught errors.
type budget struct {
	context.Context
	parent   context.Context // the thread's: when it is done, the call stops
	cancel   context.CancelFunc
	done     <-chan struct{}
	steps    int64
	checkAt  int64 // the step count at which Done next looks at the limit and the clock
	limits   Limits
	deadline time.Time
	alloc0   uint64 // the bytes the process had allocated when the call started
	live0    uint64 // and the bytes live after the last collection then
	tripped  string // why the budget stopped the call, or ""
}

func newBudget(parent context.Context, l Limits) *budget {
	b := &budget{parent: parent, limits: l}
	b.renew()
	return b
}

func (b *budget) renew() {
	b.Context, b.cancel = context.WithCancel(b.parent)
	b.done = b.Context.Done()
	b.tripped = ""
}

// start prepares the budget for one call.
func (b *budget) start() {
	if b.tripped != "" {
		b.renew()
	}
	b.steps = 0
	b.checkAt = min(checkEvery, b.limits.Steps+1)
	b.deadline = time.Time{} // set at the first look at the clock: most calls end before it
	b.alloc0, b.live0 = 0, 0 // read at the first look: most calls end before it
	if memoryAlarm.Load() {
		recheckMemory() // the alarm may be about memory a stopped script has since let go
	}
}

// Done is called by the VM before every instruction: the hottest path of
// the interpreter, kept to a count, a compare and a flag. Until the budget
// trips it returns a nil channel, which the VM's select passes over at
// once; then the closed channel that stops the call.
func (b *budget) Done() <-chan struct{} {
	b.steps++
	if b.steps >= b.checkAt || memoryAlarm.Load() {
		b.check()
	}
	if b.tripped != "" {
		return b.done
	}
	return nil
}

// check stops the call when it is over a limit, and sets the next step at
// which to look again.
func (b *budget) check() {
	switch {
	case b.steps > b.limits.Steps:
		b.trip(fmt.Sprintf("it ran more than %d steps in one call (is there an endless loop?)", b.limits.Steps))
	case memoryAlarm.Load():
		b.trip(fmt.Sprintf("it used too much memory (the limit is %d MB)", MemoryLimit>>20))
	case b.overAlloc():
		b.trip(fmt.Sprintf("it made more than %d MB of tables and strings in one call (is a table or string growing without end?)", b.limits.Alloc>>20))
	case b.pastDeadline():
		b.trip(fmt.Sprintf("it ran longer than %v in one call (is there an endless loop?)", b.limits.Wall))
	case b.parent.Err() != nil:
		b.trip("the run was stopped from outside (" + context.Cause(b.parent).Error() + ")")
	}
	b.checkAt = min(b.steps+checkEvery, b.limits.Steps+1)
}

// pastDeadline reports whether the call has run past its wall-clock limit.
// The clock starts at the first look, checkEvery steps into the call, which
// is far less than the limit.
func (b *budget) pastDeadline() bool {
	now := time.Now()
	if b.deadline.IsZero() {
		b.deadline = now.Add(b.limits.Wall)
	}
	return now.After(b.deadline)
}

// overAlloc reports whether the call has allocated more than its limit
// while the live heap grew by a quarter of it: a table or string that keeps
// growing, not the garbage of a loop that makes and drops values, which the
// step count stops. The counts start at the first look, checkEvery steps
// into the call; they are the process's, so work done meanwhile by other
// goroutines counts too, which only a call far past anything a game's rules
// make can notice.
func (b *budget) overAlloc() bool {
	if b.limits.Alloc <= 0 {
		return false
	}
	alloc, live := heapCounts()
	if b.alloc0 == 0 {
		b.alloc0, b.live0 = alloc, live
	}
	limit := uint64(b.limits.Alloc)
	return alloc-b.alloc0 > limit && live > b.live0+limit/4
}

// charge counts n steps of work done outside the VM.
func (b *budget) charge(n int64) {
	if b.steps += n; b.steps >= b.checkAt {
		b.check()
	}
}

// left is the number of steps the call may still take.
func (b *budget) left() int64 { return max(b.limits.Steps-b.steps, 0) }

// trip stops the call: why says what it went past, as a sentence that
// follows "script stopped: ".
func (b *budget) trip(why string) {
	if b.tripped == "" {
		b.tripped = why
		b.cancel()
	}
}

// memoryAlarm is raised by the heap watchdog; every running script stops.
var memoryAlarm atomic.Bool
