package melding

import (
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// digRoom is the room a dig lists in (mech.Table.Room): the cards of the
// candidates listed, each the card taken deepest then the cards laid, and
// the kinds the hand and the cards taken hold.
type digRoom struct {
	slab  []core.MeldCard
	avail []int
	hand  []int
	// during a listing: the table, the verb, the card taken deepest
	t    mech.Table
	v, k int
	// emit and emitAt take a new meld and cards added to meld i: made
	// once, so that a listing allocates none
	emit   func(cards []core.MeldCard)
	emitAt func(i int, add []core.MeldCard)
}

// digRoomOf is the room verb v lists in, made at its first call.
func (dm *digMech) digRoomOf(t mech.Table, v int) *digRoom {
	if r, ok := (*t.Room(v)).(*digRoom); ok {
		return r
	}
	r := &digRoom{}
	r.emit = func(cards []core.MeldCard) {
		if slices.ContainsFunc(cards, func(c core.MeldCard) bool { return c.Kind == r.k }) {
			dm.add(r, cards, 0)
		}
	}
	r.emitAt = func(i int, add []core.MeldCard) {
		if slices.ContainsFunc(add, func(c core.MeldCard) bool { return c.Kind == r.k }) {
			dm.add(r, add, i+1)
		}
	}
	*t.Room(v) = r
	return r
}

// List implements mech.Mechanic: for each card of the pile (the top
// card too, taken alone), every way the seat to act may
// lay it at once: each new meld holding it that the hand and the cards
// taken make, and, for a verb that may add to a meld, every way they add
// to a meld with it.
func (dm *digMech) List(t mech.Table, v, seat int, current bool) {
	st := t.State()
	pile := st.Pile(dm.from.ID).Cards
	if !current || len(pile) == 0 {
		return
	}
	d := st.Deck()
	r := dm.digRoomOf(t, v)
	r.slab, r.t, r.v = r.slab[:0], t, v
	r.hand = r.hand[:0]
	for _, c := range st.Pile(dm.lay.hand.Of(seat)).Cards {
		r.hand = append(r.hand, d.KindOf(c))
	}
	melds := meldsOf.Of(st).Melds
	var checked []core.Meld
	if dm.join != nil && len(melds) > 0 {
		checked = sharedMelds(t).checkedMelds(d, dm.lay.rules, melds)
	}
	for at := range pile {
		r.k = d.KindOf(pile[at])
		r.avail = r.avail[:0]
		for _, a := range r.hand {
			if dm.near(a, r.k) {
				r.avail = append(r.avail, a)
			}
		}
		for _, c := range pile[at:] {
			if a := d.KindOf(c); dm.near(a, r.k) {
				r.avail = append(r.avail, a)
			}
		}
		if dm.mayMeld(r.k, r.avail) {
			dm.lay.lister.EachMeld(r.avail, r.emit)
		}
		if checked != nil && dm.mayJoin(r.k, r.avail, checked) {
			dm.join.lister.EachExtensionOf(melds, checked, r.avail, r.emitAt)
		}
	}
	r.t = nil // the table is the call's
}

// add lists the dig of the card r.k laying cards (in a new meld, or added
// to meld n when n > 0).
func (dm *digMech) add(r *digRoom, cards []core.MeldCard, n int) {
	lo := len(r.slab)
	r.slab = append(append(r.slab, core.MeldCard{Kind: r.k, As: -1}), cards...)
	if !dm.lay.ordered {
		canonical(r.t.State().Deck(), r.slab[lo+1:])
	}
	if dm.listed(r, n, lo) {
		r.slab = r.slab[:lo]
		return
	}
	r.t.Add(mech.Cand{Verb: r.v, Lo: lo, Hi: len(r.slab), Suit: -1, Seat: -1, N: n})
}

// listed reports whether the dig of r.slab[lo:] (to meld n) is listed
// already: a run round an end rank can be read two ways (the ace low and
// high), the same cards added.
func (dm *digMech) listed(r *digRoom, n, lo int) bool {
	cands := *r.t.Cands()
	for i := len(cands) - 1; i >= 0; i-- {
		c := &cands[i]
		if c.Verb != r.v || r.slab[c.Lo].Kind != r.k {
			break // the candidates of one card taken deepest are listed together
		}
		if c.N == n && slices.Equal(r.slab[c.Lo:c.Hi], r.slab[lo:]) {
			return true
		}
	}
	return false
}

// sharedMelds is the melds on the table checked once, in the room of the
// game's first verb that adds to a meld, shared with it; a room of its
// own, not kept, when the game has none.
func sharedMelds(t mech.Table) *tableMelds {
	for home, m := range t.Mechanics() {
		if _, ok := m.(*layMech); ok {
			return &roomOf(t, home).tableMelds
		}
	}
	return &tableMelds{}
}

// near reports whether card kind a may lie in one meld with card kind k:
// a meld that holds k is a set of its rank or a run of its suit (of any
// suit when runs mix them), with wilds; a listing of the melds and
// additions holding k looks at those cards alone.
func (dm *digMech) near(a, k int) bool {
	l := dm.lay
	return l.wild[a] || l.rank[a] == l.rank[k] || l.suit[a] == l.suit[k] || l.rules.AnySuitRuns
}

// mayMeld reports whether card kind k may be in a new meld of the cards
// avail (kinds), as far as a quick look tells: a wild among them, enough
// cards of its rank for a set, or a card of its suit next to it for a run.
// A listing looks no further when it may not.
func (dm *digMech) mayMeld(k int, avail []int) bool {
	l := dm.lay
	same, next := 0, false
	for _, a := range avail {
		switch {
		case l.wild[a]:
			return true
		case l.rank[a] == l.rank[k]:
			same++
		case l.suit[a] == l.suit[k] || l.rules.AnySuitRuns:
			next = next || l.nextTo(l.rank[a], l.rank[k])
		}
	}
	return l.rules.Sets && same >= max(l.rules.MinSize, 1) || l.rules.Runs && next
}

// mayJoin reports whether card kind k may be added, with cards of avail,
// to one of the melds on the table, as far as a quick look tells: a wild
// among avail, a set of its rank, or a run of its suit that ends next to
// it or next to a card of avail next to it.
func (dm *digMech) mayJoin(k int, avail []int, checked []core.Meld) bool {
	l := dm.lay
	chain := false // a card of avail next to k in a run
	for _, a := range avail {
		if l.wild[a] {
			return true
		}
		chain = chain || a != k && (l.suit[a] == l.suit[k] || l.rules.AnySuitRuns) && l.nextTo(l.rank[a], l.rank[k])
	}
	for _, m := range checked {
		switch {
		case m.Kind == core.MeldSet && m.Rank == l.rank[k]:
			return true
		case m.Kind == core.MeldRun && (m.Suit < 0 || m.Suit == l.suit[k]) &&
			(chain || l.nextTo(m.Rank, l.rank[k]) || l.nextTo(m.High, l.rank[k])):
			return true
		}
	}
	return false
}

// nextTo reports whether ranks a and b are next to each other in a run:
// one apart, or the highest and the lowest when a run may go round.
func (l *layMech) nextTo(a, b int) bool {
	n := len(l.deck.Ranks())
	d := a - b
	if d == 1 || d == -1 {
		return true
	}
	return (d == n-1 || d == 1-n) && (l.rules.Wrap || l.rules.EitherEnd != "")
}

// Move implements mech.MoveMaker: the move of a dig listed, kept in its
// verb's room.
func (dm *digMech) Move(t mech.Table, c *mech.Cand) *notation.Move {
	r := dm.digRoomOf(t, c.Verb)
	cards := r.slab[c.Lo:c.Hi]
	m, refs := mech.NewMove(c.Verb, dm.lay.slots, len(cards))
	for i, mc := range cards {
		refs[i] = notation.CardRef{Kind: mc.Kind, As: mc.As}
	}
	m.Args[dm.card] = notation.Value{Set: true, Cards: refs[:1:1]}
	m.Args[dm.cards] = notation.Value{Set: true, Cards: refs[1:]}
	if c.N > 0 {
		m.Args[dm.n] = notation.Value{Set: true, Num: c.N}
	}
	return m
}
