package climbing

import "slices"

// The classes of a trick rank kinds of one size against each other
// (Trick.Classes). Cards that fit kinds of several classes are of the
// highest; a listing of a lower class's plays leaves out those that are
// also of a higher class, which it finds by these overlaps, worked out once
// per plan.

// shadows lists, for kind i, the kinds of a higher class that cards of
// kind i may also fit, and would then be: a listing of kind i leaves
// those out.
func (tp *plan) shadows(i int) []int {
	var out []int
	for _, j := range tp.byClass {
		if tp.class[j] > tp.class[i] && tp.class[i] >= 0 && mayOverlap(&tp.Kinds[i], &tp.Kinds[j]) {
			out = append(out, j)
		}
	}
	return out
}

// shadowsOf is the kinds of a higher class that plays of kind i may also
// be.
func (tp *plan) shadowsOf(i int) []int { return tp.shadow[i] }

// mayOverlap reports whether some cards may be a play of both kinds.
func mayOverlap(a, b *Kind) bool {
	alo, ahi := sizes(a)
	blo, bhi := sizes(b)
	if ahi < blo || bhi < alo {
		return false
	}
	sa, sb := suitsOf(a), suitsOf(b)
	if sa != "" && sb != "" && sa != sb {
		return false
	}
	ranksA, ranksB := rankGroups(a), rankGroups(b)
	return ranksA == 0 || ranksB == 0 || ranksA == ranksB
}

// sizes is the fewest and most cards of a play of kind k.
func sizes(k *Kind) (int, int) {
	const many = 1 << 30
	switch {
	case k.Set > 0 && k.OrMore:
		return k.Set, many
	case k.Set > 0:
		return k.Set, k.Set
	case k.Flush > 0:
		return k.Flush, k.Flush
	case len(k.Groups) > 0:
		n := 0
		for _, c := range k.Groups {
			n += c
		}
		return n, n
	}
	hi := many
	if k.Max > 0 {
		hi = k.Max * k.PerRank
	}
	return max(k.Min, 2) * k.PerRank, hi
}

func suitsOf(k *Kind) string {
	if k.Flush > 0 {
		return "same"
	}
	return k.Suits
}

// rankGroups tells how a kind's cards group by rank: 1 for one rank (a
// set), 2 for several ranks of equal groups (runs), 3 for groups of
// different sizes; 0 for any (a flush).
func rankGroups(k *Kind) int {
	switch {
	case k.Set > 0 || len(k.Groups) == 1:
		return 1
	case k.PerRank > 0:
		return 2
	case len(k.Groups) > 0 && slices.Min(k.Groups) == slices.Max(k.Groups):
		return 2
	case len(k.Groups) > 0:
		return 3
	}
	return 0
}
