package rules

import (
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// listLay lists the moves of a verb that lays cards: every new meld the
// hand can make, every way to add to each meld, and for a rearrangement
// the layouts the engine proposes (too many exist to list).
func (g *Game) listLay(lay Lay, v, seat int) {
	mp := g.melds
	f := g.st.FlowRef()
	if lay != LayNew && mp.OwnFirst && !f.HasMelded(seat) {
		return
	}
	hand := g.handKinds(seat)
	switch lay {
	case LayNew:
		mp.lister.EachMeld(hand, func(cards []core.MeldCard) {
			if mp.FirstNoWild && !f.HasMelded(seat) && g.wilds(cards) > 0 {
				return
			}
			g.emitLay(v, cards, -1, nil)
		})
	case LayAdd:
		mp.lister.EachExtensionOf(f.Melds, g.checkedMelds(f.Melds), hand, func(i int, add []core.MeldCard) { g.emitLay(v, add, i+1, nil) })
	default:
		for _, l := range g.proposeLayouts(seat, hand) {
			g.emitLay(v, nil, -1, l)
		}
	}
}

// emitLay adds a laying move built by the engine: its cards (for a new
// meld or an add to meld n) are kept in g.mslab until a move is asked for;
// a layout's melds in g.layouts.
func (g *Game) emitLay(v int, cards []core.MeldCard, n int, melds [][]core.MeldCard) {
	if melds == nil {
		lo := len(g.mslab)
		g.mslab = append(g.mslab, cards...)
		if !g.melds.ordered[v] {
			g.canonical(g.mslab[lo:])
		}
		if g.listedLay(v, n, lo) {
			g.mslab = g.mslab[:lo]
			return
		}
		g.cands = append(g.cands, cand{verb: v, lo: lo, hi: len(g.mslab), suit: -1, seat: -1, n: n, lay: true})
		return
	}
	g.layouts = append(g.layouts, melds)
	g.cands = append(g.cands, cand{verb: v, lo: len(g.layouts) - 1, suit: -1, seat: -1, lay: true, layout: true})
}

// canonical puts cards in the order of a canonical move (the deck's).
func (g *Game) canonical(cards []core.MeldCard) {
	d := g.st.Deck()
	slices.SortStableFunc(cards, func(a, b core.MeldCard) int {
		return notation.CompareCards(notation.CardRef{Kind: a.Kind, As: a.As}, notation.CardRef{Kind: b.Kind, As: b.As}, d)
	})
}

// listedLay reports whether the cards mslab[lo:] are already listed for
// verb v and meld n: two ways of writing a meld can read the same once in
// the deck's order.
func (g *Game) listedLay(v, n, lo int) bool {
	cards := g.mslab[lo:]
	for i := len(g.cands) - 1; i >= 0; i-- {
		c := &g.cands[i]
		if c.verb != v || !c.lay || c.layout {
			break
		}
		if c.n == n && slices.Equal(g.mslab[c.lo:c.hi], cards) {
			return true
		}
	}
	return false
}

// layMove builds the move of a laying candidate kept in g.mslab.
func (g *Game) layMove(c *cand) *notation.Move {
	mp := g.melds
	m := &notation.Move{Verb: c.verb, Args: make([]notation.Value, len(g.d.Grammar.Form(c.verb).Slots))}
	if c.layout {
		melds := g.layouts[c.lo]
		refs := make([][]notation.CardRef, len(melds))
		for i, ml := range melds {
			refs[i] = cardRefs(ml)
		}
		m.Args[mp.melds[c.verb]] = notation.Value{Set: true, Melds: refs}
		g.d.Grammar.Canonical(m, g.st.Deck())
		return m
	}
	m.Args[mp.cards[c.verb]] = notation.Value{Set: true, Cards: cardRefs(g.mslab[c.lo:c.hi])}
	if c.n > 0 {
		m.Args[mp.n[c.verb]] = notation.Value{Set: true, Num: c.n}
	}
	return m
}

func cardRefs(cards []core.MeldCard) []notation.CardRef {
	out := make([]notation.CardRef, len(cards))
	for i, c := range cards {
		out[i] = notation.CardRef{Kind: c.Kind, As: c.As}
	}
	return out
}

// handKinds is the card kinds seat holds, once per copy.
func (g *Game) handKinds(seat int) []int {
	d := g.st.Deck()
	hand := g.st.Pile(g.hand.Of(seat)).Cards
	out := make([]int, len(hand))
	for i, c := range hand {
		out[i] = d.KindOf(c)
	}
	return out
}

// wilds counts the wild cards of a meld.
func (g *Game) wilds(cards []core.MeldCard) int {
	n := 0
	for _, c := range cards {
		if g.melds.wild[c.Kind] {
			n++
		}
	}
	return n
}

// laysAll reports whether a laying move would empty seat's hand.
func (g *Game) laysAll(seat int, m *notation.Move) bool {
	mp := g.melds
	held := g.st.Pile(g.hand.Of(seat)).Len()
	if i := mp.cards[m.Verb]; i >= 0 && g.d.Verbs[m.Verb].lay() != LayLayout {
		return len(m.Args[i].Cards) == held
	}
	laid := 0
	for _, ml := range g.st.FlowRef().Melds {
		laid += len(ml)
	}
	n := 0
	for _, ml := range m.Args[mp.melds[m.Verb]].Melds {
		n += len(ml)
	}
	return n-laid == held
}
