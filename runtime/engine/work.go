package engine

import "github.com/rulerun/rulerun/core/notation"

// Worker is implemented by games whose rules count the work their moves
// cost, as a number that does not depend on the machine: Work is the work
// counted so far on the game's interpreter (the Lua steps its script ran,
// shared by the copies of the game a bot imagines), so that the
// difference between two readings is what the moves in between cost. A
// game whose moves run no script code counts (about) nothing. A search bot
// reads it to choose playouts its time can afford, by count, never by
// the clock: the same seed makes the same choices.
type Worker interface {
	Work() int64
}

// WorkOf is the work g has counted so far ([Worker]), or 0 when it counts
// none.
func WorkOf(g Game) int64 {
	if w, ok := g.(Worker); ok {
		return w.Work()
	}
	return 0
}

// Proposer is implemented by games that can list a seat's moves as their
// rules propose them, before the check each would get in a listing
// ([Game.Moves]): every legal move is among those proposed, and a move
// proposed may yet be refused. [Game.PlayMove] checks a proposed move and
// refuses it (an *[IllegalMove], the game unchanged) if the rules do. A
// search bot lists its tree's moves so where checking every move is dear
// (a game written as functions, whose check is the script's code) and
// checks only those it plays. Proposed reports false when the game
// proposes nothing cheaper than its listing: then a caller lists.
type Proposer interface {
	Proposed(seat int) (moves []*notation.Move, ok bool, err error)
}
