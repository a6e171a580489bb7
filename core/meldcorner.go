package core

// A run whose end rank may stand at either end (MeldRules.EitherEnd): an
// ace low or high. Such a run goes round from the highest rank to the
// lowest only as far as that rank: a window of ranks wrapped past the
// highest ends at the lowest rank when that is the rank at either end
// (Q-K-A with the ace low), or begins at the highest when it is (A-2-3
// with the ace high).

// corners reports whether the lowest rank (low) or the highest (high) of
// the deck is the rank r declares may stand at either end of a run.
func (d *Deck) corners(r MeldRules) (low, high bool) {
	n := len(d.ranks)
	if r.EitherEnd == "" || n == 0 {
		return false, false
	}
	return d.ranks[0].Code == r.EitherEnd, d.ranks[n-1].Code == r.EitherEnd
}

// turnsCorner reports whether a run from place lo to place hi (places
// past the highest rank going round to the lowest, below the lowest
// going round from the highest) may be laid: it does not go round, or
// runs wrap, or it goes round only as far as the rank at either end.
func turnsCorner(n, lo, hi int, wrap, low, high bool) bool {
	if lo < 0 {
		lo, hi = lo+n, hi+n
	}
	return hi < n || wrap || low && hi == n || high && lo == n-1
}

// cornerStarts keeps, of the first ranks of the windows of size ranks
// that hold a run, those whose window goes round the corner no further
// than the rank at either end.
func (d *Deck) cornerStarts(starts []int, size int, r MeldRules) []int {
	low, high := d.corners(r)
	n, kept := len(d.ranks), starts[:0]
	for _, s := range starts {
		if turnsCorner(n, s, s+size-1, false, low, high) {
			kept = append(kept, s)
		}
	}
	return kept
}
