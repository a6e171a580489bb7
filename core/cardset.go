package core

import (
	"math/bits"
	"slices"
)

// cardSet gathers card ids to write them back in ascending order: a bit
// set for a deck of up to 512 cards (no allocation), else a list sorted at
// the end. The ids added are distinct, every card being in one pile.
type cardSet struct {
	set   [8]uint64
	small bool
	list  []CardID
}

// init readies the set for a deck of size cards.
func (c *cardSet) init(size int) {
	c.small = size <= len(c.set)*64
}

// add puts the ids in the set.
func (c *cardSet) add(ids []CardID) {
	if !c.small {
		c.list = append(c.list, ids...)
		return
	}
	for _, id := range ids {
		c.set[id>>6] |= 1 << (id & 63)
	}
}

// appendSorted appends the ids in ascending order to out. out may share
// memory with ids added before, which are read first.
func (c *cardSet) appendSorted(out []CardID) []CardID {
	if !c.small {
		slices.Sort(c.list)
		return append(out, c.list...)
	}
	for w, word := range c.set {
		for ; word != 0; word &= word - 1 {
			out = append(out, CardID(w*64+bits.TrailingZeros64(word)))
		}
	}
	return out
}
