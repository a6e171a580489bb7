package rules

import (
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Where the moves built from candidates are made. The move a random pick
// builds in a game a bot imagines is made in the room the imagined games
// share, as a playout plays it at once and never keeps it (RandomMove);
// the moves Moves lists, in one block; any other, on the heap (mech.NewMove).

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
// built (inRoom), in the block of a listing's moves while one is built
// (block), else on the heap.
func (r *listRoom) newMove(verb, n, cards int) (*notation.Move, []notation.CardRef) {
	switch {
	case r.inRoom:
		return r.pick.make(verb, n, cards)
	case r.block != nil:
		return r.block.make(verb, n, cards)
	}
	return mech.NewMove(verb, n, cards)
}

// moveBlock is the memory of the moves of one listing (Moves), taken in
// turn: a few allocations for all of them, not one or more for each. The
// moves are the caller's, and independent: each has its own values and
// cards, their capacity capped.
type moveBlock struct {
	moves []notation.Move
	args  []notation.Value
	cards []notation.CardRef
}

// blockFor makes a block for the moves of the candidates listed: the
// values of their forms, and the cards they name (a laying candidate's
// moves are made apart; more room is made as needed).
func (r *listRoom) blockFor(gr *notation.Grammar) *moveBlock {
	args, cards := 0, 0
	for i := range r.cands {
		if c := &r.cands[i]; c.M == nil && !c.Lay {
			args += len(gr.Form(c.Verb).Slots)
			cards += c.Hi - c.Lo
		}
	}
	return &moveBlock{moves: make([]notation.Move, 0, len(r.cands)), args: make([]notation.Value, 0, args),
		cards: make([]notation.CardRef, 0, cards)}
}

func (b *moveBlock) make(verb, n, cards int) (*notation.Move, []notation.CardRef) {
	if len(b.moves) == cap(b.moves) {
		b.moves = make([]notation.Move, 0, max(cap(b.moves), 4))
	}
	if cap(b.args)-len(b.args) < n {
		b.args = make([]notation.Value, 0, max(cap(b.args), 4*n))
	}
	if cap(b.cards)-len(b.cards) < cards {
		b.cards = make([]notation.CardRef, 0, max(cap(b.cards), 4*cards))
	}
	b.moves = append(b.moves, notation.Move{Verb: verb})
	m := &b.moves[len(b.moves)-1]
	if n > 0 {
		at := len(b.args)
		b.args = b.args[:at+n]
		m.Args = b.args[at : at+n : at+n]
	}
	var refs []notation.CardRef
	if cards > 0 {
		at := len(b.cards)
		b.cards = b.cards[:at+cards]
		refs = b.cards[at : at+cards : at+cards]
	}
	return m, refs
}
