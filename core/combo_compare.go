package core

import "cmp"

// This file holds two more ways to compare plays, for games where a suit
// decides only after every rank has been compared ([Deck.CompareRanks]), or
// where the groups of a play are compared one after the other, suits
// included ([Deck.CompareGroups]).

// CompareRanks compares two plays by the ranks of their cards from the
// highest down, ignoring suits: the highest ranks, then, if those are equal,
// the next highest, and so on, as poker compares two flushes. Only when
// every rank is equal does it compare the cards as [Deck.CompareHigh] does,
// so that suits decide last. It returns -1, 0 or +1. When one play's ranks
// are the top of the other's, the play with more cards is higher.
func (d *Deck) CompareRanks(a, b []CardID) int {
	var bufA, bufB [16]int
	x, y := d.ranksDown(a, bufA[:0]), d.ranksDown(b, bufB[:0])
	for i := 0; i < len(x) && i < len(y); i++ {
		if x[i] != y[i] {
			return cmp.Compare(x[i], y[i])
		}
	}
	if c := cmp.Compare(len(x), len(y)); c != 0 {
		return c
	}
	return d.CompareHigh(a, b)
}

// ranksDown appends the RankIndex of each card to buf, highest first.
func (d *Deck) ranksDown(cards []CardID, buf []int) []int {
	for _, id := range cards {
		buf = append(buf, d.Card(id).RankIndex)
	}
	for i := 1; i < len(buf); i++ {
		for j := i; j > 0 && buf[j] > buf[j-1]; j-- {
			buf[j], buf[j-1] = buf[j-1], buf[j]
		}
	}
	return buf
}

// CompareGroups compares two plays group by group, in the order of
// [Shape.Ranks] (largest group first, equal sizes higher rank first): first
// the rank of every group, as [Deck.CompareRank] does; then, when every
// group rank is equal, the cards of each group in that order, each group
// from its highest card down (rank, then suit), and last the cards without
// a rank. It returns -1, 0 or +1. Use it for full houses whose suits break a
// tie, the triple before the pair.
func (d *Deck) CompareGroups(a, b []CardID) int {
	if c := d.CompareRank(a, b); c != 0 {
		return c
	}
	x, y := d.Shape(a), d.Shape(b)
	for i := 0; i < len(x.Ranks) && i < len(y.Ranks); i++ {
		if c := d.CompareHigh(d.ofRank(a, x.Ranks[i]), d.ofRank(b, y.Ranks[i])); c != 0 {
			return c
		}
	}
	if c := cmp.Compare(len(x.Ranks), len(y.Ranks)); c != 0 {
		return c
	}
	return d.CompareHigh(d.ofRank(a, -1), d.ofRank(b, -1))
}

// ofRank returns the cards of the given RankIndex (-1: the cards without a
// rank).
func (d *Deck) ofRank(cards []CardID, rank int) []CardID {
	var out []CardID
	for _, id := range cards {
		if d.Card(id).RankIndex == rank {
			out = append(out, id)
		}
	}
	return out
}
