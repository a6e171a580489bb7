package mech

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestNumbers: a table none of whose entries is a function reads as
// declared; an entry given as a function reads the round's answer kept
// (its declared 0 before any is), the others their numbers, one by one
// (At) or as the whole round's table (In).
func TestNumbers(t *testing.T) {
	st := valuesState(t)
	declared := NewNumbers([]int{1, 2, 3}, []Func{0, 0, 0})
	assert.Nil(t, declared.fns, "no function: no look-up")
	assert.Equal(t, 2, declared.At(st, 1))
	n := NewNumbers([]int{1, 0, 3}, []Func{0, 2, 0})
	assert.Equal(t, 0, n.At(st, 1), "no answer kept yet")
	v := ValuesRef(st, 2)
	v.Keep(2, 7, "")
	assert.Equal(t, []int{1, 7, 3}, []int{n.At(st, 0), n.At(st, 1), n.At(st, 2)})
	assert.Equal(t, []int{1, 0, 3}, n.Declared())
	var buf []int
	assert.Equal(t, []int{1, 7, 3}, n.In(st, &buf), "the round's table, in the buffer lent")
	assert.Equal(t, []int{1, 7, 3}, buf)
	assert.Equal(t, []int{1, 2, 3}, declared.In(st, &buf), "the declared table itself")
	assert.Equal(t, []int{1, 7, 3}, buf, "the buffer untouched")
}
