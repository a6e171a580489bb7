package rules

import "github.com/rulerun/rulerun/core/notation"

// The move a random pick builds in a game a bot imagines: a playout plays
// it at once and never keeps it, so it is built in the room the imagined
// games share instead of on the heap (RandomMove).

// moveRoom is the room of one move: its values and its cards, reused by
// every move built in it.
type moveRoom struct {
	m     notation.Move
	args  []notation.Value
	cards []notation.CardRef
}

// make empties the room for a move of verb with n values and room for the
// given number of cards: the move and its cards, good until the room is
// used again.
func (r *moveRoom) make(verb, n, cards int) (*notation.Move, []notation.CardRef) {
	if cap(r.args) < n {
		r.args = make([]notation.Value, n)
	}
	if cap(r.cards) < cards {
		r.cards = make([]notation.CardRef, cards)
	}
	args := r.args[:n]
	clear(args)
	r.m = notation.Move{Verb: verb, Args: args}
	if n == 0 {
		r.m.Args = nil
	}
	refs := r.cards[:cards:cards]
	if cards == 0 {
		refs = nil
	}
	return &r.m, refs
}

// newMove makes a move of verb with n values and room for the given number
// of cards: in the pick's room while a random pick of an imagined game is
// built (inRoom), else on the heap.
func (r *listRoom) newMove(verb, n, cards int) (*notation.Move, []notation.CardRef) {
	if r.inRoom {
		return r.pick.make(verb, n, cards)
	}
	return newMove(verb, n, cards)
}
