package melding

import (
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// listLay lists the moves of a verb that lays cards: every new meld the
// hand can make, every way to add to each meld, and for a rearrangement
// the layouts the engine proposes (too many exist to list).
func (l *layMech) listLay(t mech.Table, v, seat int) {
	st := t.State()
	f := meldsOf.Of(st)
	if l.lay != layNew && l.OwnFirst && !f.HasMelded(seat) {
		return
	}
	r := roomOf(t, v)
	r.listing(t)
	hand := l.handKinds(r, st, seat)
	e := r.emitter(t, l)
	e.noWild = l.FirstNoWild && !f.HasMelded(seat)
	switch l.lay {
	case layNew:
		l.lister.EachMeld(hand, e.onMeld)
	case layAdd:
		l.lister.EachExtensionOf(f.Melds, r.checkedMelds(st.Deck(), l.rules, f.Melds), hand, e.onAdd)
	default:
		for _, melds := range l.proposeLayouts(r, st, seat, hand) {
			r.layouts = append(r.layouts, melds)
			t.Add(mech.Cand{Verb: v, Lo: len(r.layouts) - 1, Suit: -1, Seat: -1, Lay: true, Layout: true})
		}
	}
	e.t = nil // the table is the call's
}

// layEmitter takes the melds a listing of laying moves finds: one per
// room, its functions made once, so that a listing allocates none.
type layEmitter struct {
	t      mech.Table // the table listed on, during a listing
	l      *layMech   // the verb's mechanic, during a listing
	noWild bool       // a new meld may hold no wild (the seat's first)
	onMeld func(cards []core.MeldCard)
	onAdd  func(i int, add []core.MeldCard)
}

// emitter is the room's layEmitter, made at its first listing, ready for
// a listing of l's verb on t.
func (r *room) emitter(t mech.Table, l *layMech) *layEmitter {
	e := &r.emit
	if e.onMeld == nil {
		e.onMeld = func(cards []core.MeldCard) {
			if e.noWild && e.l.wilds(cards) > 0 {
				return
			}
			r.emitLay(e.t, e.l, cards, -1)
		}
		e.onAdd = func(i int, add []core.MeldCard) { r.emitLay(e.t, e.l, add, i+1) }
	}
	e.t, e.l = t, l
	return e
}

// emitLay adds a laying move built by the engine: its cards (for a new
// meld or an add to meld n) are kept in the room until a move is asked
// for.
func (r *room) emitLay(t mech.Table, l *layMech, cards []core.MeldCard, n int) {
	v := l.verb
	lo := len(r.mslab)
	r.mslab = append(r.mslab, cards...)
	if !l.ordered {
		canonical(t.State().Deck(), r.mslab[lo:])
	}
	if r.listedLay(t, v, n, lo) {
		r.mslab = r.mslab[:lo]
		return
	}
	t.Add(mech.Cand{Verb: v, Lo: lo, Hi: len(r.mslab), Suit: -1, Seat: -1, N: n, Lay: true})
}

// canonical puts cards in the order of a canonical move (the deck's).
func canonical(d *core.Deck, cards []core.MeldCard) {
	slices.SortStableFunc(cards, func(a, b core.MeldCard) int {
		return notation.CompareCards(notation.CardRef{Kind: a.Kind, As: a.As}, notation.CardRef{Kind: b.Kind, As: b.As}, d)
	})
}

// listedLay reports whether the cards mslab[lo:] are already listed for
// verb v and meld n: two ways of writing a meld can read the same once in
// the deck's order.
func (r *room) listedLay(t mech.Table, v, n, lo int) bool {
	cards := r.mslab[lo:]
	listed := *t.Cands()
	for i := len(listed) - 1; i >= 0; i-- {
		c := &listed[i]
		if c.Verb != v || !c.Lay || c.Layout {
			break
		}
		if c.N == n && slices.Equal(r.mslab[c.Lo:c.Hi], cards) {
			return true
		}
	}
	return false
}

// Move implements mech.MoveMaker: the move of a laying candidate kept in
// its verb's room.
func (l *layMech) Move(t mech.Table, c *mech.Cand) *notation.Move {
	r := roomOf(t, c.Verb)
	if c.Layout {
		return l.layoutMove(t, c.Verb, r.layouts[c.Lo])
	}
	m, refs := mech.NewMove(c.Verb, l.slots, c.Hi-c.Lo) // the move and its cards at once
	for i, mc := range r.mslab[c.Lo:c.Hi] {
		refs[i] = notation.CardRef{Kind: mc.Kind, As: mc.As}
	}
	m.Args[l.cards] = notation.Value{Set: true, Cards: refs}
	if c.N > 0 {
		m.Args[l.n] = notation.Value{Set: true, Num: c.N}
	}
	return m
}

// layoutMove is the move of verb v that lays out melds, written canonical.
func (l *layMech) layoutMove(t mech.Table, v int, melds [][]core.MeldCard) *notation.Move {
	m := &notation.Move{Verb: v, Args: make([]notation.Value, l.slots)}
	n := 0
	for _, ml := range melds {
		n += len(ml)
	}
	flat := make([]notation.CardRef, 0, n) // every meld's cards, in one allocation
	refs := make([][]notation.CardRef, len(melds))
	for i, ml := range melds {
		lo := len(flat)
		for _, c := range ml {
			flat = append(flat, notation.CardRef{Kind: c.Kind, As: c.As})
		}
		refs[i] = flat[lo:len(flat):len(flat)]
	}
	m.Args[l.melds] = notation.Value{Set: true, Melds: refs}
	l.grammar.Canonical(m, t.State().Deck())
	return m
}

// handKinds is the card kinds seat holds, once per copy, in the room for
// them (good until the next call).
func (l *layMech) handKinds(r *room, st *core.State, seat int) []int {
	d := st.Deck()
	hand := st.Pile(l.hand.Of(seat)).Cards
	out := r.hand[:0]
	for _, c := range hand {
		out = append(out, d.KindOf(c))
	}
	r.hand = out
	return out
}

// wilds counts the wild cards of a meld.
func (l *layMech) wilds(cards []core.MeldCard) int {
	n := 0
	for _, c := range cards {
		if l.wild[c.Kind] {
			n++
		}
	}
	return n
}

// Empties implements mech.Shedder: whether a laying move would empty
// seat's hand.
func (l *layMech) Empties(t mech.Table, seat int, m *notation.Move) bool {
	st := t.State()
	held := st.Pile(l.hand.Of(seat)).Len()
	if l.cards >= 0 && l.lay != layLayout {
		return len(m.Args[l.cards].Cards) == held
	}
	laid := 0
	for _, ml := range meldsOf.Of(st).Melds {
		laid += len(ml)
	}
	n := 0
	for _, ml := range m.Args[l.melds].Melds {
		n += len(ml)
	}
	return n-laid == held
}
