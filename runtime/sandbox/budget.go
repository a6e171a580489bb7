package sandbox

import (
	"context"
	"fmt"
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
	charged  int64 // of steps, those charged for work outside the VM
	before   int64 // the steps of the thread's earlier calls
	checkAt  int64 // the step count at which Done next looks at the limits and the clock
	limits   Limits
	deadline time.Time
	memory   memoryBudget
	tripped  string // why the budget stopped the call, or ""
	// stepLimit is the steps this call may run: the limit, or less when
	// the call is one of a span's that has used most of its steps.
	stepLimit int64
	spans     []span // open, outermost first
	spanned   *span  // the span that set stepLimit, if one did
}

func newBudget(parent context.Context, l Limits) *budget {
	b := &budget{parent: parent, limits: l, memory: newMemoryBudget(l.Memory), stepLimit: l.Steps}
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
	b.before += b.steps
	b.steps, b.charged = 0, 0
	b.stepLimit, b.spanned = b.limits.Steps, nil
	if s := b.tightest(); s != nil && s.limit-s.used < b.stepLimit {
		b.stepLimit, b.spanned = max(s.limit-s.used, 0), s
	}
	b.deadline = time.Time{} // set at the first look at the clock: most calls end before it
	b.nextCheck()
	if memoryAlarm.Load() {
		recheckMemory() // the alarm may be about memory a stopped script has since let go
	}
}

// Done is called by the VM before every instruction: the hottest path of
// the interpreter, kept to a count and two compares. Until the budget
// trips it returns a nil channel, which the VM's select passes over at
// once; then the closed channel that stops the call (a tripped budget
// keeps checkAt at zero, so that every later step takes the slow path).
// The heap watchdog asks for a measure of the interpreter's memory by
// counting a request.
func (b *budget) Done() <-chan struct{} {
	b.steps++
	if b.steps < b.checkAt && measureRequests.Load() == b.memory.requests {
		return nil
	}
	return b.late()
}

// late is Done past the step at which to look again, or asked for a
// measure: it looks at the limits, then answers the closed channel when
// the budget has tripped.
func (b *budget) late() <-chan struct{} {
	if b.tripped == "" {
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
	case b.steps > b.stepLimit && b.spanned != nil:
		b.trip(b.spanned.why())
	case b.steps > b.stepLimit:
		b.trip(fmt.Sprintf("it ran more than %d steps in one call (is there an endless loop?)", b.limits.Steps))
	case b.memory.due(b.before+b.steps) && b.memory.over(b.before+b.steps):
		b.trip(b.memory.why())
	case memoryAlarm.Load():
		b.trip(fmt.Sprintf("the process ran out of memory: its heap passed %d MB, the last resort behind every script's memory budget", MemoryLimit>>20))
	case b.pastDeadline():
		b.trip(b.overtime())
	case b.parent.Err() != nil:
		b.trip("the run was stopped from outside (" + context.Cause(b.parent).Error() + ")")
	}
	b.nextCheck()
}

// nextCheck sets the step at which Done next calls check: every checkEvery
// steps, at the step limit, and when the memory is next measured.
func (b *budget) nextCheck() {
	if b.tripped != "" {
		b.checkAt = 0 // every step looks: Done answers the closed channel
		return
	}
	b.checkAt = max(min(b.steps+checkEvery, b.stepLimit+1, b.memory.at-b.before), b.steps+1)
	if b.memory.made >= b.memory.madeAt {
		b.checkAt = min(b.checkAt, max(b.memory.paid-b.before, b.steps+1))
	}
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

// overtime says why a call that ran into the wall clock stopped: memory,
// when it holds more than its budget, or time, with what the sandbox
// counted meanwhile, which tells a machine too busy from an endless loop.
func (b *budget) overtime() string {
	if b.memory.limit > 0 && b.memory.over(b.before+b.steps) {
		return b.memory.why()
	}
	return fmt.Sprintf("it ran longer than %v in one call, in %d steps, holding about %d MB (is there an endless loop, or is the machine very busy?)",
		b.limits.Wall, b.steps, b.memory.held>>20)
}

// made counts n bytes a builtin made for the script: once they are many,
// the interpreter's memory is measured at the next step.
func (b *budget) made(n int) {
	if b.memory.made += int64(n); b.memory.made >= b.memory.madeAt && b.memory.limit > 0 {
		b.checkAt = min(b.checkAt, b.steps+1)
	}
}

// charge counts n steps of work done outside the VM.
func (b *budget) charge(n int64) {
	b.charged += n
	if b.steps += n; b.steps >= b.checkAt {
		b.check()
	}
}

// left is the number of steps the call may still take.
func (b *budget) left() int64 { return max(b.stepLimit-b.steps, 0) }

// trip stops the call: why says what it went past, as a sentence that
// follows "script stopped: ".
func (b *budget) trip(why string) {
	if b.tripped == "" {
		b.tripped = why
		b.checkAt = 0 // every later step looks, and Done stops the call
		b.cancel()
	}
}
