package melding

import (
	"github.com/rulerun/rulerun/core"
)

// Layouts are too many to list, so a verb that rearranges the melds is
// open: a player types one, and bots choose among those the engine
// proposes, of two shapes that make a new meld from the melds and the hand:
//   - a card taken from a meld that stays a meld without it (the end of a
//     long run, a card of a big set, or the middle of a long run, which
//     splits in two) makes a new meld with two cards of the hand;
//   - a wild is freed by the card it stands for (in a set, any card of its
//     rank) and makes a new meld with two cards of the hand.

// layoutSamples is the most layouts proposed at one decision, by default.
const layoutSamples = 12

// proposer gathers the layouts proposed to one seat. The laying verbs'
// room keeps one and reuses its buffers from one listing to the next.
type proposer struct {
	l        *layMech // the mechanic proposing, during a listing
	melds    [][]core.MeldCard
	checked  []core.Meld // the melds as CheckMeld reads them
	held     []int       // copies held, by kind
	byRank   [][]int     // the natural kinds held, by rank index
	naturals []int       // the natural kinds held, in hand order
	pairs    [][2]int    // the partners of a card
	// twice marks the ranks of which the hand holds two naturals or
	// more, and around[s] the ranks of suit s whose run partners it holds
	// (bit r for rank r), so that a card without partners is passed over
	// at a glance (where the ranks are few enough for masks).
	twice  uint64
	around []uint64
	// pairable[s+1] marks the ranks of suit s (-1: none) with partners.
	pairable []uint64
	out      [][][]core.MeldCard
	// The room the layouts proposed are written in, emptied at each
	// listing: a layout's melds are a window of lists, each a window of
	// cards (or a meld of the table, shared).
	cards []core.MeldCard
	lists [][]core.MeldCard
}

// proposeLayouts proposes layouts to seat, which holds hand (kinds), in
// st.
func (l *layMech) proposeLayouts(r *room, st *core.State, seat int, hand []int) [][][]core.MeldCard {
	d := st.Deck()
	melds := meldsOf.Of(st).Melds
	p := r.proposer(l, d)
	p.melds, p.checked = melds, r.checkedMelds(d, l.rules, melds)
	for _, k := range hand {
		p.held[k]++
		if !l.wild[k] && d.Kind(k).RankIndex >= 0 {
			r := d.Kind(k).RankIndex
			p.byRank[r] = append(p.byRank[r], k)
			p.naturals = append(p.naturals, k)
		}
	}
	p.mark()
	wild, suit, bit, pairable := l.wild, l.suit, l.rankBit, p.pairable
	for n, cards := range p.melds {
		takes := r.takes[n]
		for i, c := range cards {
			if len(p.out) >= l.most {
				return p.out
			}
			k := c.Kind
			switch {
			case wild[k]:
				p.freeWild(&r.tableMelds, n, i)
			case takes[i] == takeNone:
			case !p.masks() || pairable[suit[k]+1]&bit[k] != 0: // partners held
				p.takeCard(&r.tableMelds, n, i)
			}
		}
	}
	return p.out
}

// mark works out which ranks have partners in the hand (twice, around).
func (p *proposer) mark() {
	l := p.l
	if !p.masks() {
		return
	}
	p.twice = 0
	for r, kinds := range p.byRank {
		if len(kinds) >= 2 {
			p.twice |= 1 << uint(r)
		}
	}
	for s := range p.around {
		p.around[s] = 0
	}
	for _, k := range p.naturals {
		if s, r := l.suit[k], l.rank[k]; s >= 0 && l.at[s][r] == k {
			p.around[s] |= 1 << uint(r) // held, for now
		}
	}
	p.pairable[0] = p.twice // a card of no suit
	for s, held := range p.around {
		p.around[s] = held<<1&(held<<2) | held<<1&(held>>1) | held>>1&(held>>2)
		p.pairable[s+1] = p.twice | p.around[s]
	}
}

// masks reports whether the deck's ranks are few enough for masks of
// them (twice, around, pairable).
func (p *proposer) masks() bool { return len(p.byRank) <= 62 }

// proposer is the room's proposer, emptied for a new listing by l.
func (r *room) proposer(l *layMech, d *core.Deck) *proposer {
	p := &r.prop
	if p.held == nil {
		*p = proposer{held: make([]int, d.Kinds()), byRank: make([][]int, len(d.Ranks())), around: make([]uint64, len(d.Suits())), pairable: make([]uint64, len(d.Suits())+1)}
	}
	p.l = l
	clear(p.held)
	for r := range p.byRank {
		p.byRank[r] = p.byRank[r][:0]
	}
	p.naturals, p.out = p.naturals[:0], p.out[:0]
	p.cards, p.lists = p.cards[:0], p.lists[:0]
	return p
}

// takeCard proposes moving card i of meld n into a new meld with two hand
// cards, the meld left whole or split around it. The caller passed over
// the cards known to leave no meld behind and those without partners.
func (p *proposer) takeCard(t *tableMelds, n, i int) {
	cards := p.melds[n]
	pairs := p.partners(cards[i].Kind)
	if len(pairs) == 0 {
		return
	}
	shape := t.takeShape(p.l.deck, p.l.rules, n, i)
	if shape == takeNone {
		return
	}
	left, right := cards[:i], cards[i+1:]
	if shape == takeWhole {
		left, right = p.meld(cards[:i], cards[i+1:]...), nil
	}
	for _, pair := range pairs {
		p.propose(n, left, right, p.plain(cards[i].Kind, pair[0], pair[1]))
	}
}

// freeWild proposes swapping the wild at i of meld n for the card it
// stands for, then using it with two hand cards: a pair of one rank, or two
// of a suit in a row.
func (p *proposer) freeWild(t *tableMelds, n, i int) {
	d := p.l.deck
	cards := p.melds[n]
	meld := p.checked[n]
	if meld.Kind == 0 {
		return
	}
	var swaps []int
	switch stands := cards[i].As; {
	case stands >= 0 && p.held[stands] > 0:
		swaps = []int{stands}
	case meld.Kind == core.MeldSet:
		swaps = p.byRank[meld.Rank]
	}
	wild := cards[i].Kind
	for _, s := range swaps {
		swapped := p.meld(cards)
		swapped[i] = core.MeldCard{Kind: s, As: -1}
		if !t.validMeld(d, p.l.rules, swapped) {
			continue
		}
		for _, a := range p.naturals {
			if a == s {
				continue
			}
			ka := d.Kind(a)
			for _, b := range p.byRank[ka.RankIndex] {
				if b != s && b > a {
					p.propose(n, swapped, nil, p.plain(wild, a, b))
				}
			}
			if up := p.l.kindAt(ka.SuitIndex, ka.RankIndex+1); up >= 0 && p.held[up] > 0 && up != s {
				p.propose(n, swapped, nil, p.plain(a, up, wild))
			}
		}
	}
}

// partners lists the pairs of hand cards that make a meld of three with
// card c: two of its rank, or two of its suit next to it (in p.pairs).
func (p *proposer) partners(c int) [][2]int {
	l := p.l
	out := p.pairs[:0]
	if r := l.rank[c]; r >= 0 {
		same := p.byRank[r]
		for i := range same {
			for j := i + 1; j < len(same); j++ {
				out = append(out, [2]int{same[i], same[j]})
			}
		}
	}
	for _, ab := range &l.near[c] {
		if ab[0] >= 0 && p.held[ab[0]] > 0 && p.held[ab[1]] > 0 {
			out = append(out, ab)
		}
	}
	p.pairs = out
	return out
}

// neighbours are the offsets in rank of the two cards that make a run of
// three with a card: both below, one on each side, both above.
var neighbours = [3][2]int{{-2, -1}, {-1, 1}, {1, 2}}

// propose adds the layout with meld n replaced by left (and right, when
// the meld splits in two) and the new meld after the others.
func (p *proposer) propose(n int, left, right, extra []core.MeldCard) {
	if len(p.out) >= p.l.most {
		return
	}
	lo := len(p.lists)
	for i, cards := range p.melds {
		switch {
		case i != n:
			p.lists = append(p.lists, cards)
		case right != nil:
			p.lists = append(p.lists, left, right)
		default:
			p.lists = append(p.lists, left)
		}
	}
	p.lists = append(p.lists, extra)
	p.out = append(p.out, p.lists[lo:len(p.lists):len(p.lists)])
}

// meld is a meld of cards followed by more, written in the proposer's room.
func (p *proposer) meld(cards []core.MeldCard, more ...core.MeldCard) []core.MeldCard {
	lo := len(p.cards)
	p.cards = append(append(p.cards, cards...), more...)
	return p.cards[lo:len(p.cards):len(p.cards)]
}

// plain is a meld of three natural cards, written in the proposer's room.
func (p *proposer) plain(a, b, c int) []core.MeldCard {
	return p.meld(nil, core.MeldCard{Kind: a, As: -1}, core.MeldCard{Kind: b, As: -1}, core.MeldCard{Kind: c, As: -1})
}
