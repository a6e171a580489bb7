package core

import (
	"math/bits"
	"slices"
	"sync"
)

// Listing the melds a hand can lay, and the cards it can add to a meld on
// the table, under a game's MeldRules: the rule a check applies is the rule
// the listing follows, so a rule exists once. Every meld listed is one
// CheckMeld accepts; every meld of a natural card per place and wilds within
// the rules' limit is listed, a run's wilds written as the cards they stand
// for and, where CheckMeld reads them the same in their places, bare: a bare
// wild is listed where it stands.

// MeldLister lists the melds a hand can lay and the cards it can add to a
// meld, under one deck's MeldRules. It is made once (Deck.MeldLister) and
// never changed, so any goroutine may use it.
type MeldLister struct {
	d *Deck
	r MeldRules
	// byRank lists the deck's natural kinds of each rank that have a suit,
	// in deck order; ofRank every natural kind of each rank.
	byRank, ofRank [][]int
	// ofPlace lists, for a place of a run of suit s (s+1: 0 for a run of
	// any suits) and a rank, the kinds of byRank that may stand there.
	ofPlace [][][]int
	wild    []bool    // by kind
	hands   sync.Pool // of *meldHand, the counts and buffers of one listing
	// low and high: the lowest or the highest rank may stand at either
	// end of a run (MeldRules.EitherEnd).
	low, high bool
}

// MeldLister makes the lister of the deck's melds under r.
func (d *Deck) MeldLister(r MeldRules) *MeldLister {
	l := &MeldLister{d: d, r: r.withDefaults(), byRank: make([][]int, len(d.ranks)), ofRank: make([][]int, len(d.ranks)),
		wild: make([]bool, len(d.kinds))}
	l.low, l.high = d.corners(l.r)
	for k, c := range d.kinds {
		l.wild[k] = d.isWild(k, l.r)
		if c.RankIndex >= 0 && !l.wild[k] {
			l.ofRank[c.RankIndex] = append(l.ofRank[c.RankIndex], k)
		}
		if c.RankIndex >= 0 && c.SuitIndex >= 0 && !l.wild[k] {
			l.byRank[c.RankIndex] = append(l.byRank[c.RankIndex], k)
		}
	}
	l.ofPlace = make([][][]int, len(d.suits)+1)
	for s := range l.ofPlace {
		l.ofPlace[s] = make([][]int, len(d.ranks))
		for rank, kinds := range l.byRank {
			for _, k := range kinds {
				if s == 0 || d.kinds[k].SuitIndex == s-1 {
					l.ofPlace[s][rank] = append(l.ofPlace[s][rank], k)
				}
			}
		}
	}
	return l
}

// meldHand is a hand counted for listing melds: how many of each kind it
// holds, and its wilds, with the buffers of one listing.
type meldHand struct {
	*MeldLister
	count   []int
	counted []int // the kinds counted, which done sets back to 0
	// naturals counts the naturals held of each rank (of a suit), apart
	// those of different kinds.
	naturals, apart []int
	wild            int // a wild kind the hand holds, or -1
	wilds           int // how many wilds it holds
	// free is how many wilds a new meld may take from the hand
	// (budget(0)), spare how many the meld extended may.
	free, spare int
	// sure is set while the run extended has every wild written as its
	// card and runs do not wrap: then every card at its place is the
	// consecutive run CheckMeld accepts, each rank once, in the wilds
	// allowed, and an extension is not checked to be emitted; and while
	// the set extended has its wilds standing for no card, with the suits
	// of its naturals in suits (setSuits).
	sure  bool
	suits uint64
	// emit takes each meld listed; emitAt, when set instead, takes each
	// extension with the index of its meld (at).
	emit   func(cards []MeldCard)
	emitAt func(i int, add []MeldCard)
	at     int
	// held marks the ranks of the naturals held, bit r for rank r: of each
	// suit, and at index len(suits) of any suit (decks of up to 64 ranks).
	held []uint64
	// Buffers: the melds checked and the meld read (buf, read), the melds
	// CheckMeld made of them (want, got), the cards chosen (chosen,
	// picked, add, bare), kinds and places.
	buf, read, want, got, chosen, picked, add, bare []MeldCard
	kinds, places, named                            []int
}

// hand counts a hand for a listing whose melds go to emit; done gives its
// buffers back.
func (l *MeldLister) hand(hand []int, emit func([]MeldCard)) *meldHand {
	h, _ := l.hands.Get().(*meldHand)
	if h == nil {
		h = &meldHand{MeldLister: l, count: make([]int, len(l.d.kinds)),
			naturals: make([]int, len(l.d.ranks)), apart: make([]int, len(l.d.ranks))}
		if len(l.d.ranks) <= 64 {
			h.held = make([]uint64, len(l.d.suits)+1)
		}
	}
	clear(h.held) // count is all 0 here: done cleared what the last hand counted
	clear(h.naturals)
	clear(h.apart)
	h.wild, h.wilds, h.emit = -1, 0, emit
	h.counted = append(h.counted[:0], hand...) // its own copy: the caller's may change
	for _, k := range hand {
		if k < 0 || k >= len(l.d.kinds) {
			continue
		}
		h.count[k]++
		if l.wild[k] {
			h.wild, h.wilds = k, h.wilds+1
			continue
		}
		c := &l.d.kinds[k]
		if c.RankIndex < 0 || c.SuitIndex < 0 {
			continue
		}
		h.naturals[c.RankIndex]++
		if h.count[k] == 1 {
			h.apart[c.RankIndex]++
		}
		if h.held != nil {
			h.held[c.SuitIndex] |= 1 << uint(c.RankIndex)
			h.held[len(l.d.suits)] |= 1 << uint(c.RankIndex)
		}
	}
	h.free = h.budget(0)
	return h
}

// out gives a meld listed to the listing's taker.
func (h *meldHand) out(cards []MeldCard) {
	if h.emitAt != nil {
		h.emitAt(h.at, cards)
		return
	}
	h.emit(cards)
}

// done gives the hand's buffers back for another listing.
func (h *meldHand) done() {
	for _, k := range h.counted {
		if k >= 0 && k < len(h.count) {
			h.count[k] = 0
		}
	}
	h.emit, h.emitAt = nil, nil
	h.hands.Put(h)
}

// budget is how many wilds one meld may take from the hand, with used
// already in it.
func (h *meldHand) budget(used int) int {
	b := h.wilds
	if h.r.MaxWilds >= 0 {
		b = min(b, h.r.MaxWilds-used)
	}
	return max(b, 0)
}

// Melds lists every meld the hand (card kinds, a kind once per copy) can
// lay under the rules: each set (naturals of one rank, then wilds standing
// for nothing) and each run (consecutive ranks of one suit, in ascending
// order, a wild written as the card it stands for, or bare in its place
// when CheckMeld reads it the same there). A run's wild may stand for a card the hand holds.
func (d *Deck) Melds(hand []int, r MeldRules) [][]MeldCard { return d.MeldLister(r).Melds(hand) }

// Melds lists every meld the hand can lay, as Deck.Melds does.
func (l *MeldLister) Melds(hand []int) [][]MeldCard {
	var out [][]MeldCard
	l.EachMeld(hand, func(cards []MeldCard) { out = append(out, append([]MeldCard(nil), cards...)) })
	return out
}

// EachMeld calls fn with each meld the hand can lay, in the order Melds
// lists them. The cards given to fn are the lister's, good until fn
// returns: fn copies what it keeps.
func (l *MeldLister) EachMeld(hand []int, fn func(cards []MeldCard)) {
	h := l.hand(hand, fn)
	defer h.done()
	if h.r.Sets {
		h.sets()
	}
	if h.r.Runs {
		h.runs()
	}
}

// sets lists the sets: for each rank, every choice of its naturals (one per
// suit when the rules want suits apart), with each number of wilds.
func (h *meldHand) sets() {
	most := h.naturals // the most naturals of a rank a set takes
	if h.r.SetSuits {
		most = h.apart
	}
	for rank, n := range most {
		if n == 0 || n < h.r.MinNaturals || n+h.free < h.r.MinSize {
			continue // too few naturals of the rank for a set
		}
		kinds := h.kinds[:0]
		for _, k := range h.byRank[rank] {
			if h.count[k] > 0 {
				kinds = append(kinds, k)
			}
		}
		h.kinds = kinds
		h.chooseNaturals(kinds, 0, h.picked[:0])
	}
}

// chooseNaturals chooses how many of each kind from i on a set takes, into
// picked (which siblings of the recursion share: each writes its own
// places).
func (h *meldHand) chooseNaturals(kinds []int, i int, picked []MeldCard) {
	if i == len(kinds) {
		h.picked = picked[:0]
		for w := 0; w <= h.free; w++ {
			if len(picked) >= h.r.MinNaturals && len(picked)+w >= h.r.MinSize {
				h.out(h.withWilds(w, picked))
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

// withWilds is n wilds standing for nothing, then cards, in h.add.
func (h *meldHand) withWilds(n int, cards []MeldCard) []MeldCard {
	add := h.add[:0]
	for range n {
		add = append(add, MeldCard{Kind: h.wild, As: -1})
	}
	h.add = append(add, cards...)
	return h.add
}

// runs lists the runs of one suit: every stretch of ranks with, at each
// place, the natural held or a wild, within the wilds allowed.
func (h *meldHand) runs() {
	n := len(h.d.ranks)
	last := n - 1
	suits := len(h.d.suits)
	if h.r.AnySuitRuns {
		suits = 1
	}
	for si := range suits {
		suit := si
		if h.r.AnySuitRuns {
			suit = -1 // a run of any suits
		}
		if h.held != nil && !h.r.Wrap && h.r.EitherEnd == "" {
			h.runsOf(suit)
			continue
		}
		for lo := range n {
			missing := 0 // places of the stretch the hand holds no natural for
			for hi := lo; hi <= lo+last; hi++ {
				if hi > last && !h.within(lo, hi) || hi-lo+1 > n {
					break
				}
				if !h.holdsPlace(hi%n, suit) {
					missing++
				}
				if missing > h.free {
					break // a longer stretch misses more
				}
				if hi-lo+1 >= h.r.MinSize {
					h.fill(suit, lo, hi, lo, h.chosen[:0], 0, 0)
				}
			}
		}
	}
}

// runsOf lists the runs of suit (-1: any suit) that do not wrap, as runs
// does, from the ranks held as a bit mask: a run starts where the first
// places missing no more naturals than the wilds allowed, and stretches as
// far as the wilds fill the places missing.
func (h *meldHand) runsOf(suit int) {
	n := len(h.d.ranks)
	size := max(h.r.MinSize, 1)
	if size > n {
		return
	}
	row := suit
	if row < 0 {
		row = len(h.d.suits)
	}
	missed := ^h.held[row] & (uint64(1)<<uint(n) - 1) // the places held no natural for
	if n-bits.OnesCount64(missed) < h.r.MinNaturals {
		return
	}
	free := h.free
	for starts := stretchStarts(missed, n, size, free); starts != 0; starts &= starts - 1 {
		lo := bits.TrailingZeros64(starts)
		gaps := missed >> uint(lo)
		for range free {
			gaps &= gaps - 1 // a wild for each of the first places missing
		}
		top := n - 1 // the last place of the longest stretch from lo
		if gaps != 0 {
			top = lo + bits.TrailingZeros64(gaps) - 1
		}
		for hi := lo + size - 1; hi <= top; hi++ {
			h.fill(suit, lo, hi, lo, h.chosen[:0], 0, 0)
		}
	}
}

// stretchStarts marks the places lo (bit lo) where a stretch of size places
// of n starts that misses no more than free of the places missed: a count
// of the places missed in each stretch, kept bit by bit for all at once.
func stretchStarts(missed uint64, n, size, free int) uint64 {
	starts := uint64(1)<<uint(n-size+1) - 1 // the stretches within the ranks
	if free >= 8 {
		window := uint64(1)<<uint(size) - 1
		for lo := 0; lo+size <= n; lo++ {
			if bits.OnesCount64(missed>>uint(lo)&window) > free {
				starts &^= 1 << uint(lo)
			}
		}
		return starts
	}
	var over [9]uint64 // over[j]: the stretches missing more than j places so far
	for d := range size {
		at := missed >> uint(d) // bit lo: place lo+d is missed
		for j := free; j > 0; j-- {
			over[j] |= over[j-1] & at
		}
		over[0] |= at
	}
	return starts &^ over[free]
}

// holdsPlace reports whether the hand holds a natural for a place of a run
// of suit (-1: any suit).
func (h *meldHand) holdsPlace(rank, suit int) bool {
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

// fill chooses, place by place from rank at, a natural or a wild for a new
// run of suit from lo to hi, then emits it; naturals counts the naturals
// chosen. Every such run is a meld CheckMeld accepts once it holds the
// naturals the rules want: its places are consecutive, one card each, of
// the run's suit, within the wilds allowed (TestMeldListerMatchesTheCheckedOne).
func (h *meldHand) fill(suit, lo, hi, at int, chosen []MeldCard, used, naturals int) {
	if at > hi {
		h.chosen = chosen[:0]
		if naturals >= h.r.MinNaturals {
			h.emitRun(nil, chosen)
		}
		return
	}
	kinds, stand := h.place(at%len(h.d.ranks), suit)
	for _, k := range kinds {
		if h.count[k] > 0 {
			h.fill(suit, lo, hi, at+1, append(chosen, MeldCard{Kind: k, As: -1}), used, naturals+1)
		}
	}
	if stand >= 0 && used < h.free {
		h.fill(suit, lo, hi, at+1, append(chosen, MeldCard{Kind: h.wild, As: stand}), used+1, naturals)
	}
}

// place gives the natural kinds of a place of a run (of suit, or any suit
// when suit is -1), held or not, and the card a wild there stands for.
func (h *meldHand) place(rank, suit int) (kinds []int, stand int) {
	kinds = h.ofPlace[suit+1][rank]
	if len(kinds) == 0 {
		return nil, -1
	}
	return kinds, kinds[0]
}

func (h *meldHand) wildsIn(cards []MeldCard) int {
	n := 0
	for _, c := range cards {
		if h.isWildKind(c.Kind) {
			n++
		}
	}
	return n
}

// emitRun emits a run, and its bare variants: base with chosen added, of
// which a new run (no base) is valid as built and an extension is emitted
// when CheckMeld accepts it.
func (h *meldHand) emitRun(base, chosen []MeldCard) {
	if len(base) > 0 && !h.sure && !h.accepts(base, chosen) {
		return
	}
	h.out(chosen)
	named := h.named[:0] // the places of the wilds written as a card
	for i, c := range chosen {
		if h.isWildKind(c.Kind) && c.As >= 0 {
			named = append(named, i)
		}
	}
	h.named = named
	if len(named) == 0 {
		return
	}
	h.buf = append(append(h.buf[:0], base...), chosen...)
	want, _ := h.d.ReadMeldInto(h.want, h.buf, h.r)
	h.want = roomOf(h.want, want)
	for mask := 1; mask < 1<<len(named); mask++ {
		bare := append(h.bare[:0], chosen...)
		for j, i := range named {
			if mask&(1<<j) != 0 {
				bare[i].As = -1
			}
		}
		h.bare = bare
		if h.readsAs(base, bare, want.Cards) {
			h.out(bare)
		}
	}
}

// readsAs reports whether base with cards added is the meld want.
func (h *meldHand) readsAs(base, cards, want []MeldCard) bool {
	h.read = append(append(h.read[:0], base...), cards...)
	m, ok := h.d.ReadMeldInto(h.got, h.read, h.r)
	h.got = roomOf(h.got, m)
	return ok && slices.Equal(m.Cards, want)
}

func (h *meldHand) accepts(base, add []MeldCard) bool {
	h.buf = append(append(h.buf[:0], base...), add...)
	m, ok := h.d.ReadMeldInto(h.got, h.buf, h.r)
	h.got = roomOf(h.got, m)
	return ok
}

// Extensions lists the cards the hand (card kinds, a kind once per copy)
// can add to a valid meld on the table (its cards, as CheckMeld takes them)
// so that the meld stays valid: to a set, naturals of its rank and wilds
// within the rules; to a run, cards that lengthen it at either end, each
// place a natural held or a wild (written as its card, and bare when
// CheckMeld reads it the same). A wild already in the meld keeps its place.
func (d *Deck) Extensions(meld []MeldCard, hand []int, r MeldRules) [][]MeldCard {
	return d.MeldLister(r).Extensions(meld, hand)
}

// Extensions lists the cards the hand can add to a meld, as
// Deck.Extensions does.
func (l *MeldLister) Extensions(meld []MeldCard, hand []int) [][]MeldCard {
	m, err := l.d.CheckMeld(meld, l.r)
	if err != nil {
		return nil
	}
	var out [][]MeldCard
	h := l.hand(hand, func(add []MeldCard) { out = append(out, append([]MeldCard(nil), add...)) })
	defer h.done()
	h.extensions(meld, m)
	return out
}

// EachExtension calls fn with the index of each meld of melds and each list
// of cards the hand can add to it, as Extensions lists them: the hand is
// counted once for them all. The cards given to fn are the lister's, good
// until fn returns.
func (l *MeldLister) EachExtension(melds [][]MeldCard, hand []int, fn func(i int, add []MeldCard)) {
	l.EachExtensionOf(melds, nil, hand, fn)
}

// EachExtensionOf is EachExtension of melds already checked: checked[i] is
// the Meld CheckMeld returns for melds[i], or a Meld of Kind 0 where it
// refuses them (a caller that keeps the melds of a table checks each once,
// not at every listing). A nil checked checks them here.
func (l *MeldLister) EachExtensionOf(melds [][]MeldCard, checked []Meld, hand []int, fn func(i int, add []MeldCard)) {
	h := l.hand(hand, nil)
	h.emitAt = fn
	defer h.done()
	for i, meld := range melds {
		h.at = i
		var m Meld
		if checked != nil {
			m = checked[i]
		} else if cm, err := h.d.CheckMeld(meld, h.r); err == nil {
			m = cm
		}
		h.extensions(meld, m)
	}
}

// extensions lists the cards the hand can add to meld, which CheckMeld
// reads as m (of Kind 0 when it refuses it: nothing can be added).
func (h *meldHand) extensions(meld []MeldCard, m Meld) {
	if m.Kind == 0 {
		return
	}
	h.spare, h.sure = h.budget(h.wildsIn(meld)), false
	if m.Kind == MeldSet {
		h.addToSet(meld, m)
		if h.r.Runs {
			h.sure = false // a run made of a set is checked
			h.setToRun(meld, m)
		}
	} else {
		h.sure = !h.r.Wrap && h.r.EitherEnd == "" && !h.hasBareWild(meld)
		h.addToRun(meld, m)
	}
}

// hasBareWild reports whether a wild of cards stands for no card written.
func (h *meldHand) hasBareWild(cards []MeldCard) bool {
	for _, c := range cards {
		if h.isWildKind(c.Kind) && c.As < 0 {
			return true
		}
	}
	return false
}

// setToRun lists the cards that turn a set of one natural and wilds, which
// stand for nothing, into a run through that natural.
func (h *meldHand) setToRun(meld []MeldCard, m Meld) {
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
			if (lo < 0 || hi >= n) && !h.within(lo, hi) {
				continue
			}
			places := h.places[:0]
			for at := lo; at <= hi; at++ {
				if at != rank {
					places = append(places, ((at%n)+n)%n)
				}
			}
			h.places = places
			h.fillAround(meld, suit, places, m.Wilds, h.chosen[:0], 0)
		}
	}
}

// fillAround chooses for each place a natural held, a wild from the hand,
// or one of the meld's own wilds (free of them: how many are left).
func (h *meldHand) fillAround(meld []MeldCard, suit int, places []int, free int, chosen []MeldCard, used int) {
	if len(places) == 0 {
		h.chosen = chosen[:0]
		if free == 0 && len(chosen) > 0 {
			h.emitRun(meld, chosen)
		}
		return
	}
	kinds, stand := h.place(places[0], suit)
	for _, k := range kinds {
		if h.count[k] > 0 {
			h.fillAround(meld, suit, places[1:], free, append(chosen, MeldCard{Kind: k, As: -1}), used)
		}
	}
	if free > 0 {
		h.fillAround(meld, suit, places[1:], free-1, chosen, used)
	}
	if stand >= 0 && used < h.spare {
		h.fillAround(meld, suit, places[1:], free, append(chosen, MeldCard{Kind: h.wild, As: stand}), used+1)
	}
}

// addToSet lists the naturals of the set's rank and wilds the set can take.
func (h *meldHand) addToSet(meld []MeldCard, m Meld) {
	kinds := h.kinds[:0]
	for _, k := range h.ofRank[m.Rank] {
		if h.count[k] > 0 {
			kinds = append(kinds, k)
		}
	}
	h.kinds = kinds
	h.sure, h.suits = h.setSuits(meld)
	h.addNaturals(meld, m, kinds, 0, h.picked[:0])
}

// setSuits reports whether what may be added to a set can be told without
// checking it, and the suits of its naturals (bit s+1 for suit s): its wilds
// stand for no card, so naturals of its rank added make a set unless the
// rules want suits apart and two share one.
func (h *meldHand) setSuits(meld []MeldCard) (bool, uint64) {
	var suits uint64
	for _, c := range meld {
		if h.isWildKind(c.Kind) {
			if c.As >= 0 {
				return false, 0
			}
			continue
		}
		b, ok := suitBit(h.d.kinds[c.Kind].SuitIndex)
		if !ok {
			return false, 0
		}
		suits |= b
	}
	return true, suits
}

// suitBit is the bit of suit s in a mask of suits (bit s+1), when it has
// one.
func suitBit(s int) (uint64, bool) {
	if s+1 < 0 || s+1 >= 64 {
		return 0, false
	}
	return 1 << uint(s+1), true
}

// setTakes reports whether the set extended takes the naturals picked, when
// h.sure: their suits apart from its own and from each other's, where the
// rules want them apart.
func (h *meldHand) setTakes(picked []MeldCard) (takes, known bool) {
	if !h.r.SetSuits {
		return true, true
	}
	suits := h.suits
	for _, c := range picked {
		b, ok := suitBit(h.d.kinds[c.Kind].SuitIndex)
		if !ok {
			return false, false
		}
		if suits&b != 0 {
			return false, true
		}
		suits |= b
	}
	return true, true
}

func (h *meldHand) addNaturals(meld []MeldCard, m Meld, kinds []int, i int, picked []MeldCard) {
	if i == len(kinds) {
		h.picked = picked[:0]
		takes, known := false, false
		if h.sure {
			takes, known = h.setTakes(picked)
		}
		for w := 0; w <= h.budget(m.Wilds); w++ {
			add := h.withWilds(w, picked)
			if len(add) > 0 && (known && takes || !known && h.accepts(meld, add)) {
				h.out(add)
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
func (h *meldHand) addToRun(meld []MeldCard, m Meld) {
	n := len(h.d.ranks)
	size := len(m.Cards)
	budget := h.spare
	high := m.High // a run round an end rank ends past the highest rank
	if high < m.Rank && h.r.EitherEnd != "" {
		high += n
	}
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
			lo, hi := m.Rank-below, high+above
			if above > 0 && !h.holdsPlace(((hi%n)+n)%n, m.Suit) {
				missAbove++
			}
			if missBelow+missAbove > budget {
				break
			}
			if below+above == 0 {
				continue
			}
			if (lo < 0 || hi >= n) && !h.within(lo, hi) {
				break
			}
			h.extend(meld, m, lo, hi, high)
		}
	}
}

// extend fills the places from lo to hi outside the run, which runs from
// m.Rank to high, in order.
func (h *meldHand) extend(meld []MeldCard, m Meld, lo, hi, high int) {
	n := len(h.d.ranks)
	places := h.places[:0]
	for at := lo; at <= hi; at++ {
		rank := ((at % n) + n) % n
		if at < m.Rank || at > high {
			places = append(places, rank)
		}
	}
	h.places = places
	h.fillPlaces(meld, m.Suit, places, h.chosen[:0], 0)
}

func (h *meldHand) fillPlaces(meld []MeldCard, suit int, places []int, chosen []MeldCard, used int) {
	if len(places) == 0 {
		h.chosen = chosen[:0]
		h.emitRun(meld, chosen)
		return
	}
	kinds, stand := h.place(places[0], suit)
	for _, k := range kinds {
		if h.count[k] > 0 {
			h.fillPlaces(meld, suit, places[1:], append(chosen, MeldCard{Kind: k, As: -1}), used)
		}
	}
	if stand >= 0 && used < h.spare {
		h.fillPlaces(meld, suit, places[1:], append(chosen, MeldCard{Kind: h.wild, As: stand}), used+1)
	}
}

// within reports whether a run from place lo to place hi may be laid: it
// goes round the corner only as the rules allow (turnsCorner).
func (l *MeldLister) within(lo, hi int) bool {
	return turnsCorner(len(l.d.ranks), lo, hi, l.r.Wrap, l.low, l.high)
}

// isWildKind reports whether kind k is a wild.
func (h *meldHand) isWildKind(k int) bool { return h.MeldLister.wild[k] }

// roomOf is the larger of a buffer given to CheckMeldInto and the cards of
// the Meld it made there, emptied: the room to give it next time.
func roomOf(buf []MeldCard, m Meld) []MeldCard {
	if cap(m.Cards) > cap(buf) {
		return m.Cards[:0]
	}
	return buf[:0]
}
