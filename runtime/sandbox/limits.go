package sandbox

import (
	"os"
	"time"
)

// Limits bound what one call into a script may use.
type Limits struct {
	// Steps is the number of Lua instructions one call may run. Reaching it
	// is the reproducible way a runaway script stops.
	Steps int64
	// Wall is a wall-clock safety net for one call, far above the time the
	// steps and the memory budget take to stop a script, so that a busy
	// machine does not change which limit stops it.
	Wall time.Duration
	// Memory is the bytes the interpreter may hold at any time, across
	// calls: the tables, strings and functions it can reach, as its meter
	// counts them (meter.go). A loop that fills a table or grows a string
	// stops on it, whatever other interpreters in the process hold. Zero is
	// no budget.
	Memory int64
}

// DefaultLimits are generous for any card game's rules. Their wall clock,
// five minutes, is a last resort against a call that hangs: 20 million
// steps take a few seconds of a core, so even a machine loaded many times
// over stops a runaway script by its steps, never by the clock. The
// environment variable WallClockEnv, a Go duration such as "2m", sets it.
var DefaultLimits = Limits{Steps: 20_000_000, Wall: wallFromEnv(5 * time.Minute), Memory: 64 << 20}

// WallClockEnv names the environment variable that sets the wall clock of
// [DefaultLimits]: on a machine so busy that a script stopped by its steps
// or memory budget would run into the clock first, or in tests that must
// see those stop it, whatever the machine.
const WallClockEnv = "RULERUN_WALL_CLOCK"

// wallFromEnv is the wall clock WallClockEnv sets, or def.
func wallFromEnv(def time.Duration) time.Duration {
	if d, err := time.ParseDuration(os.Getenv(WallClockEnv)); err == nil && d > 0 {
		return d
	}
	return def
}

// CallStackSize is the deepest a script's calls may nest; deeper is a
// "stack overflow".
const CallStackSize = 200

// Caps on builtins that run inside a single instruction, where the step
// budget cannot interrupt them (shared notes, §2).
const (
	maxStringResult = 1 << 20  // bytes string.rep, string.format, string.gsub or table.concat may return
	maxPatternInput = 16 << 10 // bytes gsub, find, match and gmatch may search
)
