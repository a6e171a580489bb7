package check

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestValidateCapsAGameByItsCost checks that a game past the wall clock
// kept against a hang is a problem that says so, and stops the run as a
// limit does (the CPU time, below, is measured as the game is played).
func TestValidateCapsAGameByItsCost(t *testing.T) {
	for _, tt := range []struct {
		name string
		opts Options
		msg  string
	}{
		{"hung", Options{HangTime: time.Nanosecond},
			"the game did not end within 1ns of wall time (it hung: its CPU time is within budget) (0 moves made): do the rules let it end, and do the bots' moves lead there?"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			opts := tt.opts
			opts.Games, opts.Seed, opts.Workers = 20, 1, 1
			r := Validate(shedSource{}, opts)
			require.Len(t, r.Problems, 1)
			assert.Equal(t, tt.msg, r.Problems[0].Msg)
			assert.True(t, r.Stopped)
			assert.Equal(t, 1, r.Games)
			assert.Equal(t, "a game that does not end would take as long in every game", r.StoppedWhy)
		})
	}
}

// TestThreadCPUCountsOnlyItsThread checks that the CPU time a game is
// judged by is its own thread's: a thread that sleeps spends none, while
// the other threads of the process spin.
func TestThreadCPUCountsOnlyItsThread(t *testing.T) {
	stop := make(chan struct{})
	defer close(stop)
	for range 2 {
		go func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
			}
		}()
	}
	cost := startCost(Options{MaxTime: time.Second, HangTime: time.Hour})
	defer cost.end()
	before := threadCPU()
	time.Sleep(200 * time.Millisecond) // not a bound: time the thread does not spend
	spent := threadCPU() - before
	assert.Less(t, spent, 100*time.Millisecond, "a sleeping thread spends next to no CPU time, however busy the others")
	assert.NoError(t, cost.over(0))
}

// TestGameCostCountsCPUTime checks that a game that has spent its CPU time
// is over its budget, and says so.
func TestGameCostCountsCPUTime(t *testing.T) {
	cost := startCost(Options{MaxTime: 10 * time.Millisecond, HangTime: time.Hour})
	defer cost.end()
	require.NoError(t, cost.over(0))
	for start := threadCPU(); threadCPU()-start <= 20*time.Millisecond; {
		// spin: work the budget counts
	}
	err := cost.over(64)
	require.Error(t, err)
	assert.Equal(t, "the game did not end within 10ms of CPU time (64 moves made): do the rules let it end, and do the bots' moves lead there?", err.Error())
}
