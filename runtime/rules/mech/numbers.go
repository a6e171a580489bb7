package mech

import (
	"slices"

	"github.com/rulerun/rulerun/core"
)

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

// In is the whole table on st, by place, for a reader of many entries (a
// search of sums): the numbers declared themselves when no entry is a
// function, with no look-up and no copy; else the round's, each function's
// answer in its place, written into *buf (grown when short: a buffer the
// caller keeps, such as its room's) and read until buf's next use. The
// caller never changes it.
func (n *Numbers) In(st *core.State, buf *[]int) []int {
	if n.fns == nil {
		return n.declared
	}
	return n.fill(st, buf)
}

// fill writes the round's table on st into *buf.
func (n *Numbers) fill(st *core.State, buf *[]int) []int {
	b := slices.Grow((*buf)[:0], len(n.declared))[:len(n.declared)]
	n.Into(st, b)
	*buf = b
	return b
}

// Into writes the table on st into out, by place (out as long as the
// table): the numbers declared, and the round's answer of each function.
// out may lie on the caller's stack: Into keeps nothing of it.
func (n *Numbers) Into(st *core.State, out []int) {
	copy(out, n.declared)
	for i, fn := range n.fns {
		if fn != 0 {
			out[i] = ValueIn(st, out[i], fn)
		}
	}
}

// Varies reports whether some entry is a function: the table then is the
// round's (Into), not the one declared.
func (n *Numbers) Varies() bool { return n.fns != nil }

// Declared is the table as declared, by place: an entry given as a
// function holds 0.
func (n *Numbers) Declared() []int { return n.declared }
