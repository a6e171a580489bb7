package core_test

import (
	"math/bits"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rulerun/rulerun/core"
)

func TestSubsetsSumming(t *testing.T) {
	for name, tc := range map[string]struct {
		values []int
		target int
		want   int
	}{
		"none":                 {nil, 15, 0},
		"the empty set sums 0": {nil, 0, 1},
		"one pair":             {[]int{5, 10, 3}, 15, 1},
		"four fives and a ten": {[]int{5, 5, 5, 5, 10}, 15, 8},
		"the 29 hand":          {[]int{5, 5, 5, 10, 5}, 15, 8},
		"a long subset":        {[]int{1, 2, 3, 4, 5}, 15, 1},
		"a target past 63":     {[]int{40, 40, 30}, 70, 2},
	} {
		t.Run(name, func(t *testing.T) { assert.Equal(t, tc.want, core.SubsetsSumming(tc.values, tc.target)) })
	}
}

func TestPairsAndTails(t *testing.T) {
	assert.Equal(t, 0, core.Pairs([]int{1, 2, 3}))
	assert.Equal(t, 1, core.Pairs([]int{1, 2, 1}))
	assert.Equal(t, 3, core.Pairs([]int{4, 4, 4}))
	assert.Equal(t, 6, core.Pairs([]int{4, 4, 4, 4}))
	assert.Equal(t, 2, core.Pairs([]int{4, 4, 5, 5}))
	assert.Equal(t, 3, core.TailSame([]int{2, 7, 7, 7}))
	assert.Equal(t, 1, core.TailSame([]int{7, 7, 2}))
	assert.Equal(t, 0, core.TailSame(nil))
	assert.Equal(t, 3, core.TailRun([]int{9, 5, 3, 4}, 3))
	assert.Equal(t, 4, core.TailRun([]int{5, 3, 6, 4}, 3))
	assert.Equal(t, 0, core.TailRun([]int{3, 4, 4}, 3))
	assert.Equal(t, 0, core.TailRun([]int{4, 5}, 3))
	assert.Equal(t, 5, core.TailRun([]int{1, 2, 3, 5, 4}, 3)) // the last four make 2..5, and all five 1..5
	assert.True(t, core.AllSame([]int{2, 2, 2}))
	assert.False(t, core.AllSame([]int{2, 3}))
}

func TestRuns(t *testing.T) {
	for name, tc := range map[string]struct {
		keys []int
		want []core.Run
	}{
		"no run":                {[]int{1, 2, 4, 5}, nil},
		"a run of three":        {[]int{3, 4, 5, 9}, []core.Run{{3, 3, 1}}},
		"a double run of three": {[]int{3, 4, 5, 5}, []core.Run{{3, 3, 2}}},
		"a double double run":   {[]int{3, 3, 4, 5, 5}, []core.Run{{3, 3, 4}}},
		"a triple run":          {[]int{6, 7, 7, 7, 8}, []core.Run{{6, 3, 3}}},
		"a run of five":         {[]int{5, 1, 3, 2, 4}, []core.Run{{1, 5, 1}}},
		"a double run of four":  {[]int{1, 2, 2, 3, 4}, []core.Run{{1, 4, 2}}},
		"two runs":              {[]int{1, 2, 3, 7, 8, 9}, []core.Run{{1, 3, 1}, {7, 3, 1}}},
	} {
		t.Run(name, func(t *testing.T) { assert.Equal(t, tc.want, core.Runs(tc.keys, 3)) })
	}
}

// bruteRuns is what Runs' blocks score, found by trying every subset: the
// items of each subset of distinct consecutive keys, min or more, that no
// such subset holds.
func bruteRuns(keys []int, min int) int {
	n := len(keys)
	isRun := func(mask uint) bool {
		var ks []int
		for i := range n {
			if mask&(1<<uint(i)) != 0 {
				ks = append(ks, keys[i])
			}
		}
		return len(ks) >= min && consecutiveKeys(ks)
	}
	total := 0
	for mask := uint(1); mask < 1<<uint(n); mask++ {
		if !isRun(mask) {
			continue
		}
		maximal := true
		for i := range n {
			if mask&(1<<uint(i)) == 0 && isRun(mask|1<<uint(i)) {
				maximal = false
			}
		}
		if maximal {
			total += bits.OnesCount(mask)
		}
	}
	return total
}

func consecutiveKeys(ks []int) bool {
	seen := map[int]bool{}
	lo, hi := ks[0], ks[0]
	for _, k := range ks {
		if seen[k] {
			return false
		}
		seen[k] = true
		lo, hi = min(lo, k), max(hi, k)
	}
	return hi-lo == len(ks)-1
}

// FuzzCounting checks the counter against every subset of up to eight
// small keys.
func FuzzCounting(f *testing.F) {
	f.Add([]byte{5, 5, 5, 11, 5})
	f.Add([]byte{3, 4, 5, 5, 6})
	f.Fuzz(func(t *testing.T, data []byte) {
		if len(data) > 8 {
			data = data[:8]
		}
		keys := make([]int, len(data))
		for i, b := range data {
			keys[i] = int(b%13) + 1
		}
		sums, pairs := 0, 0
		for mask := 1; mask < 1<<len(keys); mask++ {
			s, c := 0, 0
			var last []int
			for i, k := range keys {
				if mask&(1<<i) != 0 {
					s, c = s+k, c+1
					last = append(last, k)
				}
			}
			if s == 15 {
				sums++
			}
			if c == 2 && last[0] == last[1] {
				pairs++
			}
		}
		assert.Equal(t, sums, core.SubsetsSumming(keys, 15))
		assert.Equal(t, pairs, core.Pairs(keys))
		got := 0
		for _, r := range core.Runs(keys, 3) {
			got += r.Len * r.Ways
		}
		assert.Equal(t, bruteRuns(keys, 3), got)
	})
}

func BenchmarkCountHand(b *testing.B) {
	values := []int{5, 5, 5, 10, 5}
	ranks := []int{5, 5, 5, 11, 5}
	b.ReportAllocs()
	for b.Loop() {
		n := core.SubsetsSumming(values, 15) + core.Pairs(ranks)
		for _, r := range core.Runs(ranks, 3) {
			n += r.Len * r.Ways
		}
		_ = n
	}
}
