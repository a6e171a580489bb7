package core

import "slices"

// The meld lister as it was before the listing built its candidates valid
// (a check of each) and reused its buffers: the reference the faster one
// must match, meld for meld and in the same order
// (TestMeldListerMatchesTheCheckedOne).

// Listing the melds a hand can lay, and the cards it can add to a meld on
// the table, under a game's MeldRules: the rule a check applies is the rule
// the listing follows, so a rule exists once. Every meld listed is one
// CheckMeld accepts; every meld of a natural card per place and wilds within
// the rules' limit is listed, a run's wilds written as the cards they stand
// for and, where CheckMeld reads them the same, bare.

// MeldLister lists the melds a hand can lay and the cards it can add to a
// meld, under one deck's MeldRules. It is made once (Deck.MeldLister) and
// never changed, so any goroutine may use it.
type refLister struct {
	d *Deck
	r MeldRules
	// byRank lists the deck's natural kinds of each rank that have a suit,
	// in deck order; ofRank every natural kind of each rank.
	byRank, ofRank [][]int
	wild           []bool // by kind
}

// MeldLister makes the lister of the deck's melds under r.
func (d *Deck) refMeldLister(r MeldRules) *refLister {
	l := &refLister{d: d, r: r.withDefaults(), byRank: make([][]int, len(d.ranks)), ofRank: make([][]int, len(d.ranks)),
		wild: make([]bool, len(d.kinds))}
	for k, c := range d.kinds {
		l.wild[k] = d.isWild(k, l.r)
		if c.RankIndex >= 0 && !l.wild[k] {
			l.ofRank[c.RankIndex] = append(l.ofRank[c.RankIndex], k)
		}
		if c.RankIndex >= 0 && c.SuitIndex >= 0 && !l.wild[k] {
			l.byRank[c.RankIndex] = append(l.byRank[c.RankIndex], k)
		}
	}
	return l
}

// refMeldHand is a hand counted for listing melds: how many of each kind it
// holds, and its wilds.
type refMeldHand struct {
	*refLister
	count []int
	wild  int // a wild kind the hand holds, or -1
	wilds int // how many wilds it holds
	out   [][]MeldCard
	buf   []MeldCard // scratch for the melds checked
	// held marks the ranks of the naturals held, bit r for rank r: of each
	// suit, and at index len(suits) of any suit (decks of up to 64 ranks).
	held []uint64
}

func (l *refLister) hand(hand []int) *refMeldHand {
	h := &refMeldHand{refLister: l, count: make([]int, len(l.d.kinds)), wild: -1}
	for _, k := range hand {
		if k < 0 || k >= len(l.d.kinds) {
			continue
		}
		h.count[k]++
		if l.wild[k] {
			h.wild, h.wilds = k, h.wilds+1
		}
	}
	if len(l.d.ranks) <= 64 {
		h.held = make([]uint64, len(l.d.suits)+1)
		for k, n := range h.count {
			if c := l.d.kinds[k]; n > 0 && !l.wild[k] && c.RankIndex >= 0 && c.SuitIndex >= 0 {
				h.held[c.SuitIndex] |= 1 << uint(c.RankIndex)
				h.held[len(l.d.suits)] |= 1 << uint(c.RankIndex)
			}
		}
	}
	return h
}

// budget is how many wilds one meld may take from the hand, with used
// already in it.
func (h *refMeldHand) budget(used int) int {
	b := h.wilds
	if h.r.MaxWilds >= 0 {
		b = min(b, h.r.MaxWilds-used)
	}
	return max(b, 0)
}

// Melds lists every meld the hand can lay, as Deck.Melds does.
func (l *refLister) Melds(hand []int) [][]MeldCard {
	h := l.hand(hand)
	if h.r.Sets {
		h.sets()
	}
	if h.r.Runs {
		h.runs()
	}
	return h.out
}

// sets lists the sets: for each rank, every choice of its naturals (one per
// suit when the rules want suits apart), with each number of wilds.
func (h *refMeldHand) sets() {
	for rank := range h.d.ranks {
		var kinds []int
		for _, k := range h.byRank[rank] {
			if h.count[k] > 0 {
				kinds = append(kinds, k)
			}
		}
		if len(kinds) > 0 {
			h.chooseNaturals(kinds, 0, nil)
		}
	}
}

func (h *refMeldHand) chooseNaturals(kinds []int, i int, picked []MeldCard) {
	if i == len(kinds) {
		for w := 0; w <= h.budget(0); w++ {
			if len(picked) >= h.r.MinNaturals && len(picked)+w >= h.r.MinSize {
				h.emit(append(h.wildCards(w), picked...))
			}
		}
		return
	}
	most := h.count[kinds[i]]
	if h.r.SetSuits {
		most = min(most, 1)
	}
	for n := 0; n <= most; n++ {
		next := picked
		for range n {
			next = append(next, MeldCard{Kind: kinds[i], As: -1})
		}
		h.chooseNaturals(kinds, i+1, next)
	}
}

// wildCards is n wilds standing for nothing.
func (h *refMeldHand) wildCards(n int) []MeldCard {
	out := make([]MeldCard, n)
	for i := range out {
		out[i] = MeldCard{Kind: h.wild, As: -1}
	}
	return out
}

// runs lists the runs of one suit: every stretch of ranks with, at each
// place, the natural held or a wild, within the wilds allowed.
func (h *refMeldHand) runs() {
	n := len(h.d.ranks)
	last := n - 1
	suits := []int{-1} // a run of any suits
	if !h.r.AnySuitRuns {
		suits = suits[:0]
		for s := range h.d.suits {
			suits = append(suits, s)
		}
	}
	for _, suit := range suits {
		for lo := range n {
			missing := 0 // places of the stretch the hand holds no natural for
			for hi := lo; hi <= lo+last; hi++ {
				if hi > last && !h.r.Wrap || hi-lo+1 > n {
					break
				}
				if !h.holdsPlace(hi%n, suit) {
					missing++
				}
				if missing > h.budget(0) {
					break // a longer stretch misses more
				}
				if hi-lo+1 >= h.r.MinSize {
					h.fill(suit, lo, hi, lo, nil, 0, nil)
				}
			}
		}
	}
}

// holdsPlace reports whether the hand holds a natural for a place of a run
// of suit (-1: any suit).
func (h *refMeldHand) holdsPlace(rank, suit int) bool {
	if h.held != nil {
		if suit < 0 {
			suit = len(h.d.suits)
		}
		return h.held[suit]&(1<<uint(rank)) != 0
	}
	for _, k := range h.byRank[rank] {
		if h.count[k] > 0 && (suit < 0 || h.d.kinds[k].SuitIndex == suit) {
			return true
		}
	}
	return false
}

// fill chooses, place by place from rank at, a natural or a wild for the
// run of suit from lo to hi, then emits it (base: cards of a meld it adds
// to, which come first and are not counted as chosen).
func (h *refMeldHand) fill(suit, lo, hi, at int, chosen []MeldCard, used int, base []MeldCard) {
	if at > hi {
		h.emitRun(base, chosen)
		return
	}
	naturals, stand := h.place(at%len(h.d.ranks), suit)
	for _, k := range naturals {
		h.fill(suit, lo, hi, at+1, append(chosen, MeldCard{Kind: k, As: -1}), used, base)
	}
	if stand >= 0 && used < h.budget(h.wildsIn(base)) {
		h.fill(suit, lo, hi, at+1, append(chosen, MeldCard{Kind: h.wild, As: stand}), used+1, base)
	}
}

// place gives the naturals the hand holds for a place of a run (of suit,
// or any suit when suit is -1), and the card a wild there stands for.
func (h *refMeldHand) place(rank, suit int) (naturals []int, stand int) {
	stand = -1
	for _, k := range h.byRank[rank] {
		if suit >= 0 && h.d.kinds[k].SuitIndex != suit {
			continue
		}
		if stand < 0 {
			stand = k
		}
		if h.count[k] > 0 {
			naturals = append(naturals, k)
		}
	}
	return naturals, stand
}

func (h *refMeldHand) wildsIn(cards []MeldCard) int {
	n := 0
	for _, c := range cards {
		if h.isWildKind(c.Kind) {
			n++
		}
	}
	return n
}

// emitRun emits a run when CheckMeld accepts it, and its bare variant.
func (h *refMeldHand) emitRun(base, chosen []MeldCard) {
	if !h.accepts(base, chosen) {
		return
	}
	h.emit(chosen)
	var named []int // the places of the wilds written as a card
	for i, c := range chosen {
		if h.isWildKind(c.Kind) && c.As >= 0 {
			named = append(named, i)
		}
	}
	if len(named) == 0 {
		return
	}
	want, _ := h.d.CheckMeld(append(append([]MeldCard(nil), base...), chosen...), h.r)
	for mask := 1; mask < 1<<len(named); mask++ {
		bare := append([]MeldCard(nil), chosen...)
		for j, i := range named {
			if mask&(1<<j) != 0 {
				bare[i].As = -1
			}
		}
		if h.readsAs(base, bare, want.Cards) {
			h.emit(bare)
		}
	}
}

// readsAs reports whether base with cards added is the meld want.
func (h *refMeldHand) readsAs(base, cards, want []MeldCard) bool {
	m, err := h.d.CheckMeld(append(append([]MeldCard(nil), base...), cards...), h.r)
	return err == nil && slices.Equal(m.Cards, want)
}

func (h *refMeldHand) accepts(base, add []MeldCard) bool {
	h.buf = append(append(h.buf[:0], base...), add...)
	_, err := h.d.CheckMeld(h.buf, h.r)
	return err == nil
}

func (h *refMeldHand) emit(cards []MeldCard) {
	h.out = append(h.out, append([]MeldCard(nil), cards...))
}

// Extensions lists the cards the hand can add to a meld, as
// Deck.Extensions does.
func (l *refLister) Extensions(meld []MeldCard, hand []int) [][]MeldCard {
	return l.hand(hand).extensions(meld)
}

// EachExtension calls fn with the index of each meld of melds and each list
// of cards the hand can add to it, as Extensions lists them: the hand is
// counted once for them all.
func (l *refLister) EachExtension(melds [][]MeldCard, hand []int, fn func(i int, add []MeldCard)) {
	h := l.hand(hand)
	for i, meld := range melds {
		h.out = h.out[:0]
		for _, add := range h.extensions(meld) {
			fn(i, add)
		}
	}
}

func (h *refMeldHand) extensions(meld []MeldCard) [][]MeldCard {
	m, err := h.d.CheckMeld(meld, h.r)
	if err != nil {
		return nil
	}
	if m.Kind == MeldSet {
		h.addToSet(meld, m)
		if h.r.Runs {
			h.setToRun(meld, m)
		}
	} else {
		h.addToRun(meld, m)
	}
	return h.out
}

// setToRun lists the cards that turn a set of one natural and wilds, which
// stand for nothing, into a run through that natural.
func (h *refMeldHand) setToRun(meld []MeldCard, m Meld) {
	natural := -1
	for _, c := range meld {
		if !h.isWildKind(c.Kind) {
			if natural >= 0 {
				return // two naturals of one rank make no run
			}
			natural = c.Kind
		}
	}
	n, rank := len(h.d.ranks), m.Rank
	suit := h.d.kinds[natural].SuitIndex
	if h.r.AnySuitRuns {
		suit = -1
	}
	for lo := rank - n + 1; lo <= rank; lo++ {
		for hi := rank; hi-lo < n; hi++ {
			if !h.r.Wrap && (lo < 0 || hi >= n) {
				continue
			}
			var places []int
			for at := lo; at <= hi; at++ {
				if at != rank {
					places = append(places, ((at%n)+n)%n)
				}
			}
			h.fillAround(meld, suit, places, m.Wilds, nil, 0)
		}
	}
}

// fillAround chooses for each place a natural held, a wild from the hand,
// or one of the meld's own wilds (free of them: how many are left).
func (h *refMeldHand) fillAround(meld []MeldCard, suit int, places []int, free int, chosen []MeldCard, used int) {
	if len(places) == 0 {
		if free == 0 && len(chosen) > 0 {
			h.emitRun(meld, chosen)
		}
		return
	}
	naturals, stand := h.place(places[0], suit)
	for _, k := range naturals {
		h.fillAround(meld, suit, places[1:], free, append(chosen, MeldCard{Kind: k, As: -1}), used)
	}
	if free > 0 {
		h.fillAround(meld, suit, places[1:], free-1, chosen, used)
	}
	if stand >= 0 && used < h.budget(h.wildsIn(meld)) {
		h.fillAround(meld, suit, places[1:], free, append(chosen, MeldCard{Kind: h.wild, As: stand}), used+1)
	}
}

// addToSet lists the naturals of the set's rank and wilds the set can take.
func (h *refMeldHand) addToSet(meld []MeldCard, m Meld) {
	var kinds []int
	for _, k := range h.ofRank[m.Rank] {
		if h.count[k] > 0 {
			kinds = append(kinds, k)
		}
	}
	h.addNaturals(meld, m, kinds, 0, nil)
}

func (h *refMeldHand) addNaturals(meld []MeldCard, m Meld, kinds []int, i int, picked []MeldCard) {
	if i == len(kinds) {
		for w := 0; w <= h.budget(m.Wilds); w++ {
			add := append(h.wildCards(w), picked...)
			if len(add) > 0 && h.accepts(meld, add) {
				h.emit(add)
			}
		}
		return
	}
	for n := 0; n <= h.count[kinds[i]]; n++ {
		next := picked
		for range n {
			next = append(next, MeldCard{Kind: kinds[i], As: -1})
		}
		h.addNaturals(meld, m, kinds, i+1, next)
	}
}

// addToRun lists the ways to lengthen a run by below places under it and
// above places over it.
func (h *refMeldHand) addToRun(meld []MeldCard, m Meld) {
	n := len(h.d.ranks)
	size := len(m.Cards)
	budget := h.budget(h.wildsIn(meld))
	missBelow := 0
	for below := 0; size+below <= n; below++ {
		if below > 0 && !h.holdsPlace(((m.Rank-below)%n+n)%n, m.Suit) {
			missBelow++
		}
		if missBelow > budget {
			break // more places below miss more
		}
		missAbove := 0
		for above := 0; size+below+above <= n; above++ {
			lo, hi := m.Rank-below, m.High+above
			if above > 0 && !h.holdsPlace(((hi%n)+n)%n, m.Suit) {
				missAbove++
			}
			if missBelow+missAbove > budget {
				break
			}
			if below+above == 0 {
				continue
			}
			if !h.r.Wrap && (lo < 0 || hi >= n) {
				break
			}
			h.extend(meld, m, lo, hi)
		}
	}
}

// extend fills the places from lo to hi outside the run, in order.
func (h *refMeldHand) extend(meld []MeldCard, m Meld, lo, hi int) {
	n := len(h.d.ranks)
	var places []int
	for at := lo; at <= hi; at++ {
		rank := ((at % n) + n) % n
		if at < m.Rank || at > m.High {
			places = append(places, rank)
		}
	}
	h.fillPlaces(meld, m.Suit, places, nil, 0)
}

func (h *refMeldHand) fillPlaces(meld []MeldCard, suit int, places []int, chosen []MeldCard, used int) {
	if len(places) == 0 {
		h.emitRun(meld, chosen)
		return
	}
	naturals, stand := h.place(places[0], suit)
	for _, k := range naturals {
		h.fillPlaces(meld, suit, places[1:], append(chosen, MeldCard{Kind: k, As: -1}), used)
	}
	if stand >= 0 && used < h.budget(h.wildsIn(meld)) {
		h.fillPlaces(meld, suit, places[1:], append(chosen, MeldCard{Kind: h.wild, As: stand}), used+1)
	}
}

// isWildKind reports whether kind k is a wild.
func (h *refMeldHand) isWildKind(k int) bool { return h.refLister.wild[k] }
