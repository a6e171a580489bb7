package sandbox

import (
	"math"
	"runtime"
	"runtime/debug"
	"runtime/metrics"
	"sync"
	"time"
)

// MemoryLimit is the heap size in bytes above which every running script is
// stopped with "used too much memory". Lua has no per-interpreter memory
// limit, so the watchdog looks at the whole process. A script that doubles
// a string is stopped while making the string that crosses the limit, so
// the process peaks at about 256 MB.
var MemoryLimit uint64 = 192 << 20

// memoryPoll is how often the watchdog reads the heap size. A script that
// doubles a string (s = s .. s) doubles the heap in a few instructions, so
// the watchdog looks often (it used to look every 10 ms); making the pages
// of a large string takes longer than this, so the alarm is up by the time
// the string is made, and the next instruction stops the script.
const memoryPoll = 5 * time.Millisecond

var startWatch sync.Once

// watchMemory starts the heap watchdog once per process. Unless GOMEMLIMIT
// sets one, it also gives the Go runtime a soft memory limit below the
// watchdog's, so that the garbage collector frees what scripts have let go
// before the watchdog counts it.
func watchMemory() {
	startWatch.Do(func() {
		if debug.SetMemoryLimit(-1) == math.MaxInt64 {
			debug.SetMemoryLimit(int64(MemoryLimit / 4 * 3))
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

var countSamples = []metrics.Sample{{Name: "/gc/heap/allocs:bytes"}, {Name: "/gc/heap/live:bytes"}}
var countMu sync.Mutex

// heapCounts are the bytes the process has allocated on the heap since it
// started, and the bytes live after the last garbage collection (about a
// microsecond to read).
func heapCounts() (alloc, live uint64) {
	countMu.Lock()
	defer countMu.Unlock()
	metrics.Read(countSamples)
	return countSamples[0].Value.Uint64(), countSamples[1].Value.Uint64()
}

var sampleMu sync.Mutex

// sampleMemory raises or lowers the alarm from the heap's size now.
func sampleMemory() {
	sampleMu.Lock()
	defer sampleMu.Unlock()
	metrics.Read(heapSample)
	memoryAlarm.Store(heapSample[0].Value.Uint64() > MemoryLimit)
}

// recheckMemory collects garbage and samples again: the alarm may still be
// up for the memory of a script that was stopped and has since let it go.
func recheckMemory() {
	runtime.GC()
	sampleMemory()
}
