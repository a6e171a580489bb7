package core

import (
	"fmt"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixHistory returns a history of the numbers 0 to n-1, added one by one.
func fixHistory(n int) history[int] {
	var h history[int]
	for i := range n {
		h.add(i)
	}
	return h
}

// fixCount returns the numbers from to to-1.
func fixCount(from, to int) []int {
	var out []int
	for i := from; i < to; i++ {
		out = append(out, i)
	}
	return out
}

func TestHistoryReadsWhatWasAdded(t *testing.T) {
	for _, n := range []int{0, 1, chunkLen - 1, chunkLen, chunkLen + 1, 3*chunkLen + 7} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			h := fixHistory(n)
			require.Equal(t, n, h.len())
			for _, from := range []int{-3, 0, 1, chunkLen - 1, chunkLen, n - 1, n, n + 5} {
				assert.Equal(t, fixCount(max(from, 0), n), h.since(from), "since %d", from)
			}
		})
	}
}

func TestHistorySinceIsACopy(t *testing.T) {
	h := fixHistory(chunkLen + 3)
	all := h.since(0)
	all[0], all[chunkLen+1] = -1, -1
	assert.Equal(t, fixCount(0, chunkLen+3), h.since(0))
}

func TestHistoryOfKeepsTheEntries(t *testing.T) {
	for _, n := range []int{0, 1, chunkLen, 2*chunkLen + 5} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			h := historyOf(fixCount(0, n))
			require.Equal(t, n, h.len())
			assert.Equal(t, fixCount(0, n), h.since(0))
			h.add(n)
			assert.Equal(t, fixCount(0, n+1), h.since(0))
		})
	}
}

func TestSharedHistoriesDivergeIndependently(t *testing.T) {
	tests := []struct {
		name       string
		base, more int // entries before the copy; entries each adds after
	}{
		{"empty, one more", 0, 1},
		{"a few, one more", 5, 1},
		{"tail one short of full", chunkLen - 1, 1},
		{"tail one short of full, past a chunk", chunkLen - 1, chunkLen + 2},
		{"chunk just full", chunkLen, 1},
		{"chunk and one", chunkLen + 1, 3},
		{"many chunks, many more", 5*chunkLen + 9, 3 * chunkLen},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			orig := fixHistory(tt.base)
			cp := orig.share()
			again := cp.share()
			for i := range tt.more {
				orig.add(1000 + i)
				cp.add(2000 + i)
			}
			base := fixCount(0, tt.base)
			require.Equal(t, slices.Concat(base, fixCount(1000, 1000+tt.more)), orig.since(0))
			require.Equal(t, slices.Concat(base, fixCount(2000, 2000+tt.more)), cp.since(0))
			assert.Equal(t, base, again.since(0), "a third copy made before either added is unchanged")
		})
	}
}
