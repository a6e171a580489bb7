package climbing

import (
	"math/bits"

	"github.com/rulerun/rulerun/core"
)

// The plays of a hand, listed without allocating: the hand's card kinds are
// grouped by rank once, then sets and runs are chosen kind by kind into
// reused buffers. A kind may be chosen as many times as the hand holds it
// (decks with copies).

// heldKind is a kind of card a hand holds, and how many.
type heldKind struct{ kind, n int }

// handRanks groups a hand's kinds by rank index, in deck order within a rank.
type handRanks struct {
	// block holds the kinds held, rank by rank: those of rank r from
	// start[r], kinds[r] of them (of), with room for every kind of the
	// rank. It holds no pointer, so indexing a hand writes no slice.
	block []heldKind
	start []int
	kinds []int
	held  []int // the cards held of each rank
	// atLeast[n] has bit r set when the hand holds n cards of rank r or
	// more (decks of up to 64 ranks): sets and runs are found from it,
	// not rank by rank, where each rank is a branch the processor cannot
	// guess.
	atLeast [5]uint64
	path    []int         // the kinds chosen so far
	cards   []core.CardID // the chosen kinds as cards, for comparing
	d       *core.Deck
	// stop ends a listing early: the choices stop being made once it is
	// set.
	stop  bool
	suit  []heldKind // the kinds of one suit, for flushes
	saved []int      // the path in the order it was chosen, for groups
}

// index groups hand by rank, reusing the buffers of earlier listings.
func (h *handRanks) index(d *core.Deck, hand []core.CardID) {
	if h.d != d || len(h.start) != len(d.Ranks()) {
		h.room(d)
	}
	h.stop = false
	clear(h.kinds)
	clear(h.held)
	h.atLeast = [5]uint64{}
	for _, c := range hand {
		k := d.KindOf(c)
		r := d.Kind(k).RankIndex
		if r < 0 {
			continue
		}
		h.held[r]++
		if n := h.held[r]; n < len(h.atLeast) && r < 64 {
			h.atLeast[n] |= 1 << uint(r)
		}
		list := h.of(r)
		found := false
		for i := range list {
			if list[i].kind == k {
				list[i].n++
				found = true
				break
			}
		}
		if !found {
			h.block[h.start[r]+len(list)] = heldKind{kind: k, n: 1}
			h.kinds[r]++
			sortHeld(d, h.of(r))
		}
	}
}

// of is the kinds of rank r held, in deck order.
func (h *handRanks) of(r int) []heldKind {
	at := h.start[r]
	return h.block[at : at+h.kinds[r] : at+h.kinds[r]]
}

// ranks is the number of ranks of the deck.
func (h *handRanks) ranks() int { return len(h.start) }

// room makes the lists of kinds by rank for deck d, each with room for
// every kind of its rank, in one block.
func (h *handRanks) room(d *core.Deck) {
	h.d = d
	n := len(d.Ranks())
	h.start, h.kinds, h.held = make([]int, n), make([]int, n), make([]int, n)
	per := make([]int, n)
	for k := range d.Kinds() {
		if r := d.Kind(k).RankIndex; r >= 0 && r < n {
			per[r]++
		}
	}
	h.block = make([]heldKind, d.Kinds())
	at := 0
	for r := range n {
		h.start[r] = at
		at += per[r]
	}
}

// sortHeld keeps a rank's kinds in deck order (a few, so insertion sort).
func sortHeld(d *core.Deck, list []heldKind) {
	for i := len(list) - 1; i > 0 && d.Kind(list[i].kind).Order < d.Kind(list[i-1].kind).Order; i-- {
		list[i], list[i-1] = list[i-1], list[i]
	}
}

// count is how many cards of rank r the hand holds.
func (h *handRanks) count(r int) int { return h.held[r] }

// pick chooses n cards of rank r, from its kinds at or after i, in deck
// order, calling then with each choice added to the path.
func (h *handRanks) pick(r, i, n int, then func()) {
	if n == 0 {
		then()
		return
	}
	kinds := h.of(r)
	if n == 1 { // one card of a kind: no choice below it
		for j := i; j < len(kinds) && !h.stop; j++ {
			h.path = append(h.path, kinds[j].kind)
			then()
			h.path = h.path[:len(h.path)-1]
		}
		return
	}
	for j := i; j < len(kinds) && !h.stop; j++ {
		for m := 1; m <= min(n, kinds[j].n); m++ {
			mark := len(h.path)
			for range m {
				h.path = append(h.path, kinds[j].kind)
			}
			h.pick(r, j+1, n-m, then)
			h.path = h.path[:mark]
		}
	}
}

// sets calls each with every way to take n cards of one rank, of the
// ranks from floor up.
func (h *handRanks) sets(n, floor int, each func()) {
	if n >= 1 && n < len(h.atLeast) && h.ranks() <= 64 {
		for rest := h.atLeast[n] >> uint(floor) << uint(floor); rest != 0; rest &= rest - 1 {
			h.pick(bits.TrailingZeros64(rest), 0, n, each)
		}
		return
	}
	for r := floor; r < h.ranks(); r++ {
		if h.count(r) >= n {
			h.pick(r, 0, n, each)
		}
	}
}

// runs calls each with every run of length ranks, perRank cards each, with
// no rank above high (-1 for any) and its highest rank floor or above.
func (h *handRanks) runs(length, perRank, high, floor int, each func()) {
	top := h.ranks() - 1
	if high >= 0 {
		top = high
	}
	lo := max(floor-length+1, 0)
	if perRank >= 1 && perRank < len(h.atLeast) && h.ranks() <= 64 {
		held := h.atLeast[perRank] & (1<<uint(top+1) - 1) // the ranks of the run, none above top
		starts := held                                    // the ranks a run of length starts at
		for i := 1; i < length; i++ {
			starts &= held >> uint(i)
		}
		for starts = starts >> uint(lo) << uint(lo); starts != 0; starts &= starts - 1 {
			r := bits.TrailingZeros64(starts)
			h.runFrom(r, r+length-1, perRank, each)
		}
		return
	}
	for ; lo+length-1 <= top; lo++ {
		ok := true
		for r := lo; r < lo+length && ok; r++ {
			ok = h.count(r) >= perRank
		}
		if ok {
			h.runFrom(lo, lo+length-1, perRank, each)
		}
	}
}

func (h *handRanks) runFrom(r, last, perRank int, each func()) {
	if r > last {
		each()
		return
	}
	h.pick(r, 0, perRank, func() { h.runFrom(r+1, last, perRank, each) })
}

// chosen is the path as cards, for comparing plays.
func (h *handRanks) chosen() []core.CardID {
	h.cards = h.cards[:0]
	for _, k := range h.path {
		h.cards = append(h.cards, h.d.CardOf(k))
	}
	return h.cards
}
