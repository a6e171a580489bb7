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

// MeldMasks lists every meld of at least min cards (3 when min < 2) the
// hand holds, as masks: each set of cards of one rank and different suits,
// and each run of consecutive ranks of one suit (of copies of a card, a
// run takes the first). Hands of more than MaxSpread cards give none.
func MeldMasks(cards []SpreadCard, min int) []uint64 {
	if min < 2 {
		min = 3
	}
	if len(cards) > MaxSpread {
		return nil
	}
	var out []uint64
	out = appendSets(out, cards, min)
	return appendRuns(out, cards, min)
}

// appendSets appends the sets: every subset of min or more cards of one
// rank whose suits differ.
func appendSets(out []uint64, cards []SpreadCard, min int) []uint64 {
	byRank := map[int]uint64{}
	var ranks []int
	for i, c := range cards {
		if byRank[c.Rank] == 0 {
			ranks = append(ranks, c.Rank)
		}
		byRank[c.Rank] |= 1 << i
	}
	slices.Sort(ranks)
	for _, r := range ranks {
		group := byRank[r]
		if bits.OnesCount64(group) < min || bits.OnesCount64(group) > 16 {
			continue
		}
		for sub := group; sub != 0; sub = (sub - 1) & group {
			if bits.OnesCount64(sub) >= min && distinctSuits(cards, sub) {
				out = append(out, sub)
			}
		}
	}
	return out
}

// distinctSuits reports whether the cards of mask are of different suits.
func distinctSuits(cards []SpreadCard, mask uint64) bool {
	seen := map[int]bool{}
	for ; mask != 0; mask &= mask - 1 {
		s := cards[bits.TrailingZeros64(mask)].Suit
		if seen[s] {
			return false
		}
		seen[s] = true
	}
	return true
}

// appendRuns appends the runs: every stretch of min or more consecutive
// ranks of one suit.
func appendRuns(out []uint64, cards []SpreadCard, min int) []uint64 {
	idx := make([]int, len(cards))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		if cards[a].Suit != cards[b].Suit {
			return cards[a].Suit - cards[b].Suit
		}
		return cards[a].Rank - cards[b].Rank
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
			if n >= min {
				out = append(out, mask)
			}
		}
	}
	return out
}

// SpreadHand arranges the hand into melds of at least min cards that
// share no card, leaving the deadwood whose cost is least: cost counts a
// deadwood mask, or when nil the deadwood's points. Of spreads that cost
// the same, the first found wins: the search tries each card in the melds
// it is the first card of, in MeldMasks' order, before it tries it as
// deadwood, so the result depends only on the hand.
func SpreadHand(cards []SpreadCard, min int, cost func(deadwood uint64) int) Spread {
	s := spreader{cards: cards, cost: cost, best: Spread{Cost: math.MaxInt}}
	s.first = make([][]uint64, len(cards))
	for _, m := range MeldMasks(cards, min) {
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
