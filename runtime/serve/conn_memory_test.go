package serve

import (
	"bytes"
	"runtime"
	"runtime/pprof"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// heldConns is how many connections TestHeldConnectionMemory holds.
const heldConns = 256

// maxConnMemory bounds what one connection holding an unfinished header
// costs the process, in bytes (docs/serve.md gives the figure the test
// logs).
const maxConnMemory = 96 << 10

// memoryInUse is the heap and the goroutine stacks in use, after a
// collection.
func memoryInUse() int64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return int64(m.HeapInuse + m.StackInuse)
}

// TestHeldConnectionMemory measures what a connection holding an
// unfinished header of 8 KB costs: the heap and the stacks the server
// holds for it (its goroutine, its buffers, the header so far), counted
// by the runtime, and the client's side of the connection (a few hundred
// bytes), in the same process. What docs/serve.md says of the limits'
// memory is this figure times the connections they let in.
func TestHeldConnectionMemory(t *testing.T) {
	lim := Limits{ConnsPerAddr: 2 * heldConns, PendingConns: 2 * heldConns, MaxConns: 4 * heldConns}
	f, ln := newLimitedFixture(t, lim, raceSpec())
	before := memoryInUse()
	openConns(t, f, "127.0.0.1", heldConns)
	require.Eventually(t, func() bool {
		waiting, _ := ln.counts()
		return waiting == heldConns && readingHeaders() >= heldConns
	}, time.Minute, 10*time.Millisecond, "the server holds every connection, reading its header")
	each := (memoryInUse() - before) / heldConns
	t.Logf("a connection holding an unfinished header of 8 KB: %d bytes (%.1f KB) of heap and stacks", each, float64(each)/1024)
	assert.Less(t, each, int64(maxConnMemory))
}

// readingHeaders counts the server's goroutines reading a request's
// header (net/http's readRequest), from every goroutine's stack.
func readingHeaders() int {
	var b bytes.Buffer
	pprof.Lookup("goroutine").WriteTo(&b, 2)
	return strings.Count(b.String(), "net/http.(*conn).readRequest(")
}
