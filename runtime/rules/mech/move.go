package mech

import "github.com/rulerun/rulerun/core/notation"

// NewMove makes a move of verb with n values and room for the given
// number of cards, on the heap, in one allocation for a typical move (a
// card or two, with a value or three; a meld of up to six cards), sized
// so that a move of one card wastes none: for a move that outlives the
// listing (Table.NewMove makes one in the listing's memory).
func NewMove(verb, n, cards int) (*notation.Move, []notation.CardRef) {
	switch {
	case n == 1 && cards <= 1:
		b := new(struct {
			m notation.Move
			a [1]notation.Value
			c [1]notation.CardRef
		})
		b.m.Verb, b.m.Args = verb, b.a[:]
		return &b.m, b.c[:cards:cards]
	case n == 1 && cards <= 4:
		b := new(struct {
			m notation.Move
			a [1]notation.Value
			c [4]notation.CardRef
		})
		b.m.Verb, b.m.Args = verb, b.a[:]
		return &b.m, b.c[:cards:cards]
	case n == 2 && cards == 0:
		b := new(struct {
			m notation.Move
			a [2]notation.Value
		})
		b.m.Verb, b.m.Args = verb, b.a[:]
		return &b.m, nil
	case n > 0 && n <= 3 && cards <= 2:
		b := new(struct {
			m notation.Move
			a [3]notation.Value
			c [2]notation.CardRef
		})
		b.m.Verb, b.m.Args = verb, b.a[:n:n]
		return &b.m, b.c[:cards:cards]
	case n > 0 && n <= 2 && cards <= 6: // a meld laid, or cards added to one
		b := new(struct {
			m notation.Move
			a [2]notation.Value
			c [6]notation.CardRef
		})
		b.m.Verb, b.m.Args = verb, b.a[:n:n]
		return &b.m, b.c[:cards:cards]
	}
	m := &notation.Move{Verb: verb}
	if n > 0 {
		m.Args = make([]notation.Value, n)
	}
	var refs []notation.CardRef
	if cards > 0 {
		refs = make([]notation.CardRef, cards)
	}
	return m, refs
}
