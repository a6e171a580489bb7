package core

import (
	"cmp"
	"slices"
)

// This file holds the combination primitives of climbing games: recognising
// what a set of cards is (a pair, a run, a full house...), listing every play
// of a kind a hand can make, and comparing plays. They know no game: a script
// combines them into its own plays and rules.
//
// Every list of combinations holds each distinct combination once: identical
// copies of a card (one definition, several CardIDs) make "3H 3H" once, not
// once per pair of copies, and the lowest CardIDs of the hand are used. Each
// combination is in deck order ([Card.Order], lowest first), and the list is
// sorted by size, then by [Deck.CompareHigh], lowest first.

// Shape describes a set of cards so that a script can tell which play it is:
// how many cards of each rank it holds, whether they share a suit and whether
// their ranks follow each other. Make one with [Deck.Shape].
type Shape struct {
	// Size is the number of cards.
	Size int
	// Counts holds the size of each group of cards of one rank, largest
	// first, equal sizes higher rank first: [3 2] for a full house, [1 1 1]
	// for a three-card run, [2 2 2] for a double run, [4] for four of a kind.
	// Cards without a rank are not in any group.
	Counts []int
	// Ranks holds the RankIndex of each group, in the order of Counts:
	// Ranks[0] is the rank of the largest group.
	Ranks []int
	// Unranked is the number of cards without a rank.
	Unranked int
	// SameSuit is set when there is at least one card and all have one suit.
	SameSuit bool
	// Suit is the SuitIndex all the cards share when SameSuit, else -1.
	Suit int
	// Consecutive is set when there is at least one card, every card has a
	// rank, and the distinct ranks follow each other without a gap (one rank
	// alone counts). The highest rank is not followed by the lowest.
	Consecutive bool
	// Low and High are the lowest and highest RankIndex, or -1 when no card
	// has a rank.
	Low, High int
	// Top is the highest card in deck order, or -1 when there is no card.
	Top CardID
}

// Is reports whether the rank groups have exactly the given sizes, largest
// first, and every card has a rank: s.Is(3, 2) for a full house, s.Is(2) for
// a pair.
func (s Shape) Is(counts ...int) bool {
	return s.Unranked == 0 && slices.Equal(s.Counts, counts)
}

// PerRank returns how many cards each rank holds when all rank groups have
// the same size (1 for a run, 2 for a double run), or 0 when they differ or
// there are none.
func (s Shape) PerRank() int {
	if len(s.Counts) == 0 {
		return 0
	}
	for _, c := range s.Counts[1:] {
		if c != s.Counts[0] {
			return 0
		}
	}
	return s.Counts[0]
}

// Shape describes a set of cards (a play, or a part of a hand): use it to
// recognise a play and to find the rank and top card to compare it by.
func (d *Deck) Shape(cards []CardID) Shape {
	var s Shape
	d.ShapeInto(&s, cards)
	return s
}

// ShapeInto is Shape written over s, reusing the room of its Counts and
// Ranks: a caller that describes many plays allocates once.
func (d *Deck) ShapeInto(s *Shape, cards []CardID) {
	*s = Shape{Size: len(cards), Suit: -1, Low: -1, High: -1, Top: -1, Counts: s.Counts[:0], Ranks: s.Ranks[:0]}
	if len(cards) == 0 {
		return
	}
	var room [16]int
	ranks := room[:0]
	top := -1
	s.SameSuit, s.Suit = true, d.Card(cards[0]).SuitIndex
	for _, id := range cards {
		c := d.Card(id)
		if c.Order > top || (c.Order == top && id < s.Top) {
			top, s.Top = c.Order, id
		}
		if c.SuitIndex < 0 || c.SuitIndex != s.Suit {
			s.SameSuit = false
		}
		if c.RankIndex < 0 {
			s.Unranked++
		} else {
			ranks = append(ranks, c.RankIndex)
		}
	}
	if !s.SameSuit {
		s.Suit = -1
	}
	slices.Sort(ranks)
	for i := 0; i < len(ranks); {
		j := i + 1
		for j < len(ranks) && ranks[j] == ranks[i] {
			j++
		}
		s.Counts, s.Ranks = append(s.Counts, j-i), append(s.Ranks, ranks[i])
		i = j
	}
	if len(ranks) > 0 {
		s.Low, s.High = ranks[0], ranks[len(ranks)-1]
		s.Consecutive = s.Unranked == 0 && s.High-s.Low == len(s.Ranks)-1
	}
	sortGroups(s.Counts, s.Ranks)
}

// sortGroups puts parallel group sizes and ranks largest group first, equal
// sizes higher rank first.
func sortGroups(counts, ranks []int) {
	for i := 1; i < len(counts); i++ {
		for j := i; j > 0 && (counts[j] > counts[j-1] || counts[j] == counts[j-1] && ranks[j] > ranks[j-1]); j-- {
			counts[j], counts[j-1] = counts[j-1], counts[j]
			ranks[j], ranks[j-1] = ranks[j-1], ranks[j]
		}
	}
}

// SameRank reports whether there is at least one card and all have the same
// rank: a single, a pair, a triple, n of a kind.
func (d *Deck) SameRank(cards []CardID) bool {
	if len(cards) == 0 {
		return false
	}
	r := d.Card(cards[0]).RankIndex
	for _, id := range cards {
		if c := d.Card(id); c.RankIndex < 0 || c.RankIndex != r {
			return false
		}
	}
	return true
}

// SameSuit reports whether there is at least one card and all have the same
// suit: a flush.
func (d *Deck) SameSuit(cards []CardID) bool {
	if len(cards) == 0 {
		return false
	}
	s := d.Card(cards[0]).SuitIndex
	for _, id := range cards {
		if c := d.Card(id); c.SuitIndex < 0 || c.SuitIndex != s {
			return false
		}
	}
	return true
}

// Consecutive reports whether the cards cover ranks that follow each other
// without a gap, with exactly perRank cards of each rank (1 for a run, 2 for a
// double run), or any number of each when perRank is 0. The length and the
// ranks allowed in a run are the script's to check (see [Shape]).
func (d *Deck) Consecutive(cards []CardID, perRank int) bool {
	s := d.Shape(cards)
	return s.Consecutive && (perRank == 0 || s.PerRank() == perRank)
}

// RankGroup is the cards of one rank, as listed by [Deck.Groups].
type RankGroup struct {
	Rank  int      // RankIndex, or -1 for the cards without a rank
	Cards []CardID // in deck order
}

// Groups sorts cards by rank: one group per rank present, lowest rank first
// (the cards without a rank, if any, come first). Use it to find the pairs
// and triples of a hand, or the triple of a full house.
func (d *Deck) Groups(cards []CardID) []RankGroup {
	sorted := slices.Clone(cards)
	d.SortCards(sorted)
	var out []RankGroup
	for i := 0; i < len(sorted); {
		r := d.Card(sorted[i]).RankIndex
		j := i + 1
		for j < len(sorted) && d.Card(sorted[j]).RankIndex == r {
			j++
		}
		out = append(out, RankGroup{Rank: r, Cards: sorted[i:j:j]})
		i = j
	}
	return out
}

// CardOf returns one physical card of a kind: the copy with the lowest
// CardID. Every function here looks only at the kinds of the cards it is
// given, so a list of codes (a play typed by a player, a play remembered by
// a script) can be turned into cards with CardOf and compared, classified or
// sorted like cards held in a pile.
func (d *Deck) CardOf(kind int) CardID {
	if kind >= 0 && kind < len(d.first) {
		return d.first[kind]
	}
	i, _ := slices.BinarySearch(d.cards, int32(kind)) // where a kind past the last would be
	return CardID(i)
}

// SortCards puts cards in deck order (by Card.Order, then CardID), lowest
// first, in place: the order every combination here is listed in.
func (d *Deck) SortCards(cards []CardID) {
	slices.SortFunc(cards, func(a, b CardID) int {
		if c := cmp.Compare(d.Card(a).Order, d.Card(b).Order); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
}

// CompareHigh compares two plays card by card from the top in deck order
// (rank, then suit): their highest cards, then, if those are equal, the next
// highest, and so on. It returns -1, 0 or +1. When one play's cards are the
// top of the other's, the play with more cards is higher. Use it for singles,
// pairs and runs compared by their top card, and for plays compared card by
// card.
func (d *Deck) CompareHigh(a, b []CardID) int {
	var bufA, bufB [16]int
	x, y := d.ordersDown(a, bufA[:0]), d.ordersDown(b, bufB[:0])
	for i := 0; i < len(x) && i < len(y); i++ {
		if x[i] != y[i] {
			return cmp.Compare(x[i], y[i])
		}
	}
	return cmp.Compare(len(x), len(y))
}

// ordersDown appends the Order of each card to buf, highest first.
func (d *Deck) ordersDown(cards []CardID, buf []int) []int {
	for _, id := range cards {
		buf = append(buf, d.Card(id).Order)
	}
	for i := 1; i < len(buf); i++ {
		for j := i; j > 0 && buf[j] > buf[j-1]; j-- {
			buf[j], buf[j-1] = buf[j-1], buf[j]
		}
	}
	return buf
}

// CompareRank compares two plays by the rank of their largest rank group,
// then of the next ones (the order of [Shape.Ranks]): triples, quads and full
// houses are compared this way. It returns -1, 0 or +1; 0 when every group
// rank is equal, a tie the script may break with [Deck.CompareHigh].
func (d *Deck) CompareRank(a, b []CardID) int {
	var ra, ca, rb, cb [16]int
	x, y := d.groupRanks(a, ra[:0], ca[:0]), d.groupRanks(b, rb[:0], cb[:0])
	for i := 0; i < len(x) && i < len(y); i++ {
		if x[i] != y[i] {
			return cmp.Compare(x[i], y[i])
		}
	}
	return 0
}

// groupRanks appends to ranks the distinct ranks of cards in the order of
// [Shape.Ranks] (largest group first, then higher rank), using counts for
// the group sizes: Shape's ranks without its allocations for a few cards.
func (d *Deck) groupRanks(cards []CardID, ranks, counts []int) []int {
	for _, id := range cards {
		if r := d.Card(id).RankIndex; r >= 0 {
			ranks = append(ranks, r)
		}
	}
	slices.Sort(ranks)
	out := ranks[:0]
	for i := 0; i < len(ranks); {
		j := i + 1
		for j < len(ranks) && ranks[j] == ranks[i] {
			j++
		}
		out, counts = append(out, ranks[i]), append(counts, j-i)
		i = j
	}
	sortGroups(counts, out)
	return out
}

// Sets lists every distinct way to take n cards of one rank from a hand:
// n = 1 gives the singles, 2 the pairs, 3 the triples, 4 the quads. As with
// every list here, each combination is in deck order and listed once however
// many identical copies the hand holds, and the list is in CompareHigh order,
// lowest first.
func (d *Deck) Sets(hand []CardID, n int) [][]CardID {
	var l ComboLister
	return l.Sets(d, hand, n)
}

// Runs lists every distinct run a hand can make: length ranks that follow
// each other, all within [minRank, maxRank] (RankIndex; a negative maxRank
// means up to the highest rank), with exactly perRank cards of each rank (1
// for a sequence, 2 for a double sequence), all of one suit when sameSuit is
// set. Narrow the rank range to leave out ranks that may not be in a run.
func (d *Deck) Runs(hand []CardID, length, perRank, minRank, maxRank int, sameSuit bool) [][]CardID {
	var l ComboLister
	return l.Runs(d, hand, length, perRank, minRank, maxRank, sameSuit)
}

// Flushes lists every distinct way to take n cards of one suit, each with a
// rank within [minRank, maxRank] (a negative maxRank means up to the highest
// rank), from a hand. Ranks may repeat. The list grows fast with the hand: a
// 16-card hand has at most 4368 five-card flushes.
func (d *Deck) Flushes(hand []CardID, n, minRank, maxRank int) [][]CardID {
	lo, hi := d.rankRange(minRank, maxRank)
	if n <= 0 {
		return nil
	}
	h := d.prepare(hand)
	out := collector{size: n}
	buf := make([]CardID, 0, n)
	var ks []span
	for s := range d.suits {
		ks = ks[:0]
		for i := range h.kinds {
			if c := h.card(i); c.SuitIndex == s && c.RankIndex >= lo && c.RankIndex <= hi {
				ks = append(ks, h.kinds[i])
			}
		}
		h.pick(ks, n, buf, &out.flat)
	}
	return out.list(d)
}

// FullHouses lists every distinct full house a hand can make: three cards of
// one rank and two of another. It is Patterns(hand, 3, 2).
func (d *Deck) FullHouses(hand []CardID) [][]CardID {
	return d.Patterns(hand, 3, 2)
}

// Patterns lists every distinct combination a hand can make of rank groups
// of the given sizes, each group of a different rank: Patterns(hand, 3, 2)
// lists the full houses, Patterns(hand, 2, 2) the two pairs, Patterns(hand,
// 3, 1, 1) the triples with two odd cards.
func (d *Deck) Patterns(hand []CardID, counts ...int) [][]CardID {
	counts = slices.Clone(counts)
	slices.SortFunc(counts, func(a, b int) int { return b - a })
	if len(counts) == 0 || counts[len(counts)-1] <= 0 {
		return nil
	}
	h := d.prepare(hand)
	picks := make([][][]CardID, len(counts))
	for i, n := range counts {
		if i > 0 && n == counts[i-1] {
			picks[i] = picks[i-1]
		} else {
			picks[i] = h.rankPicks(0, len(d.ranks)-1, n, -1, nil, make([]CardID, 0, n))
		}
	}
	p := patterner{counts: counts, picks: picks, used: make([]bool, len(d.ranks))}
	p.out = collector{size: sum(counts), sort: d}
	p.walk(0, -1, make([]CardID, 0, p.out.size))
	return p.out.list(d)
}

// patterner walks the choices of Patterns: a rank for each group, then the
// cards of each group.
type patterner struct {
	counts []int
	picks  [][][]CardID // picks[group][rank]: the ways to take the group's cards from the rank
	used   []bool       // ranks taken by earlier groups
	out    collector
}

// walk chooses the rank and cards of group i. Groups of equal size take
// rising ranks (after prev), so each combination is made once.
func (p *patterner) walk(i, prev int, buf []CardID) {
	if i == len(p.counts) {
		p.out.add(buf)
		return
	}
	start, n := 0, p.counts[i]
	if i > 0 && n == p.counts[i-1] {
		start = prev + 1
	}
	for r := start; r < len(p.used); r++ {
		if p.used[r] {
			continue
		}
		p.used[r] = true
		l := p.picks[i][r]
		for j := 0; j < len(l); j += n {
			p.walk(i+1, r, append(buf, l[j:j+n]...))
		}
		p.used[r] = false
	}
}

func sum(xs []int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

// mayHold is a quick test, without allocating, that lets the listings skip
// hands that cannot make what is asked: it reports whether length
// consecutive ranks within [lo, hi] each hold at least n of the cards. It
// counts every card given (so it may say yes wrongly, never no), and says yes
// for decks of more than 64 ranks.
func (d *Deck) mayHold(cards []CardID, n, length, lo, hi int) bool {
	if len(d.ranks) > 64 {
		return true
	}
	var count [64]int32
	for _, id := range cards {
		if r := d.Card(id).RankIndex; r >= lo && r <= hi {
			count[r]++
		}
	}
	streak := 0
	for r := lo; r <= hi; r++ {
		if count[r] < int32(n) {
			streak = 0
			continue
		}
		if streak++; streak >= length {
			return true
		}
	}
	return false
}

// rankRange clamps a rank range to the deck's ranks.
func (d *Deck) rankRange(minRank, maxRank int) (int, int) {
	if minRank < 0 {
		minRank = 0
	}
	if maxRank < 0 || maxRank >= len(d.ranks) {
		maxRank = len(d.ranks) - 1
	}
	return minRank, maxRank
}

// span is a range [lo, hi) of indices.
type span struct{ lo, hi int }

// hand is a hand prepared for listing combinations: its cards in deck order
// without repeats, cut into the copies of each kind, and its kinds cut by rank.
type hand struct {
	d      *Deck
	ids    []CardID
	kinds  []span // ids[lo:hi] are the copies of one kind, lowest CardID first
	byRank []span // kinds[lo:hi] are the kinds of rank r, in deck order
}

func (d *Deck) prepare(cards []CardID) *hand {
	h := &hand{}
	h.prepare(d, cards)
	return h
}

// prepare makes h the hand of cards, reusing its memory.
func (h *hand) prepare(d *Deck, cards []CardID) {
	h.d = d
	h.ids = append(h.ids[:0], cards...)
	d.SortCards(h.ids)
	h.ids = slices.Compact(h.ids)
	ids := h.ids
	h.kinds = h.kinds[:0]
	if cap(h.byRank) < len(d.ranks) {
		h.byRank = make([]span, len(d.ranks))
	}
	h.byRank = h.byRank[:len(d.ranks)]
	clear(h.byRank)
	for i := 0; i < len(ids); {
		j, k := i+1, d.cards[ids[i]]
		for j < len(ids) && d.cards[ids[j]] == k {
			j++
		}
		h.kinds = append(h.kinds, span{i, j})
		i = j
	}
	for i := 0; i < len(h.kinds); {
		j, r := i+1, h.card(i).RankIndex
		for j < len(h.kinds) && h.card(j).RankIndex == r {
			j++
		}
		if r >= 0 {
			h.byRank[r] = span{i, j}
		}
		i = j
	}
}

// card returns the definition of the hand's kind k.
func (h *hand) card(k int) *Card { return h.d.Card(h.ids[h.kinds[k].lo]) }

// pick appends to out buf followed by each distinct way to take n cards
// from the kinds ks (up to as many of a kind as the hand holds), in deck
// order.
func (h *hand) pick(ks []span, n int, buf []CardID, out *[]CardID) {
	if n == 0 {
		*out = append(*out, buf...)
		return
	}
	if len(ks) == 0 {
		return
	}
	k := ks[0]
	for m := min(n, k.hi-k.lo); m >= 0; m-- {
		h.pick(ks[1:], n-m, append(buf, h.ids[k.lo:k.lo+m]...), out)
	}
}

// rankPicks returns, for each rank from lo to hi, the ways to take n cards of
// that rank (and of suit s, unless s is -1), laid end to end. It reuses the
// lists of into (grown to hi-lo+1) and buf.
func (h *hand) rankPicks(lo, hi, n, s int, into [][]CardID, buf []CardID) [][]CardID {
	if cap(into) < hi-lo+1 {
		into = append(into[:cap(into)], make([][]CardID, hi-lo+1-cap(into))...)
	}
	out := into[:hi-lo+1]
	for r := lo; r <= hi; r++ {
		out[r-lo] = out[r-lo][:0]
		a, b := h.byRank[r].lo, h.byRank[r].hi
		if s >= 0 { // the kinds of a rank are in suit order
			for a < b && h.card(a).SuitIndex < s {
				a++
			}
			for b > a && h.card(b-1).SuitIndex > s {
				b--
			}
		}
		h.pick(h.kinds[a:b], n, buf[:0], &out[r-lo])
	}
	return out
}

// product appends to out buf followed by one pick of each list, for every
// choice of picks; each list holds picks of per cards laid end to end.
func product(lists [][]CardID, per int, buf []CardID, out *[]CardID) {
	if len(lists) == 0 {
		*out = append(*out, buf...)
		return
	}
	l := lists[0]
	for i := 0; i < len(l); i += per {
		product(lists[1:], per, append(buf, l[i:i+per]...), out)
	}
}

// collector gathers combinations of one size end to end, and lists them.
type collector struct {
	size int
	flat []CardID
	sort *Deck // when set, each combination is put in deck order as it is added
}

func (c *collector) add(cards []CardID) {
	c.flat = append(c.flat, cards...)
	if c.sort != nil {
		c.sort.SortCards(c.flat[len(c.flat)-len(cards):])
	}
}

// list cuts the combinations apart and sorts them by CompareHigh.
func (c *collector) list(d *Deck) [][]CardID {
	return c.listInto(d, nil)
}

// listInto is list reusing into's memory for the list.
func (c *collector) listInto(d *Deck, into [][]CardID) [][]CardID {
	if len(c.flat) == 0 {
		return nil
	}
	n := len(c.flat) / c.size
	if cap(into) < n {
		into = make([][]CardID, n)
	}
	out := into[:n]
	for i := range out {
		out[i] = c.flat[i*c.size : (i+1)*c.size : (i+1)*c.size]
	}
	slices.SortFunc(out, d.compareSorted)
	return out
}

// compareSorted is CompareHigh for two combinations already in deck order.
func (d *Deck) compareSorted(a, b []CardID) int {
	i, j := len(a)-1, len(b)-1
	for ; i >= 0 && j >= 0; i, j = i-1, j-1 {
		if x, y := d.Card(a[i]).Order, d.Card(b[j]).Order; x != y {
			return cmp.Compare(x, y)
		}
	}
	return cmp.Compare(len(a), len(b))
}
