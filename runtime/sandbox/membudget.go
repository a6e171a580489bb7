package sandbox

import (
	"fmt"
	"math"
)

// Pacing of the measures of an interpreter's memory. A measure costs time
// in proportion to what the interpreter holds, so it is taken every so many
// steps, not at every one: often enough that a script cannot make much
// more than its headroom between two measures, seldom enough that a game's
// rules do not notice the cost.
const (
	// stepBytes bounds what one step can add to what the interpreter holds
	// without a builtin counting it: a step makes at most a table, a string
	// of a few bytes or an entry of a table (about 40 bytes a step for a
	// loop that fills a table). Longer strings are made by builtins, which
	// count what they make, or by "..", which the heap watchdog sees.
	stepBytes = 64
	// minMeasureEvery is the fewest steps between two measures counted
	// by steps.
	minMeasureEvery = 1 << 14
	// minMadeBetween is the fewest bytes the builtins make before they ask
	// for a measure.
	minMadeBetween = 64 << 10
)

// memoryBudget is what one interpreter may hold: the tables, strings and
// functions it can reach, measured by its meter. The measure is taken by
// the interpreter's own thread, between two steps, when the steps since the
// last one make it due, when the builtins have made enough since, or when
// the heap watchdog asks every interpreter to (the process's heap grew
// fast). Only the interpreter over its budget is stopped, whatever the
// others hold.
type memoryBudget struct {
	limit    int64 // bytes; 0 is no budget
	meter    meter
	held     int64  // bytes at the last measure
	at       int64  // the thread's step count at which to measure next
	paid     int64  // the step count before which a measure asked for is put off: it would cost more than the steps since the last
	made     int64  // bytes the builtins made since the last measure
	madeAt   int64  // made at which to measure
	requests uint64 // the watchdog's requests answered
	measures int64  // taken so far
}

func newMemoryBudget(limit int64) memoryBudget {
	m := memoryBudget{limit: limit, requests: measureRequests.Load()}
	m.schedule(0)
	return m
}

// due reports whether a measure is due at the thread's step count steps.
func (m *memoryBudget) due(steps int64) bool {
	asked := measureRequests.Load()
	if m.limit <= 0 {
		m.requests = asked
		return false
	}
	return steps >= m.at || steps >= m.paid && (m.made >= m.madeAt || asked != m.requests)
}

// over measures the interpreter and reports whether it holds more than its
// budget.
func (m *memoryBudget) over(steps int64) bool {
	m.requests = measureRequests.Load()
	m.held = m.meter.measure(m.limit)
	m.measures++
	m.schedule(steps)
	return m.held > m.limit
}

// schedule sets when to measure next: after the steps that could add as
// much as the interpreter holds, or as the headroom left when that is more,
// so that a script growing without end is measured a few times before it
// passes its budget and at most twice its budget after. A measure asked
// for by the builtins or the watchdog waits, unless the last measure was
// small, until the steps since the last one are as many as the values that
// one visited, so that measures never take much more time than the steps
// between them.
func (m *memoryBudget) schedule(steps int64) {
	m.made = 0
	if m.limit <= 0 {
		m.at, m.madeAt, m.paid = math.MaxInt64, math.MaxInt64, math.MaxInt64
		return
	}
	headroom := max(m.limit-m.held, 0)
	m.at = steps + max(headroom/stepBytes, m.held/stepBytes, minMeasureEvery)
	m.paid = steps
	if m.meter.visited > minMeasureEvery {
		m.paid += m.meter.visited
	}
	m.madeAt = max(headroom/2, minMadeBetween)
}

// why is the reason a script over its budget is stopped.
func (m *memoryBudget) why() string {
	return fmt.Sprintf("it went over its memory budget: it holds more than %d MB of tables, strings and functions (is a table or string growing without end?)", m.limit>>20)
}
