package lua

import (
	"testing"

	"github.com/rulerun/rulerun/core/notation"

	"github.com/stretchr/testify/assert"
)

// TestCloneListedIsAnIndependentEqualMove: a listed move's copy equals
// it, as m.Clone's does, and shares nothing with it.
func TestCloneListedIsAnIndependentEqualMove(t *testing.T) {
	cards := func(ks ...int) notation.Value {
		v := notation.Value{Set: true}
		for _, k := range ks {
			v.Cards = append(v.Cards, notation.Plain(k))
		}
		return v
	}
	tests := []struct {
		name string
		m    *notation.Move
	}{
		{"no values", &notation.Move{Verb: 1}},
		{"a card, a suit, a flag", &notation.Move{Verb: 2, Args: []notation.Value{cards(5), {Set: true, Code: "S"}, {Set: true}}}},
		{"a part left out", &notation.Move{Verb: 2, Args: []notation.Value{cards(5, 6, 7), {}, {}}}},
		{"a seat", &notation.Move{Verb: 0, Args: []notation.Value{{Set: true, Num: 3}}}},
		{"two card values", &notation.Move{Verb: 3, Args: []notation.Value{cards(1, 2), cards(3, 4, 5, 6)}}},
		{"four cards", &notation.Move{Verb: 2, Args: []notation.Value{cards(1, 2, 3, 4)}}},
		{"five cards", &notation.Move{Verb: 2, Args: []notation.Value{cards(1, 2, 3, 4, 5)}}},
		{"two cards and two parts", &notation.Move{Verb: 2, Args: []notation.Value{cards(1, 2), {Set: true, Code: "H"}, {}}}},
		{"more cards than the block holds", &notation.Move{Verb: 2, Args: []notation.Value{cards(1, 2, 3, 4, 5, 6, 7)}}},
		{"melds", &notation.Move{Verb: 4, Args: []notation.Value{{Set: true, Melds: [][]notation.CardRef{{notation.Plain(1)}}}}}},
		{"four values", &notation.Move{Verb: 5, Args: []notation.Value{{}, {}, {}, cards(1)}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := cloneListed(tt.m)
			assert.True(t, c.Equal(tt.m))
			assert.Equal(t, tt.m.Clone(), c)
			for i := range tt.m.Args {
				if len(tt.m.Args[i].Cards) > 0 {
					c.Args[i].Cards[0] = notation.Plain(99)
					assert.NotEqual(t, 99, tt.m.Args[i].Cards[0].Kind, "value %d is shared", i)
				}
			}
		})
	}
}

// TestCloneListedValuesDoNotOverlap: a value's cards grown in place do not
// run into the next value's.
func TestCloneListedValuesDoNotOverlap(t *testing.T) {
	two := func(k int) []notation.CardRef { return []notation.CardRef{notation.Plain(k), notation.Plain(k + 1)} }
	m := &notation.Move{Verb: 3, Args: []notation.Value{{Set: true, Cards: two(1)}, {Set: true, Cards: two(3)}}}
	c := cloneListed(m)
	c.Args[0].Cards = append(c.Args[0].Cards, notation.Plain(9))
	assert.Equal(t, two(3), c.Args[1].Cards)
}
