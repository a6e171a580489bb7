package main

import (
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBatchesInTurn(t *testing.T) {
	tests := []struct {
		name   string
		counts []int
		games  int
		want   []simBatch
	}{
		{"one run, whole", []int{500}, 500, []simBatch{{0, 0, 500}}},
		{"two runs in turn", []int{120, 120}, 120, []simBatch{{0, 0, 50}, {1, 0, 50}, {0, 50, 100}, {1, 50, 100}, {0, 100, 120}, {1, 100, 120}}},
		{"a twentieth of many games", []int{2000, 2000}, 2000, []simBatch{{0, 0, 100}, {1, 0, 100}}},
		{"runs of other counts (skill games)", []int{60, 30}, 30, []simBatch{{0, 0, 50}, {1, 0, 30}, {0, 50, 60}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := batches(tt.counts, tt.games)
			if len(got) > len(tt.want) {
				got = got[:len(tt.want)]
			}
			assert.Equal(t, tt.want, got)
		})
	}
	for _, counts := range [][]int{{500}, {120, 120, 7}, {2000, 2000}} {
		played := make([]int, len(counts))
		for _, b := range batches(counts, counts[0]) {
			require.Equal(t, played[b.run], b.from, "each run's batches follow one another")
			played[b.run] = b.to
		}
		assert.Equal(t, counts, played, "every game is played once")
	}
}

// stopAt is standard output that stops the run (as Ctrl-C does) once it is
// written a line holding text.
type stopAt struct {
	strings.Builder
	text string
	stop chan struct{}
	once sync.Once
}

func (w *stopAt) Write(p []byte) (int, error) {
	if strings.Contains(string(p), w.text) {
		w.once.Do(func() { close(w.stop) })
	}
	return w.Builder.Write(p)
}

// TestAStoppedSimulationComparesItsRuns: the scripts of a simulate are
// played in turn, a batch of each, so that a run stopped early (Ctrl-C)
// has games of each to compare, not those of the first alone (#32 item 13).
func TestAStoppedSimulationComparesItsRuns(t *testing.T) {
	out := &stopAt{text: "kingsskip.lua", stop: make(chan struct{})}
	saved := interrupts
	t.Cleanup(func() { interrupts = saved })
	interrupts = func() (chan struct{}, func()) { return out.stop, func() {} }
	var errOut strings.Builder
	status := run([]string{"rulerun", "simulate", "../../scripts/unu.lua", "../../scripts/variants/kingsskip.lua",
		"--games", "400", "--seed", "3", "--json", "-"}, strings.NewReader(""), out, &errOut)
	assert.Equal(t, exitInterrupted, status, errOut.String())
	counts := map[string]int{}
	for _, line := range strings.Split(strings.TrimSpace(out.String()), "\n") {
		for _, s := range []string{"unu.lua", "kingsskip.lua"} {
			if strings.Contains(line, `"`+"../../scripts/"+s) || strings.Contains(line, "variants/"+s) {
				counts[s]++
			}
		}
	}
	t.Logf("games played: %v", counts)
	assert.Less(t, counts["unu.lua"], 400, "the first script's games were not all played first")
	assert.GreaterOrEqual(t, counts["unu.lua"], minBatch)
	assert.Positive(t, counts["kingsskip.lua"])
	assert.Contains(t, errOut.String(), "Stopped: the games played so far.")
	assert.Contains(t, errOut.String(), "kingsskip.lua against unu.lua:", "the runs are compared")
}
