package rules

import "github.com/rulerun/rulerun/core/notation"

// listRoom is the room a game lists moves in, emptied by every listing and
// reused by the next. The games a search bot imagines from one game share
// it (Plan.ResumeImagined): one goroutine lists in them one after another,
// never in two at once, and nothing listed outlives its listing (a move
// built from a candidate is a copy, but for the random pick of an imagined
// game: pick).
type listRoom struct {
	cands []cand // the candidates
	slab  []int  // the card kinds of the candidates
	// rooms is the room each verb's mechanic keeps (mech.Table.Room)
	rooms []any
	// pick is the room the move of a random pick is built in, while
	// inRoom: in a game a bot imagines, whose playout plays it at once
	// (RandomMove).
	pick   moveRoom
	inRoom bool
	// block is the memory the moves of a listing are made in, while Moves
	// makes them.
	block *moveBlock
	// fn is the room of a game of functions alone (fnRoom), made when it
	// is first needed: a declared game has none.
	fn *fnRoom
}

// fnRoom is what a game of functions alone asks the script with, made once
// for all its calls: a random pick's context and the function its
// proposals' moves are gathered by (pickScripted), and the context of the
// script's to_act (scriptDecision).
type fnRoom struct {
	pickCtx, decideCtx Ctx
	emit               func(m *notation.Move)
}

// fnRoom returns the room of a game of functions alone, made the first
// time.
func (r *listRoom) fnRoom() *fnRoom {
	if r.fn == nil {
		r.fn = &fnRoom{}
		r.fn.emit = func(m *notation.Move) { r.cands = append(r.cands, cand{Verb: m.Verb, Suit: -1, Seat: -1, M: m}) }
	}
	return r.fn
}

// growRooms makes room for the rooms of n verbs' mechanics, or of every
// verb of the game when they are more: in one allocation.
func (r *listRoom) growRooms(n, verbs int) {
	rooms := make([]any, max(n, verbs))
	copy(rooms, r.rooms)
	r.rooms = rooms
}
