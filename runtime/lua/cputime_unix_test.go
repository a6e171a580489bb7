//go:build unix

package lua

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used (user and system), which a
// busy machine does not inflate as it does wall time: the yardstick
// reports its speed per CPU second too.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
