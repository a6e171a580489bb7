//go:build !linux

package check

import "time"

// processStart is when the process began, for threadCPU.
var processStart = time.Now()

// threadCPU is, where the CPU time of one thread cannot be read, the wall
// time since the process began: a game's budget is then wall time, as it
// was everywhere before validate read a thread's CPU time on Linux.
func threadCPU() time.Duration { return time.Since(processStart) }
