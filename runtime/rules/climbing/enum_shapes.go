package climbing

import "slices"

// The flushes and the groups (full houses) of a hand, listed like its sets
// and runs: kind by kind into the path, each choice once.

// flushes calls each with every way to take n cards of one suit, none of a
// rank above high (-1 for any), in deck order.
func (h *handRanks) flushes(n, high int, each func()) {
	for s := range h.d.Suits() {
		h.suit = h.suit[:0]
		top := h.ranks() - 1
		if high >= 0 {
			top = min(high, top)
		}
		held := 0
		for r := 0; r <= top; r++ {
			for _, k := range h.of(r) {
				if h.d.Kind(k.kind).SuitIndex == s {
					h.suit = append(h.suit, k)
					held += k.n
				}
			}
		}
		if held >= n {
			h.pickSuit(0, n, each)
		}
	}
}

// pickSuit chooses n cards from the suit's kinds at or after i.
func (h *handRanks) pickSuit(i, n int, then func()) {
	if n == 0 {
		then()
		return
	}
	for j := i; j < len(h.suit) && !h.stop; j++ {
		for m := 1; m <= min(n, h.suit[j].n); m++ {
			mark := len(h.path)
			for range m {
				h.path = append(h.path, h.suit[j].kind)
			}
			h.pickSuit(j+1, n-m, then)
			h.path = h.path[:mark]
		}
	}
}

// groups calls each with every way to take groups of cards of one rank
// each, of the given sizes (largest first), each group of another rank;
// groups of one size take their ranks in order, so that each choice comes
// once. The path is left in deck order for each.
func (h *handRanks) groups(sizes []int, each func()) {
	var used [64]bool
	h.group(sizes, 0, -1, used[:min(h.ranks(), 64)], func() {
		h.saved = append(h.saved[:0], h.path...)
		slices.SortFunc(h.path, func(a, b int) int { return h.d.Kind(a).Order - h.d.Kind(b).Order })
		each()
		copy(h.path, h.saved)
	})
}

func (h *handRanks) group(sizes []int, g, prev int, used []bool, each func()) {
	if g == len(sizes) {
		each()
		return
	}
	from := 0
	if g > 0 && sizes[g] == sizes[g-1] {
		from = prev + 1
	}
	for r := from; r < len(used) && !h.stop; r++ {
		if used[r] || h.count(r) < sizes[g] {
			continue
		}
		used[r] = true
		h.pick(r, 0, sizes[g], func() { h.group(sizes, g+1, r, used, each) })
		used[r] = false
	}
}
