package sandbox

import (
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"sync/atomic"
	"time"
)

// MemoryLimit is the heap size in bytes above which every running script is
// stopped: the last resort, far above the budget of any one interpreter
// ([Limits].Memory), for memory the interpreters' measures do not see.
var MemoryLimit uint64 = 1 << 30

// measureStep is how much the process's heap grows before the watchdog asks
// every running interpreter to measure its memory: a string doubled with
// s = s .. s grows inside single steps, faster than the measures paced by
// steps would see.
const measureStep = 16 << 20

// measureRequests counts the watchdog's requests for a measure; each
// interpreter answers each request once, at its next step.
var measureRequests atomic.Uint64

// memoryAlarm is raised by the heap watchdog when the process's heap is
// over MemoryLimit: the last resort, which stops every running script.
var memoryAlarm atomic.Bool

// memoryPoll is how often the watchdog reads the heap size. A script that
// doubles a string (s = s .. s) doubles the heap in a few instructions, so
// the watchdog looks often; making the pages of a large string takes longer
// than this, so the request is made by the time the string is, and the
// next instruction measures it.
const memoryPoll = 5 * time.Millisecond

var startWatch sync.Once

// watchMemory starts the heap watchdog once per process. Unless GOMEMLIMIT
// sets one, it also gives the Go runtime a soft memory limit well below the
// watchdog's, so that the garbage collector frees what scripts have let go
// before the heap grows far past what they hold: a few interpreters at
// their budget fit under it.
func watchMemory() {
	startWatch.Do(func() {
		if debug.SetMemoryLimit(-1) == math.MaxInt64 {
			debug.SetMemoryLimit(int64(MemoryLimit / 8 * 3))
		}
		go func() {
			for {
				sampleMemory()
				time.Sleep(memoryPoll)
			}
		}()
	})
}

var heapSample = []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}

var (
	sampleMu     sync.Mutex
	measureLevel uint64 // the heap when the watchdog last asked for a measure, or its low since
)

// sampleMemory asks for a measure when the heap has grown by measureStep
// since it last asked (or since its low), and raises or lowers the alarm.
func sampleMemory() {
	sampleMu.Lock()
	defer sampleMu.Unlock()
	metrics.Read(heapSample)
	heap := heapSample[0].Value.Uint64()
	switch {
	case heap > measureLevel+measureStep || heap > MemoryLimit:
		measureRequests.Add(1)
		measureLevel = heap
	case heap < measureLevel:
		measureLevel = heap
	}
	memoryAlarm.Store(heap > MemoryLimit)
}

// recheckMemory collects garbage and samples again: the alarm may still be
// up for the memory of a script that was stopped and has since let it go.
func recheckMemory() {
	runtime.GC()
	sampleMemory()
}
