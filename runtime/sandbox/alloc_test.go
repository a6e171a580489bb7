package sandbox

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFillingATableStopsOnAllocation checks that a loop that fills a table
// stops on what it allocates, soon and with a message that says so, not on
// the wall clock while the garbage collector struggles.
func TestFillingATableStopsOnAllocation(t *testing.T) {
	for _, src := range []string{
		"local t = {}\nfor i = 1, 1e9 do t[i] = i end",
		"local t = {}\nfor i = 1, 1e9 do t['k' .. i] = {i} end",
		"local s = {}\nfor i = 1, 1e9 do s[i] = ('x'):rep(100) .. i end",
	} {
		th := newTestThread(t, Limits{Steps: 1 << 40, Wall: 20 * time.Second, Alloc: DefaultLimits.Alloc})
		start := time.Now()
		err := runChunk(th, "fill.lua", src)
		require.Error(t, err, src)
		assert.Contains(t, err.Error(), "fill.lua:2:", src)
		assert.Equal(t, "it made more than 128 MB of tables and strings in one call (is a table or string growing without end?)", th.Stopped(), src)
		assert.Less(t, time.Since(start), 10*time.Second, src) // the wall clock of these limits is 20 s
	}
}

// TestGarbageIsNotGrowth checks that a call that makes and drops values is
// not stopped for what it allocates, only one whose tables keep them.
func TestGarbageIsNotGrowth(t *testing.T) {
	th := newTestThread(t, Limits{Steps: 1 << 40, Wall: 20 * time.Second, Alloc: 16 << 20})
	mustRun(t, th, "for i = 1, 1e6 do local t = { i, i + 1, tostring(i) } end")
	assert.Empty(t, th.Stopped())
}
