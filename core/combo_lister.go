package core

import "slices"

// ComboLister lists the combinations of a hand as [Deck.Sets] and [Deck.Runs]
// do, in the same order, keeping its working memory from one call to the
// next: a caller that lists often (a script's binding asked for a hand's
// plays at every move) then allocates nothing once that memory has grown
// to the largest hand and list. The lists a ComboLister answers, and the
// combinations in them, are its own memory: they are valid until its next
// call, so copy what must outlive it. A ComboLister is for one goroutine at a
// time; its zero value is ready to use.
type ComboLister struct {
	h hand
	// in and inDeck are the cards and deck h was prepared from: asked
	// again of the same cards (a hand's sets of each size, then its runs
	// of each length), the Lister prepares them once.
	in     []CardID
	inDeck *Deck
	out    collector
	buf    []CardID
	picks  [][]CardID
	// picksOf is what picks holds, while picksOK: the ways to take per
	// cards of each rank from lo to hi of any suit, of the hand in h.
	picksOf struct{ lo, hi, per int }
	picksOK bool
	list    [][]CardID
}

// prepare readies h for cards of deck d, unless it holds them already.
func (l *ComboLister) prepare(d *Deck, cards []CardID) {
	if l.inDeck == d && slices.Equal(l.in, cards) {
		return
	}
	l.h.prepare(d, cards)
	l.in, l.inDeck, l.picksOK = append(l.in[:0], cards...), d, false
}

// Sets is [Deck.Sets] in the ComboLister's memory.
func (l *ComboLister) Sets(d *Deck, hand []CardID, n int) [][]CardID {
	if n <= 0 || !d.mayHold(hand, n, 1, 0, len(d.ranks)-1) {
		return nil
	}
	l.prepare(d, hand)
	l.start(n)
	if n == 1 { // the singles: one card of each kind of a rank, as pick would take them
		for _, r := range l.h.byRank {
			for _, k := range l.h.kinds[r.lo:r.hi] {
				l.out.flat = append(l.out.flat, l.h.ids[k.lo])
			}
		}
		return l.cut(d)
	}
	for _, r := range l.h.byRank {
		l.h.pick(l.h.kinds[r.lo:r.hi], n, l.buf, &l.out.flat)
	}
	return l.cut(d)
}

// Runs is [Deck.Runs] in the ComboLister's memory.
func (l *ComboLister) Runs(d *Deck, hand []CardID, length, perRank, minRank, maxRank int, sameSuit bool) [][]CardID {
	lo, hi := d.rankRange(minRank, maxRank)
	if length <= 0 || perRank <= 0 || hi-lo+1 < length || !d.mayHold(hand, perRank, length, lo, hi) {
		return nil
	}
	l.prepare(d, hand)
	l.start(length * perRank)
	if !sameSuit {
		l.runsOfSuit(lo, hi, length, perRank, -1)
		return l.cut(d)
	}
	for s := range d.suits {
		l.runsOfSuit(lo, hi, length, perRank, s)
	}
	return l.cut(d)
}

// runsOfSuit collects the runs of cards of suit s (any suit when s is -1).
func (l *ComboLister) runsOfSuit(lo, hi, length, perRank, s int) {
	of := struct{ lo, hi, per int }{lo, hi, perRank}
	if s >= 0 || !l.picksOK || l.picksOf != of {
		l.picks = l.h.rankPicks(lo, hi, perRank, s, l.picks, l.buf)
		l.picksOf, l.picksOK = of, s < 0
	}
	for start := 0; start+length <= len(l.picks); start++ {
		window := l.picks[start : start+length]
		if !slices.ContainsFunc(window, func(p []CardID) bool { return len(p) == 0 }) {
			product(window, perRank, l.buf, &l.out.flat)
		}
	}
}

// start empties the collector for combinations of size cards, and readies
// the buffer a combination is built in.
func (l *ComboLister) start(size int) {
	l.out = collector{size: size, flat: l.out.flat[:0]}
	if cap(l.buf) < size {
		l.buf = make([]CardID, 0, size)
	}
	l.buf = l.buf[:0]
}

// cut lists the combinations collected, sorted.
func (l *ComboLister) cut(d *Deck) [][]CardID {
	out := l.out.listInto(d, l.list)
	if cap(out) > cap(l.list) {
		l.list = out
	}
	return out
}
