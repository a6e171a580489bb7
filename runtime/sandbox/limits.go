package sandbox

import "time"

// Limits bound what one call into a script may use.
type Limits struct {
	// Steps is the number of Lua instructions one call may run. Reaching it
	// is the reproducible way a runaway script stops.
	Steps int64
	// Wall is a wall-clock safety net for one call.
	Wall time.Duration
	// Alloc is the number of bytes one call may allocate (tables, strings,
	// closures, and what the functions it calls make): a loop that fills a
	// table stops on it long before the heap watchdog or the wall clock
	// would stop it. Zero is no limit.
	Alloc int64
}

// DefaultLimits are generous for any card game's rules.
var DefaultLimits = Limits{Steps: 20_000_000, Wall: 5 * time.Second, Alloc: 128 << 20}

// CallStackSize is the deepest a script's calls may nest; deeper is a
// "stack overflow".
const CallStackSize = 200

// Caps on builtins that run inside a single instruction, where the step
// budget cannot interrupt them (shared notes, §2).
const (
	maxStringResult = 1 << 20  // bytes string.rep, string.format, string.gsub or table.concat may return
	maxPatternInput = 16 << 10 // bytes gsub, find, match and gmatch may search
)
