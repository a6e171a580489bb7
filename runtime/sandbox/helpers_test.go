package sandbox

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/require"
)

// testLimits keep runaway scripts in the tests short: a small step budget,
// and a wall clock far above it so that the step budget is what stops them.
var testLimits = Limits{Steps: 200_000, Wall: time.Hour}

// newTestThread starts a thread that the test closes.
func newTestThread(t testing.TB, limits Limits) *Thread {
	t.Helper()
	th := New(context.Background(), limits)
	t.Cleanup(th.Close)
	return th
}

// runChunk compiles src as the file name and runs it on the thread.
func runChunk(th *Thread, name, src string) error {
	proto, err := Compile([]byte(src), name)
	if err != nil {
		return err
	}
	return th.Call(th.L.NewFunctionFromProto(proto), 0)
}

// mustRun runs src, which must succeed.
func mustRun(t testing.TB, th *Thread, src string) {
	t.Helper()
	require.NoError(t, runChunk(th, "test.lua", src))
}
