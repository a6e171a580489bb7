package bind

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// call is the context of one call into the script, and every binding
// receives it: the state its g sees, whether the hook may change it, the
// game served, and what the call produced besides its results. The
// bindings hold the context of the call under way, set by Begin for
// exactly that call; outside a call it names no state, and g's methods
// refuse to run.
type call struct {
	*served                    // the game served: pile handles, card caches, g
	thread     *sandbox.Thread // the thread the call runs on, stopped at a cap
	state      *core.State     // the state g reads and changes
	readOnly   bool            // the hook may only look (to_act, status, check, generate)
	plan       *rules.Plan     // the declared game's plan, or nil
	logBase    int             // log lines before the call, for the cap on lines a call may write
	emit       Proposer        // what out writes to, during a generator
	rejected   string          // the reason reject gave, or ""
	rejectedAt string          // where reject was called
}

// mutState is mustState for functions that change the game: they fail in
// the hooks that may only look (to_act, status, standing, and a verb's
// check, generate and part rules).
func (cx *call) mutState(L *lua.LState, what string) *core.State {
	st := cx.mustState(L, what)
	if cx.readOnly {
		L.RaiseError("%s changes the game, which only setup and a verb's apply may do (to_act, status, standing, and a verb's check, generate and part rules may only look)", what)
	}
	return st
}

// mustState returns the state being changed, or stops the script when no
// game is running (while the script itself is loading).
func (cx *call) mustState(L *lua.LState, what string) *core.State {
	if cx.state == nil {
		L.RaiseError("%s can only be used while a game is running (inside setup, to_act, status or a verb's functions)", what)
	}
	return cx.state
}
