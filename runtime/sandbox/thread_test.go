package sandbox

import (
	"context"
	"errors"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// TestThreadStopsWhenItsContextIsDone checks that the context given to New
// stops a call under way, and says so.
func TestThreadStopsWhenItsContextIsDone(t *testing.T) {
	ctx, cancel := context.WithCancelCause(context.Background())
	th := New(ctx, Limits{Steps: 1 << 62, Wall: time.Hour}) // only the context can stop it
	defer th.Close()
	time.AfterFunc(50*time.Millisecond, func() { cancel(errors.New("interrupted")) })
	err := runChunk(th, "loop.lua", "while true do pcall(function() end) end")
	require.Error(t, err)
	assert.Equal(t, "the run was stopped from outside (interrupted)", th.Stopped())
}

// TestThreadStopCannotBeCaught checks that a cap of the caller's, raised
// with Stop, ends the call even inside pcall, and that the next call runs.
func TestThreadStopCannotBeCaught(t *testing.T) {
	th := newTestThread(t, testLimits)
	th.L.SetGlobal("cap", th.L.NewFunction(func(L *lua.LState) int {
		th.Stop("too many things")
		L.RaiseError("too many things")
		return 0
	}))
	err := runChunk(th, "cap.lua", "pcall(cap)\nlocal x = 0\nwhile true do x = x + 1 end")
	require.Error(t, err)
	assert.Equal(t, "too many things", th.Stopped())
	mustRun(t, th, "local x = 1")
	assert.Empty(t, th.Stopped(), "a new call starts with a fresh budget")
}

// TestThreadCountsSteps checks that Steps adds up the steps of every call.
func TestThreadCountsSteps(t *testing.T) {
	th := newTestThread(t, testLimits)
	mustRun(t, th, "for i = 1, 100 do end")
	first := th.Steps()
	assert.Positive(t, first)
	mustRun(t, th, "for i = 1, 100 do end")
	assert.Equal(t, 2*first, th.Steps())
}

// TestThreadGlobalsChanged checks that a change to the library tables after
// KeepGlobals is named.
func TestThreadGlobalsChanged(t *testing.T) {
	th := newTestThread(t, testLimits)
	th.KeepGlobals()
	assert.Empty(t, th.GlobalsChanged())
	mustRun(t, th, "local x = 1")
	assert.Empty(t, th.GlobalsChanged(), "a call that changes nothing")
	mustRun(t, th, "string.upper = string.lower")
	assert.Equal(t, "string.upper", th.GlobalsChanged())
	assert.Equal(t, "string.upper", th.GlobalsChanged(), "asked again with no call between, the change is still named")
}

// TestStrictGlobalsSayWhy checks that a forbidden name says why it is not
// there, and that a new global is refused.
func TestStrictGlobalsSayWhy(t *testing.T) {
	th := newTestThread(t, testLimits)
	th.StrictGlobals()
	err := runChunk(th, "os.lua", "os.exit(1)")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "os.lua:1: os is not available: rule scripts have no operating-system access")
	err = runChunk(th, "new.lua", "x = 1")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "new.lua:1: cannot create global 'x'")
}

// TestToStringNamesNoAddress checks that tostring of a table or function
// gives the same text in every run, not a heap address, and keeps
// __tostring.
func TestToStringNamesNoAddress(t *testing.T) {
	th := newTestThread(t, testLimits)
	src := `local a, b = {}, function() end
local out = tostring(a) .. " " .. tostring(b) .. " " .. tostring(a) .. " " .. tostring(1.5)
out = out .. " " .. tostring(setmetatable({}, {__tostring = function() return "card" end}))
return out`
	proto, err := Compile([]byte(src), "names.lua")
	require.NoError(t, err)
	for range 2 {
		require.NoError(t, th.Call(th.L.NewFunctionFromProto(proto), 1))
		assert.Equal(t, "table: 1 function: 2 table: 1 1.5 card", th.L.Get(-1).String())
		th.L.Pop(1)
	}
}
