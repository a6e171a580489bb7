package notation

import "slices"

// CardRef is a card named in a move: a card kind of the deck and, for a card
// written CODE=CODE (a wild standing for another card), the kind it stands
// for.
type CardRef struct {
	Kind int // the card's kind in the deck
	As   int // the kind it stands for, or -1
}

// Plain is a card named without standing for another.
func Plain(kind int) CardRef { return CardRef{Kind: kind, As: -1} }

// Value is one slot's value in a move. Which field holds it depends on the
// slot's type: Cards for card and cards, Melds for melds, Num for seat
// (0-based) and n, Code for suit and rank. Set is false for an optional part
// left out.
type Value struct {
	Set   bool
	Cards []CardRef
	Melds [][]CardRef
	Num   int
	Code  string
	// Typed is, for a Melds value read from text, the place each meld was
	// typed at (from 0): Melds[i] was written Typed[i]-th. It is nil when
	// the melds were not typed (a generator listed them); they then count in
	// their own order. It is no part of the move: Equal and the canonical
	// text ignore it, so refusals may number melds as the player wrote them.
	Typed []int
}

// MeldsAsTyped is a Melds value's melds in the order they were typed (their
// own order when they were not typed). The melds are shared, not copied.
func (v *Value) MeldsAsTyped() [][]CardRef {
	if v.Typed == nil {
		return v.Melds
	}
	out := make([][]CardRef, len(v.Melds))
	for i, at := range v.Typed {
		out[at] = v.Melds[i]
	}
	return out
}

// Move is a structured move: the index of its verb in the grammar and one
// value per slot of the verb's form.
type Move struct {
	Verb int
	Args []Value
}

// Equal reports whether two moves are the same move.
func (m *Move) Equal(o *Move) bool {
	if m.Verb != o.Verb || len(m.Args) != len(o.Args) {
		return false
	}
	for i := range m.Args {
		if !m.Args[i].equal(&o.Args[i]) {
			return false
		}
	}
	return true
}

func (v *Value) equal(o *Value) bool {
	if v.Set != o.Set {
		return false
	}
	if !v.Set {
		return true
	}
	return v.Num == o.Num && v.Code == o.Code && slices.Equal(v.Cards, o.Cards) &&
		slices.EqualFunc(v.Melds, o.Melds, func(a, b []CardRef) bool { return slices.Equal(a, b) })
}

// Clone returns a copy of the move that shares nothing with it.
func (m *Move) Clone() *Move {
	c := &Move{Verb: m.Verb, Args: make([]Value, len(m.Args))}
	for i, a := range m.Args {
		c.Args[i] = Value{Set: a.Set, Num: a.Num, Code: a.Code, Cards: slices.Clone(a.Cards), Typed: slices.Clone(a.Typed)}
		for _, g := range a.Melds {
			c.Args[i].Melds = append(c.Args[i].Melds, slices.Clone(g))
		}
	}
	return c
}
