package sandbox

import (
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// budgetLimits stop a script on its memory budget: the steps and the wall
// clock are far beyond what the tests take. The budget is smaller than the
// default, which the hostile scripts of cmd/rulerun meet.
var budgetLimits = Limits{Steps: 1 << 40, Wall: time.Hour, Memory: 4 << 20}

// TestGrowingStopsOnTheBudget checks that a script that keeps growing a
// table or a string stops on its memory budget, at its line, whatever the
// way it grows.
func TestGrowingStopsOnTheBudget(t *testing.T) {
	t.Parallel()
	for _, src := range []string{
		"local t = {}\nfor i = 1, 1e9 do t[i] = i end",
		"local t = {}\nfor i = 1, 1e9 do t['k' .. i] = {i} end",
		"local s = {}\nfor i = 1, 1e9 do s[i] = ('x'):rep(100) .. i end",
		"local s = {}\nfor i = 1, 1e9 do s[i] = ('x'):rep(1e6) end",
		"local s = 'x'\nwhile true do s = s .. s end",
		"local t = {}\nfor i = 1, 1e9 do t[i] = function() return i end end",
		"local t = {}\nfor i = 1, 1e9 do t['k' .. i] = true t['k' .. i] = nil end",
	} {
		th := newTestThread(t, budgetLimits)
		err := runChunk(th, "fill.lua", src)
		require.Error(t, err, src)
		assert.Contains(t, err.Error(), "fill.lua:2:", src)
		assert.Equal(t, "it went over its memory budget: it holds more than 4 MB of tables, strings and functions (is a table or string growing without end?)", th.Stopped(), src)
	}
}

// TestGarbageIsNotGrowth checks that a call that makes and drops values is
// not stopped for what it made, only one whose tables keep them.
func TestGarbageIsNotGrowth(t *testing.T) {
	t.Parallel()
	th := newTestThread(t, Limits{Steps: 1 << 40, Wall: time.Hour, Memory: 16 << 20})
	mustRun(t, th, "for i = 1, 2e5 do local t = { i, i + 1, tostring(i), ('x'):rep(100) } end")
	assert.Empty(t, th.Stopped())
	assert.Less(t, th.Memory(), int64(1<<20))
}

// TestBudgetCountsAcrossCalls checks that the budget is the interpreter's,
// not a call's: calls that each keep a little stop at the call that goes
// over, at its line.
func TestBudgetCountsAcrossCalls(t *testing.T) {
	th := newTestThread(t, Limits{Steps: 1 << 40, Wall: time.Hour, Memory: 8 << 20})
	mustRun(t, th, "kept = {}")
	proto, err := Compile([]byte("local kept = kept\nfor i = 1, 1000 do kept[#kept + 1] = { i } end"), "keep.lua")
	require.NoError(t, err)
	calls := 0
	for ; calls < 1000; calls++ {
		if err = th.Call(th.L.NewFunctionFromProto(proto), 0); err != nil {
			break
		}
	}
	require.Error(t, err)
	assert.Contains(t, err.Error(), "keep.lua:2:")
	assert.Contains(t, th.Stopped(), "memory budget")
	assert.Greater(t, calls, 10, "the first calls are within the budget")
}

// TestOwnedValuesCount checks that a table the caller keeps in Go, out of
// the script's reach between calls, counts once the caller says it owns it.
func TestOwnedValuesCount(t *testing.T) {
	th := newTestThread(t, budgetLimits)
	big := th.L.CreateTable(1<<16, 0)
	for i := 1; i <= 1<<16; i++ {
		big.RawSetInt(i, lua.LString("card"))
	}
	without := th.Memory()
	th.Own(big)
	assert.Greater(t, th.Memory()-without, int64(1<<16*slotBytes))
}

// TestBystandersKeepRunning runs scripts that hold a little beside one
// that grows a table until its budget stops it: only that one is stopped,
// and the others, measured meanwhile, run on until it is.
func TestBystandersKeepRunning(t *testing.T) {
	t.Parallel()
	hogDone := make(chan struct{})
	var wg sync.WaitGroup
	errs := make([]error, 2)
	stopped := make([]string, 2)
	measures := make([]int64, 2)
	for i := range errs {
		th := newTestThread(t, Limits{Steps: 1 << 40, Wall: time.Hour, Memory: 8 << 20})
		th.L.SetGlobal("hog_running", th.L.NewFunction(func(L *lua.LState) int {
			select {
			case <-hogDone:
				L.Push(lua.LFalse)
			default:
				L.Push(lua.LTrue)
			}
			return 1
		}))
		wg.Go(func() {
			errs[i] = runChunk(th, "bystander.lua", "local t, i = {}, 0\nwhile hog_running() do i = i + 1 t[i % 1000 + 1] = { i, tostring(i) } end")
			stopped[i], measures[i] = th.Stopped(), th.budget.memory.measures
		})
	}
	hog := newTestThread(t, Limits{Steps: 1 << 40, Wall: time.Hour, Memory: 16 << 20})
	err := runChunk(hog, "hog.lua", "local t = {}\nfor i = 1, 1e9 do t[i] = { i, i } end")
	close(hogDone)
	wg.Wait()
	require.Error(t, err)
	assert.Contains(t, hog.Stopped(), "memory budget")
	for i := range errs {
		assert.NoError(t, errs[i], "bystander %d", i)
		assert.Empty(t, stopped[i], "bystander %d", i)
		assert.Greater(t, measures[i], int64(1), "bystander %d was measured while the hog grew", i)
	}
}

// TestWallClockSaysWhatItCounted checks that a call stopped by the wall
// clock says so, with the steps it ran and the memory it holds.
func TestWallClockSaysWhatItCounted(t *testing.T) {
	th := newTestThread(t, Limits{Steps: 1 << 40, Wall: 20 * time.Millisecond, Memory: DefaultLimits.Memory})
	err := runChunk(th, "loop.lua", "local x = 0\nwhile true do x = x + 1 end")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "loop.lua:2:")
	assert.Regexp(t, `^it ran longer than 20ms in one call, in \d+ steps, holding about \d+ MB \(`, th.Stopped())
}
