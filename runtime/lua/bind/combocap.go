package bind

// Runs and sets are listed inside one Go call, where the step budget cannot
// stop them, and a whole deck makes millions of long runs: like the other
// combination lists (api_combo.go), they are capped at maxCombos. cards[r]
// is the number of cards of rank r (h.perRank); choosing among them bounds
// the distinct picks, identical copies being listed once.

// tooManyRuns reports whether runs of minLen to maxLen ranks within lo..hi,
// per cards of each rank, could number more than maxCombos.
func tooManyRuns(cards []int, minLen, maxLen, per, lo, hi int) bool {
	total := 0.0
	for n := max(minLen, 1); n <= maxLen; n++ {
		for s := lo; s+n-1 <= hi; s++ {
			p := 1.0
			for r := s; r < s+n && p > 0; r++ {
				p *= choose(cards[r], per)
			}
			if total += p; total > maxCombos {
				return true
			}
		}
	}
	return false
}

// tooManySets reports whether sets of n cards of one rank could number more
// than maxCombos.
func tooManySets(cards []int, n int) bool {
	total := 0.0
	for _, k := range cards {
		if total += choose(k, n); total > maxCombos {
			return true
		}
	}
	return false
}
