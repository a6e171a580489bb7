package mech

import "github.com/rulerun/rulerun/core"

// Numbers is what each rank, or each kind, of card counts (a capture's
// sums, a running count, a hand's total), by its place, declared as a
// table whose entries may each be a function of the round instead (a
// field read as:"fnMap", such as values = {A = 1, J = function(at) return
// at.round end}): the numbers declared, and where an entry is a function,
// that function, whose answer the game keeps for the round (Values). A
// table none of whose entries is a function is read as declared: no
// look-up, no copy, no script called.
type Numbers struct {
	declared []int
	fns      []Func // by place; nil when no entry is a function
}

// NewNumbers makes the table of the numbers declared, by place, with fns
// the function given in place of each (0 where the number holds; nil when
// none is).
func NewNumbers(declared []int, fns []Func) Numbers {
	for _, fn := range fns {
		if fn != 0 {
			return Numbers{declared: declared, fns: fns}
		}
	}
	return Numbers{declared: declared}
}

// At is the number at place i on st: the number declared, or the round's
// answer of the function given in its place.
func (n *Numbers) At(st *core.State, i int) int {
	if n.fns != nil && n.fns[i] != 0 {
		return n.answer(st, i)
	}
	return n.declared[i]
}

// answer is the round's answer of the function at place i, kept in st (a
// call of its own, so that At, read per card, stays small enough to be
// inlined where the table is declared).
func (n *Numbers) answer(st *core.State, i int) int {
	return ValueIn(st, n.declared[i], n.fns[i])
}

// Declared is the table as declared, by place: an entry given as a
// function holds 0.
func (n *Numbers) Declared() []int { return n.declared }
