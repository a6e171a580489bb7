package check

import (
	"syscall"
	"time"
)

// rusageThread asks getrusage for the calling thread alone (RUSAGE_THREAD).
const rusageThread = 1

// threadCPU is the CPU time the calling thread has used, in user and
// system mode; the game's, since validate locks it to its thread.
func threadCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(rusageThread, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
