package rules

import "github.com/rulerun/rulerun/core/notation"

// fnRoom is what a game of functions alone asks the script with, made once
// for all its calls: a random pick's context and the function its
// proposals' moves are gathered by (pickScripted), and the context of the
// script's to_act (scriptDecision). It lives in the list room (listRoom.fn),
// made when first needed: a declared game has none.
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
