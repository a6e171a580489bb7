package lua

import (
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// interp is what lives as long as the host's interpreter: the sandboxed
// thread, the table the script returned, the modules it required, and the
// watches on what it must not change between games.
type interp struct {
	thread   *sandbox.Thread
	L        *lua.LState // the thread's interpreter
	table    *lua.LTable // the table the script returned
	loaded   map[string]lua.LValue
	loading  map[string]bool
	snapshot globalsWatch
	upvalues *upvalueWatch // the file's locals its functions use, as loaded
	rets     []lua.LValue  // the results of the last call, reused
}

// globalsWatch tells whether a script changed the globals or library tables
// its thread kept after loading.
type globalsWatch struct{ thread *sandbox.Thread }

// changed names the first entry changed, or returns "".
func (w globalsWatch) changed() string { return w.thread.GlobalsChanged() }
