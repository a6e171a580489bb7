package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// listLay lists the moves of a verb that lays cards: every new meld the
// hand can make, every way to add to each meld, and for a rearrangement
// the layouts the engine proposes (too many exist to list).
func (g *Game) listLay(v, seat int) {
	mp := g.melds
	verb := &g.d.Verbs[v]
	f := g.st.FlowRef()
	if verb.Lay != LayNew && mp.OwnFirst && !f.HasMelded(seat) {
		return
	}
	hand := g.handKinds(seat)
	switch verb.Lay {
	case LayNew:
		for _, cards := range mp.lister.Melds(hand) {
			if mp.FirstNoWild && !f.HasMelded(seat) && g.wilds(cards) > 0 {
				continue
			}
			g.emitLay(v, cards, -1, nil)
		}
	case LayAdd:
		for n, meld := range f.Melds {
			for _, add := range mp.lister.Extensions(meld, hand) {
				g.emitLay(v, add, n+1, nil)
			}
		}
	default:
		for _, l := range g.proposeLayouts(seat, hand) {
			g.emitLay(v, nil, -1, l)
		}
	}
}

// emitLay adds a laying move built by the engine.
func (g *Game) emitLay(v int, cards []core.MeldCard, n int, melds [][]core.MeldCard) {
	mp := g.melds
	form := g.d.Grammar.Form(v)
	m := &notation.Move{Verb: v, Args: make([]notation.Value, len(form.Slots))}
	if cards != nil {
		m.Args[mp.cards[v]] = notation.Value{Set: true, Cards: cardRefs(cards)}
	}
	if n > 0 {
		m.Args[mp.n[v]] = notation.Value{Set: true, Num: n}
	}
	if melds != nil {
		refs := make([][]notation.CardRef, len(melds))
		for i, ml := range melds {
			refs[i] = cardRefs(ml)
		}
		m.Args[mp.melds[v]] = notation.Value{Set: true, Melds: refs}
	}
	g.cands = append(g.cands, cand{verb: v, suit: -1, seat: -1, m: m, own: true})
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
	if i := mp.cards[m.Verb]; i >= 0 && g.d.Verbs[m.Verb].Lay != LayLayout {
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
