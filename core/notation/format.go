package notation

import (
	"slices"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
)

// Format writes a move's canonical text: the verb, then each part of the
// form, optional parts only when set. Card codes, suits and ranks are
// written as the deck declares them (suits by name, in lower case).
func (g *Grammar) Format(m *Move, deck *core.Deck) string {
	f := g.forms[m.Verb]
	var b strings.Builder
	b.Grow(formatRoom)
	b.WriteString(f.Verb)
	g.formatElems(&b, f, f.elems, m, deck)
	return b.String()
}

// formatRoom is room for the text of a typical move, so that it is written
// in one allocation.
const formatRoom = 32

func (g *Grammar) formatElems(b *strings.Builder, f *Form, es []elem, m *Move, deck *core.Deck) {
	for _, e := range es {
		switch e.kind {
		case litElem:
			b.WriteByte(' ')
			b.WriteString(e.word)
		case slotElem:
			if v := m.Args[e.slot]; v.Set {
				b.WriteByte(' ')
				formatValue(b, f.Slots[e.slot], v, deck)
			}
		case optElem:
			if groupSet(f, e.group, m) {
				g.formatElems(b, f, e.opt, m, deck)
			}
		}
	}
}

func groupSet(f *Form, group int, m *Move) bool {
	for i, s := range f.Slots {
		if s.Group == group && m.Args[i].Set {
			return true
		}
	}
	return false
}

func formatValue(b *strings.Builder, s Slot, v Value, deck *core.Deck) {
	switch s.Type {
	case Flag:
		b.WriteString(s.Name)
	case Card, Cards:
		writeCards(b, v.Cards, deck)
	case Melds:
		for i, grp := range v.Melds {
			if i > 0 {
				b.WriteString(" / ")
			}
			writeCards(b, grp, deck)
		}
	case Seat:
		b.WriteString(strconv.Itoa(v.Num + 1))
	case Num:
		b.WriteString(strconv.Itoa(v.Num))
	case Suit:
		i, _ := deck.SuitIndex(v.Code)
		b.WriteString(suitText(deck.Suits()[i]))
	case Rank:
		b.WriteString(v.Code)
	}
}

func writeCards(b *strings.Builder, cards []CardRef, deck *core.Deck) {
	for i, c := range cards {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(CardText(c, deck))
	}
}

// CardText writes one card of a move: its code, or CODE=CODE for a card
// standing for another.
func CardText(c CardRef, deck *core.Deck) string {
	if c.As < 0 {
		return deck.Kind(c.Kind).Code
	}
	return deck.Kind(c.Kind).Code + "=" + deck.Kind(c.As).Code
}

// suitText is how a move writes a suit: its name in lower case, or its code.
func suitText(s core.SuitSpec) string {
	if s.Name != "" {
		return strings.ToLower(s.Name)
	}
	return s.Code
}

// Canonical puts the lists of a move whose order carries no meaning in the
// deck's order, so that one move has one text: the cards of a <cards> value,
// and the groups of a <melds> value. The cards of a <cards...> value and
// those inside a meld keep their order, which may matter (a run with a
// wild); a card standing for another sorts as the card it stands for. The
// place each meld was typed at (Value.Typed) moves with it.
func (g *Grammar) Canonical(m *Move, deck *core.Deck) {
	f := g.forms[m.Verb]
	for i, s := range f.Slots {
		switch {
		case s.Type == Cards && !s.Ordered:
			slices.SortStableFunc(m.Args[i].Cards, func(a, b CardRef) int { return CompareCards(a, b, deck) })
		case s.Type == Melds:
			sortMelds(&m.Args[i], deck)
		}
	}
}

// sortMelds puts a value's melds in the deck's order, keeping each meld's
// typed place beside it.
func sortMelds(v *Value, deck *core.Deck) {
	cmp := func(a, b []CardRef) int {
		return slices.CompareFunc(a, b, func(x, y CardRef) int { return CompareCards(x, y, deck) })
	}
	if len(v.Typed) != len(v.Melds) {
		v.Typed = nil
		slices.SortStableFunc(v.Melds, cmp)
		return
	}
	idx := make([]int, len(v.Melds))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(a, b int) int { return cmp(v.Melds[a], v.Melds[b]) })
	melds, typed := make([][]CardRef, len(idx)), make([]int, len(idx))
	for i, j := range idx {
		melds[i], typed[i] = v.Melds[j], v.Typed[j]
	}
	v.Melds, v.Typed = melds, typed
}

// OrderFree returns a copy of a canonical move with every list of cards in
// the deck's order, those of <cards...> values too: two moves that differ
// only in the order of such a list have the same order-free form. The
// completeness check of rulerun validate compares moves this way, so that a
// generator lists each set of cards in one order.
func (g *Grammar) OrderFree(m *Move, deck *core.Deck) *Move {
	c := m.Clone()
	for i, s := range g.forms[m.Verb].Slots {
		if s.Type == Cards && s.Ordered {
			slices.SortStableFunc(c.Args[i].Cards, func(a, b CardRef) int { return CompareCards(a, b, deck) })
		}
	}
	return c
}

// CompareCards orders two cards as a canonical move lists them: in the
// deck's order, a card standing for another as the card it stands for.
func CompareCards(a, b CardRef, deck *core.Deck) int {
	if d := sortKey(a, deck) - sortKey(b, deck); d != 0 {
		return d
	}
	return deck.Kind(a.Kind).Order - deck.Kind(b.Kind).Order
}

func sortKey(c CardRef, deck *core.Deck) int {
	if c.As >= 0 {
		return deck.Kind(c.As).Order
	}
	return deck.Kind(c.Kind).Order
}
