//go:build !unix

package lua

import "time"

// cpuTime is not measured on this system: the benchmarks report wall time
// alone.
func cpuTime() time.Duration { return 0 }
