package sandbox

import (
	"context"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// heapGrowth runs src on a fresh thread with no memory budget, keeping what
// it returns, and gives what the meter counts for the thread and how much
// the live heap grew meanwhile.
func heapGrowth(t *testing.T, src string) (metered, heap int64) {
	t.Helper()
	th := New(context.Background(), Limits{Steps: 1 << 40, Wall: time.Hour})
	defer th.Close()
	before := th.Memory()
	var ms runtime.MemStats
	runtime.GC()
	runtime.GC()
	runtime.ReadMemStats(&ms)
	heap0 := ms.HeapAlloc
	proto, err := Compile([]byte(src), "grow.lua")
	require.NoError(t, err)
	require.NoError(t, th.Call(th.L.NewFunctionFromProto(proto), 1))
	kept := th.L.Get(-1)
	runtime.GC()
	runtime.ReadMemStats(&ms)
	heap = int64(ms.HeapAlloc) - int64(heap0)
	metered = th.Memory() - before
	runtime.KeepAlive(kept)
	return metered, heap
}

// TestMeterFollowsTheHeap checks that what the meter counts for the usual
// ways of holding memory is within a third of what the Go heap
// holds for them.
func TestMeterFollowsTheHeap(t *testing.T) {
	for _, src := range []string{
		"local t = {} for i = 1, 5e4 do t[i] = { i } end return t",
		"local t = {} for i = 1, 5e4 do t['k' .. i] = i end return t",
		"local t = {} for i = 1, 5e4 do t[i] = i + 0.5 end return t",
		"local t = {} for i = 1, 5e4 do t[i] = { suit = 'h', rank = i } end return t",
		"local t = {} for i = 1, 100 do t[i] = ('x'):rep(10000) .. i end return t",
		"local t = {} for i = 1, 5e4 do t[i] = function() return i end end return t",
		"local t = {} for i = 1, 5e4 do t[i + 0.5] = true end return t",
		"local t = {} for i = 1, 5e4 do t['k' .. i] = true t['k' .. i] = nil end return t",
		"local s = 'x' for i = 1, 22 do s = s .. s end return s",
	} {
		metered, heap := heapGrowth(t, src)
		t.Logf("%6.1f MB metered, %6.1f MB heap (%.2f): %s", float64(metered)/(1<<20), float64(heap)/(1<<20), float64(metered)/float64(heap), src)
		assert.InDelta(t, 1, float64(metered)/float64(heap), 0.35, "%s: metered %d, heap %d", src, metered, heap)
	}
}

// TestMeterIsTheSameEveryRun checks that the meter counts the same for the
// same script in two interpreters.
func TestMeterIsTheSameEveryRun(t *testing.T) {
	src := "local t = {} for i = 1, 1e4 do t['k' .. i] = { i, tostring(i) } end return t"
	var got []int64
	for range 2 {
		th := newTestThread(t, Limits{Steps: 1 << 40, Wall: time.Hour})
		mustRun(t, th, "kept = 1")
		proto, err := Compile([]byte(src), "same.lua")
		require.NoError(t, err)
		require.NoError(t, th.Call(th.L.NewFunctionFromProto(proto), 1))
		got = append(got, th.Memory())
	}
	assert.Equal(t, got[0], got[1])
	assert.Greater(t, got[0], int64(1e4*100))
}

var _ = lua.LNil
