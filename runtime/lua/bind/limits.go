package bind

import (
	"fmt"

	lua "github.com/yuin/gopher-lua"
)

// Caps on what a script may hand to rulerun, each reported with a clear
// error at the script's file and line. They keep a hostile or broken script
// from flooding the terminal or the memory of whoever runs it: a generator
// proposing a million moves, or a move of a megabyte printed every turn.
const (
	MaxMoves    = 10_000  // moves one generator may propose
	MaxPiles    = 1_000   // piles of one game, declared and created
	MaxLogLine  = 4 << 10 // bytes of one log line
	MaxLogLines = 1_000   // log lines one call of a hook may write
)

// limitError stops the running call at a cap: like a runaway loop, it
// cannot be caught with pcall, and it is reported as "script stopped".
func (cx *call) limitError(L *lua.LState, format string, args ...any) {
	why := fmt.Sprintf(format, args...)
	cx.thread.Stop(why)
	L.RaiseError("%s", why)
}
