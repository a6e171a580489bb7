package lua

import "github.com/rulerun/rulerun/core"

// hookCall is the context of one call into the script: the state its g
// sees, whether the hook may change it, and what the call produced besides
// its results. The host holds the context of the call under way, set by
// runIn for exactly that call; outside a call it is empty, and g's methods
// refuse to run.
type hookCall struct {
	state      *core.State // the state g reads and changes
	readOnly   bool        // the hook may only look (to_act, status, check, generate)
	logBase    int         // log lines before the call, for the cap on lines a call may write
	emit       *emitter    // what out writes to, during a generator
	rejected   string      // the reason reject gave, or ""
	rejectedAt string      // where reject was called
}
