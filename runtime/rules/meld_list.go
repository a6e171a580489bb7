package rules

import (
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// listLay lists the moves of a verb that lays cards: every new meld the
// hand can make, every way to add to each meld, and for a rearrangement
// the layouts the engine proposes (too many exist to list).
func (mp *meldPlan) listLay(g *Game, lay Lay, v, seat int) {
	f := meldsOf.Of(g.st)
	if lay != LayNew && mp.OwnFirst && !f.HasMelded(seat) {
		return
	}
	hand := mp.handKinds(g, seat)
	e := mp.emitter(g)
	e.verb, e.noWild = v, mp.FirstNoWild && !f.HasMelded(seat)
	switch lay {
	case LayNew:
		mp.lister.EachMeld(hand, e.onMeld)
	case LayAdd:
		mp.lister.EachExtensionOf(f.Melds, mp.checkedMelds(g, f.Melds), hand, e.onAdd)
	default:
		for _, l := range mp.proposeLayouts(g, seat, hand) {
			mp.emitLay(g, v, nil, -1, l)
		}
	}
}

// layEmitter takes the melds a listing of laying moves finds: one per
// game, its functions made once, so that a listing allocates none.
type layEmitter struct {
	verb   int
	noWild bool // a new meld may hold no wild (the seat's first)
	onMeld func(cards []core.MeldCard)
	onAdd  func(i int, add []core.MeldCard)
}

// emitter is the game's layEmitter, made at its first listing.
func (mp *meldPlan) emitter(g *Game) *layEmitter {
	e := &g.laid.emit
	if e.onMeld == nil {
		e.onMeld = func(cards []core.MeldCard) {
			if e.noWild && mp.wilds(cards) > 0 {
				return
			}
			mp.emitLay(g, e.verb, cards, -1, nil)
		}
		e.onAdd = func(i int, add []core.MeldCard) { mp.emitLay(g, e.verb, add, i+1, nil) }
	}
	return e
}

// emitLay adds a laying move built by the engine: its cards (for a new
// meld or an add to meld n) are kept in g.mslab until a move is asked for;
// a layout's melds in g.layouts.
func (mp *meldPlan) emitLay(g *Game, v int, cards []core.MeldCard, n int, melds [][]core.MeldCard) {
	if melds == nil {
		lo := len(g.mslab)
		g.mslab = append(g.mslab, cards...)
		if !mp.ordered[v] {
			mp.canonical(g, g.mslab[lo:])
		}
		if mp.listedLay(g, v, n, lo) {
			g.mslab = g.mslab[:lo]
			return
		}
		g.cands = append(g.cands, cand{Verb: v, Lo: lo, Hi: len(g.mslab), Suit: -1, Seat: -1, N: n, Lay: true})
		return
	}
	g.layouts = append(g.layouts, melds)
	g.cands = append(g.cands, cand{Verb: v, Lo: len(g.layouts) - 1, Suit: -1, Seat: -1, Lay: true, Layout: true})
}

// canonical puts cards in the order of a canonical move (the deck's).
func (mp *meldPlan) canonical(g *Game, cards []core.MeldCard) {
	d := g.st.Deck()
	slices.SortStableFunc(cards, func(a, b core.MeldCard) int {
		return notation.CompareCards(notation.CardRef{Kind: a.Kind, As: a.As}, notation.CardRef{Kind: b.Kind, As: b.As}, d)
	})
}

// listedLay reports whether the cards mslab[lo:] are already listed for
// verb v and meld n: two ways of writing a meld can read the same once in
// the deck's order.
func (mp *meldPlan) listedLay(g *Game, v, n, lo int) bool {
	cards := g.mslab[lo:]
	for i := len(g.cands) - 1; i >= 0; i-- {
		c := &g.cands[i]
		if c.Verb != v || !c.Lay || c.Layout {
			break
		}
		if c.N == n && slices.Equal(g.mslab[c.Lo:c.Hi], cards) {
			return true
		}
	}
	return false
}

// layMove builds the move of a laying candidate kept in g.mslab.
func (mp *meldPlan) layMove(g *Game, c *cand) *notation.Move {
	if c.Layout {
		m := &notation.Move{Verb: c.Verb, Args: make([]notation.Value, len(g.d.Grammar.Form(c.Verb).Slots))}
		melds := g.layouts[c.Lo]
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
		m.Args[mp.melds[c.Verb]] = notation.Value{Set: true, Melds: refs}
		g.d.Grammar.Canonical(m, g.st.Deck())
		return m
	}
	m, refs := newMove(c.Verb, len(g.d.Grammar.Form(c.Verb).Slots), c.Hi-c.Lo) // the move and its cards at once
	for i, mc := range g.mslab[c.Lo:c.Hi] {
		refs[i] = notation.CardRef{Kind: mc.Kind, As: mc.As}
	}
	m.Args[mp.cards[c.Verb]] = notation.Value{Set: true, Cards: refs}
	if c.N > 0 {
		m.Args[mp.n[c.Verb]] = notation.Value{Set: true, Num: c.N}
	}
	return m
}

// handKinds is the card kinds seat holds, once per copy, in the game's
// room for them (good until the next call).
func (mp *meldPlan) handKinds(g *Game, seat int) []int {
	d := g.st.Deck()
	hand := g.st.Pile(g.p.hand.Of(seat)).Cards
	out := g.laid.hand[:0]
	for _, c := range hand {
		out = append(out, d.KindOf(c))
	}
	g.laid.hand = out
	return out
}

// wilds counts the wild cards of a meld.
func (mp *meldPlan) wilds(cards []core.MeldCard) int {
	n := 0
	for _, c := range cards {
		if mp.wild[c.Kind] {
			n++
		}
	}
	return n
}

// laysAll reports whether a laying move would empty seat's hand.
func (mp *meldPlan) laysAll(g *Game, seat int, m *notation.Move) bool {
	held := g.st.Pile(g.p.hand.Of(seat)).Len()
	if i := mp.cards[m.Verb]; i >= 0 && g.d.Verbs[m.Verb].lay() != LayLayout {
		return len(m.Args[i].Cards) == held
	}
	laid := 0
	for _, ml := range meldsOf.Of(g.st).Melds {
		laid += len(ml)
	}
	n := 0
	for _, ml := range m.Args[mp.melds[m.Verb]].Melds {
		n += len(ml)
	}
	return n-laid == held
}
