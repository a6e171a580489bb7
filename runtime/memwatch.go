package runtime

import (
	"runtime/metrics"
	"sync"
	"time"
)

// MemoryLimit is the heap size in bytes above which every running script is
// stopped with "used too much memory". Lua has no per-interpreter memory
// limit, so the watchdog looks at the whole process.
var MemoryLimit uint64 = 2 << 30

var startWatch sync.Once

// watchMemory starts the heap watchdog once per process.
func watchMemory() {
	startWatch.Do(func() {
		go func() {
			sample := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
			for {
				metrics.Read(sample)
				memoryAlarm.Store(sample[0].Value.Uint64() > MemoryLimit)
				time.Sleep(10 * time.Millisecond)
			}
		}()
	})
}
