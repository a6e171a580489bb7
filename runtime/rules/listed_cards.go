package rules

import "github.com/rulerun/rulerun/core/notation"

// The moves of a verb whose one slot holds a set of cards chosen from the
// hand (a secret choice, a gift between places): listed as candidates of
// their kinds, and built as a move in the notation's order, so that one
// set of cards has one text.

// emitCards lists the move of verb v that names the cards of kinds.
func emitCards(g *Game, v int, kinds []int) {
	lo := len(g.slab)
	g.slab = append(g.slab, kinds...)
	g.cands = append(g.cands, cand{Verb: v, Lo: lo, Hi: len(g.slab), Suit: -1, Seat: -1})
}

// cardsMove builds the move of verb v whose slot holds the cards of kinds.
func cardsMove(g *Game, v, slot int, kinds []int) *notation.Move {
	m, refs := g.newMove(v, len(g.d.Grammar.Form(v).Slots), len(kinds))
	for i, k := range kinds {
		refs[i] = notation.Plain(k)
	}
	m.Args[slot] = notation.Value{Set: true, Cards: refs}
	g.d.Grammar.Canonical(m, g.d.Deck)
	return m
}
