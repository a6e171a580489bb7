package core

import "slices"

// Counting primitives: what a set of cards makes when its cards are
// counted by value and by rank, each card given as a small int (a value,
// a rank index, a suit index). They are pure functions of ints, for the
// games that score combinations of cards held or played.

// SubsetsSumming counts the subsets of values (each item counted once,
// equal values being different items) whose sum is target. Values must be
// above 0.
func SubsetsSumming(values []int, target int) int {
	if target < 0 {
		return 0
	}
	var small [64]int
	ways := small[:0]
	if target+1 > len(small) {
		ways = make([]int, target+1)
	} else {
		ways = small[:target+1]
	}
	ways[0] = 1
	for _, v := range values {
		for s := target; s >= v && v > 0; s-- {
			ways[s] += ways[s-v]
		}
	}
	return ways[target]
}

// Pairs counts the pairs of equal keys: n items of one key make
// n*(n-1)/2 pairs.
func Pairs(keys []int) int {
	n := 0
	for i, a := range keys {
		for _, b := range keys[i+1:] {
			if a == b {
				n++
			}
		}
	}
	return n
}

// A Run is a block of consecutive keys held: Low is its lowest key, Len
// how many keys it spans, and Ways how many distinct sets of items make it
// (the product of how many items hold each of its keys: a double run of
// three is made 2 ways).
type Run struct {
	Low, Len, Ways int
}

// Runs lists the maximal blocks of consecutive keys of at least min keys,
// lowest first, each with the number of ways the items make it.
func Runs(keys []int, min int) []Run {
	if len(keys) == 0 {
		return nil
	}
	sorted := slices.Clone(keys)
	slices.Sort(sorted)
	var out []Run
	cur := Run{Low: sorted[0], Len: 1, Ways: 1}
	mult := 1
	flush := func() {
		cur.Ways *= mult
		if cur.Len >= min {
			out = append(out, cur)
		}
	}
	for _, k := range sorted[1:] {
		last := cur.Low + cur.Len - 1
		switch {
		case k == last:
			mult++
		case k == last+1:
			cur.Ways *= mult
			cur.Len, mult = cur.Len+1, 1
		default:
			flush()
			cur, mult = Run{Low: k, Len: 1, Ways: 1}, 1
		}
	}
	flush()
	return out
}

// TailSame counts how many items at the end of seq share the last item's
// key: 2 for a pair just made, 3 for three of a kind.
func TailSame(seq []int) int {
	n := 0
	for i := len(seq) - 1; i >= 0 && seq[i] == seq[len(seq)-1]; i-- {
		n++
	}
	return n
}

// TailRun is the most items at the end of seq, min or more, whose keys are
// all different and consecutive in any order; 0 when none are.
func TailRun(seq []int, min int) int {
	best := 0
	for n := min; n <= len(seq); n++ {
		if consecutive(seq[len(seq)-n:]) {
			best = n
		}
	}
	return best
}

// consecutive reports whether the keys are different and, in some order,
// consecutive.
func consecutive(keys []int) bool {
	lo, hi := keys[0], keys[0]
	for _, k := range keys {
		lo, hi = min(lo, k), max(hi, k)
	}
	if hi-lo != len(keys)-1 {
		return false
	}
	for i, a := range keys {
		for _, b := range keys[i+1:] {
			if a == b {
				return false
			}
		}
	}
	return true
}

// AllSame reports whether every key is the first one (true for none).
func AllSame(keys []int) bool {
	for _, k := range keys {
		if k != keys[0] {
			return false
		}
	}
	return true
}
