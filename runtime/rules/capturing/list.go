package capturing

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The listing of the captures: every card of the hand with every capture
// it may make, as the slab's candidates, and the move of each.

// List implements mech.Mechanic: every card of the hand with every
// capture it may make, each once, or laid on the table when it may be.
func (m *captureMech) List(t mech.Table, v, seat int, current bool) {
	if !current {
		return
	}
	st := t.State()
	d := st.Deck()
	r := m.valuesIn(st, m.roomOf(t))
	hand := st.Pile(m.hand.Of(seat)).Cards
	table := st.Pile(m.table.ID).Cards
	slab := t.Slab()
	mayLay := mech.FlagIn(st, m.decl.MayLay, m.decl.MayLayFn)
	for i, c := range hand {
		k := d.KindOf(c)
		if heldBefore(d, hand[:i], k) {
			continue
		}
		r.masks, _ = m.captures(d, k, table, r, r.masks[:0])
		for _, mask := range r.masks {
			lo := len(*slab)
			*slab = append(*slab, k)
			for j := range table {
				if mask&(1<<j) != 0 {
					*slab = append(*slab, d.KindOf(table[j]))
				}
			}
			t.Add(mech.Cand{Verb: v, Lo: lo, Hi: len(*slab), Suit: -1, Seat: -1})
		}
		if len(r.masks) == 0 || mayLay {
			*slab = append(*slab, k)
			t.Add(mech.Cand{Verb: v, Lo: len(*slab) - 1, Hi: len(*slab), Suit: -1, Seat: -1})
		}
	}
}

// heldBefore reports whether cards hold a card of kind k.
func heldBefore(d *core.Deck, cards []core.CardID, k int) bool {
	for _, c := range cards {
		if d.KindOf(c) == k {
			return true
		}
	}
	return false
}

// Move implements mech.MoveMaker: the card played, then the cards taken,
// in the slab.
func (m *captureMech) Move(t mech.Table, c *mech.Cand) *notation.Move {
	kinds := (*t.Slab())[c.Lo:c.Hi]
	mv, refs := t.NewMove(c.Verb, m.slots, len(kinds))
	for i, k := range kinds {
		refs[i] = notation.Plain(k)
	}
	mv.Args[m.card] = notation.Value{Set: true, Cards: refs[:1]}
	if len(kinds) > 1 {
		mv.Args[m.take] = notation.Value{Set: true, Cards: refs[1:]}
	}
	m.grammar.Canonical(mv, t.State().Deck())
	return mv
}
