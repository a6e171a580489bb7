package core

import (
	"math"
	"math/bits"
	"slices"
)

// A hand spread into melds and deadwood: the melds (sets of one rank and
// runs of consecutive ranks of one suit, no wilds) share no card, and the
// cards left over, the deadwood, count against their holder. SpreadHand
// finds the spread that leaves the least deadwood, by an exact search over
// every set of melds that share no card; a cost function may count the
// deadwood otherwise (cards a player may still shed count nothing).

// MaxSpread is the most cards SpreadHand arranges.
const MaxSpread = 64

// A SpreadCard is one card of a hand as SpreadHand sees it: the place of
// its rank in the order runs follow (consecutive places make a run, with
// no wrap), its suit, and what it counts as deadwood.
type SpreadCard struct{ Rank, Suit, Points int }

// A Spread is a hand arranged into melds and deadwood, each a bit mask of
// the indexes of its cards in the hand: bit i is card i.
type Spread struct {
	Melds    []uint64
	Deadwood uint64
	Cost     int // what the deadwood counts
}

// Melded is the mask of the cards in the spread's melds.
func (s Spread) Melded() uint64 {
	var m uint64
	for _, x := range s.Melds {
		m |= x
	}
	return m
}

// MaskPoints sums the points of the cards of mask.
func MaskPoints(cards []SpreadCard, mask uint64) int {
	n := 0
	for ; mask != 0; mask &= mask - 1 {
		n += cards[bits.TrailingZeros64(mask)].Points
	}
	return n
}

// MeldMasks lists every meld of at least size cards (3 when size < 2) the
// hand holds, as masks: each set of cards of one rank and different suits,
// and each run of consecutive ranks of one suit (of copies of a card, a
// run takes the first). Hands of more than MaxSpread cards give none.
func MeldMasks(cards []SpreadCard, size int) []uint64 {
	if size < 2 {
		size = 3
	}
	if len(cards) > MaxSpread {
		return nil
	}
	var out []uint64
	out = appendSets(out, cards, size)
	return appendRuns(out, cards, size)
}

// appendSets appends the sets: every subset of size or more cards of one
// rank whose suits differ.
func appendSets(out []uint64, cards []SpreadCard, size int) []uint64 {
	idx := sortedBy(cards, func(a, b SpreadCard) int { return a.Rank - b.Rank })
	for lo := 0; lo < len(idx); {
		hi := lo
		var group uint64
		for hi < len(idx) && cards[idx[hi]].Rank == cards[idx[lo]].Rank {
			group |= 1 << idx[hi]
			hi++
		}
		if n := hi - lo; n >= size && n <= 16 {
			for sub := group; sub != 0; sub = (sub - 1) & group {
				if bits.OnesCount64(sub) >= size && distinctSuits(cards, sub) {
					out = append(out, sub)
				}
			}
		}
		lo = hi
	}
	return out
}

// sortedBy is the indexes of cards in the order cmp gives, stable.
func sortedBy(cards []SpreadCard, cmp func(a, b SpreadCard) int) []int {
	idx := make([]int, len(cards))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp(cards[a], cards[b]) })
	return idx
}

// distinctSuits reports whether the cards of mask are of different suits.
func distinctSuits(cards []SpreadCard, mask uint64) bool {
	for m := mask; m != 0; m &= m - 1 {
		a := cards[bits.TrailingZeros64(m)].Suit
		for rest := m & (m - 1); rest != 0; rest &= rest - 1 {
			if cards[bits.TrailingZeros64(rest)].Suit == a {
				return false
			}
		}
	}
	return true
}

// appendRuns appends the runs: every stretch of size or more consecutive
// ranks of one suit.
func appendRuns(out []uint64, cards []SpreadCard, size int) []uint64 {
	idx := sortedBy(cards, func(a, b SpreadCard) int {
		if a.Suit != b.Suit {
			return a.Suit - b.Suit
		}
		return a.Rank - b.Rank
	})
	for start := 0; start < len(idx); start++ {
		first := cards[idx[start]]
		if start > 0 && cards[idx[start-1]] == first {
			continue // a copy: the run takes the first
		}
		mask, n, rank := uint64(0), 0, first.Rank-1
		for j := start; j < len(idx); j++ {
			c := cards[idx[j]]
			if c.Suit != first.Suit || c.Rank > rank+1 {
				break
			}
			if c.Rank == rank {
				continue
			}
			mask, n, rank = mask|1<<idx[j], n+1, c.Rank
			if n >= size {
				out = append(out, mask)
			}
		}
	}
	return out
}

// SpreadHand arranges the hand into melds of at least size cards that
// share no card, leaving the deadwood whose cost is least: cost counts a
// deadwood mask, or when nil the deadwood's points. Of spreads that cost
// the same, the first found wins: the search tries each card in the melds
// it is the first card of, in MeldMasks' order, before it tries it as
// deadwood, so the result depends only on the hand.
func SpreadHand(cards []SpreadCard, size int, cost func(deadwood uint64) int) Spread {
	s := spreader{cards: cards, cost: cost, best: Spread{Cost: math.MaxInt}}
	s.first = make([][]uint64, len(cards))
	for _, m := range MeldMasks(cards, size) {
		i := bits.TrailingZeros64(m)
		s.first[i] = append(s.first[i], m)
	}
	s.search(0, 0, 0, 0)
	return s.best
}

// spreader is the state of one SpreadHand search.
type spreader struct {
	cards []SpreadCard
	cost  func(uint64) int
	first [][]uint64 // the melds whose first card is card i
	melds []uint64   // the melds chosen so far
	best  Spread
}

// search decides card i on: the first card of a meld that
// shares no card with those chosen (used), or deadwood. dead is the deadwood so far
// and pts its points.
func (s *spreader) search(i int, used, dead uint64, pts int) {
	if s.cost == nil && pts >= s.best.Cost {
		return // no better than the best found
	}
	for i < len(s.cards) && used&(1<<i) != 0 {
		i++
	}
	if i == len(s.cards) {
		s.consider(dead, pts)
		return
	}
	for _, m := range s.first[i] {
		if m&used == 0 {
			s.melds = append(s.melds, m)
			s.search(i+1, used|m, dead, pts)
			s.melds = s.melds[:len(s.melds)-1]
		}
	}
	s.search(i+1, used|1<<i, dead|1<<i, pts+s.cards[i].Points)
}

// consider keeps the spread found when it costs less than the best.
func (s *spreader) consider(dead uint64, pts int) {
	c := pts
	if s.cost != nil {
		c = s.cost(dead)
	}
	if c < s.best.Cost {
		s.best = Spread{Melds: slices.Clone(s.melds), Deadwood: dead, Cost: c}
	}
}

// DiscardDeadwood is, for each card of the hand, the least deadwood the
// hand leaves without it (the spreads in which it is deadwood, less its
// points): what a player who discards it holds.
func DiscardDeadwood(cards []SpreadCard, size int) []int {
	out := make([]int, len(cards))
	for i := range out {
		out[i] = math.MaxInt
	}
	SpreadHand(cards, size, func(dead uint64) int {
		pts := MaskPoints(cards, dead)
		for m := dead; m != 0; m &= m - 1 {
			i := bits.TrailingZeros64(m)
			out[i] = min(out[i], pts-cards[i].Points)
		}
		return 0
	})
	return out
}

// LayOff is the cards of mask that may be laid off onto melds (another
// player's, each a set or a run of its cards): a card that extends a run
// at either end, one after another, then a card of a set's rank and of a
// suit the set lacks. A card laid off on a run first is never worse: it
// may let another follow it.
func LayOff(melds [][]SpreadCard, cards []SpreadCard, mask uint64) uint64 {
	var laid uint64
	for _, m := range melds {
		if isRun(m) {
			laid |= extendRun(m, cards, mask&^laid)
		}
	}
	for _, m := range melds {
		if !isRun(m) {
			laid |= extendSet(m, cards, mask&^laid)
		}
	}
	return laid
}

// isRun reports whether a meld is a run: its first two cards differ in
// rank.
func isRun(m []SpreadCard) bool { return len(m) > 1 && m[0].Rank != m[1].Rank }

// extendRun is the cards of mask that extend run m at either end, one
// after another.
func extendRun(m []SpreadCard, cards []SpreadCard, mask uint64) uint64 {
	lo, hi := m[0].Rank, m[0].Rank
	for _, c := range m {
		lo, hi = min(lo, c.Rank), max(hi, c.Rank)
	}
	var laid uint64
	for grew := true; grew; {
		grew = false
		for x := mask &^ laid; x != 0; x &= x - 1 {
			i := bits.TrailingZeros64(x)
			if c := cards[i]; c.Suit == m[0].Suit && (c.Rank == lo-1 || c.Rank == hi+1) {
				lo, hi, laid, grew = min(lo, c.Rank), max(hi, c.Rank), laid|1<<i, true
			}
		}
	}
	return laid
}

// extendSet is the cards of mask of set m's rank and of suits it lacks.
func extendSet(m []SpreadCard, cards []SpreadCard, mask uint64) uint64 {
	suits := map[int]bool{}
	for _, c := range m {
		suits[c.Suit] = true
	}
	var laid uint64
	for x := mask; x != 0; x &= x - 1 {
		i := bits.TrailingZeros64(x)
		if c := cards[i]; len(m) > 0 && c.Rank == m[0].Rank && !suits[c.Suit] {
			suits[c.Suit], laid = true, laid|1<<i
		}
	}
	return laid
}

// IsMeld reports whether the cards of mask make one meld of at least size
// cards (3 when size < 2), as MeldMasks finds them: a set of one rank and
// different suits, or a run of consecutive ranks of one suit.
func IsMeld(cards []SpreadCard, mask uint64, size int) bool {
	if size < 2 {
		size = 3
	}
	if bits.OnesCount64(mask) < size || len(cards) < 64 && mask>>len(cards) != 0 {
		return false
	}
	var ms []SpreadCard
	for m := mask; m != 0; m &= m - 1 {
		ms = append(ms, cards[bits.TrailingZeros64(m)])
	}
	slices.SortFunc(ms, func(a, b SpreadCard) int { return a.Rank - b.Rank })
	set, run := true, true
	for i := 1; i < len(ms); i++ {
		set = set && ms[i].Rank == ms[0].Rank
		run = run && ms[i].Suit == ms[0].Suit && ms[i].Rank == ms[i-1].Rank+1
	}
	return run || set && distinctSuits(cards, mask)
}
