package lua

import (
	"testing"

	"github.com/rulerun/rulerun/core/notation"

	lua "github.com/yuin/gopher-lua"

	"github.com/stretchr/testify/assert"
)

// TestFirstSeenTellsMovesApartAsTheirText: a listing keeps a move once,
// telling moves apart by their keys as it did by their text.
func TestFirstSeenTellsMovesApartAsTheirText(t *testing.T) {
	card := func(k int) notation.Value {
		return notation.Value{Set: true, Cards: []notation.CardRef{notation.Plain(k)}}
	}
	suit := func(c string) notation.Value { return notation.Value{Set: true, Code: c} }
	play := func(args ...notation.Value) *notation.Move { return &notation.Move{Verb: 2, Args: args} }
	tests := []struct {
		name  string
		moves []*notation.Move
		first []bool
	}{
		{"the same move twice", []*notation.Move{play(card(3), suit("S")), play(card(3), suit("S"))}, []bool{true, false}},
		{"another suit", []*notation.Move{play(card(3), suit("S")), play(card(3), suit("H"))}, []bool{true, true}},
		{"a part left out", []*notation.Move{play(card(3), suit("S")), play(card(3), notation.Value{})}, []bool{true, true}},
		{"another card", []*notation.Move{play(card(3), notation.Value{}), play(card(4), notation.Value{})}, []bool{true, true}},
		{"another verb", []*notation.Move{play(card(3)), {Verb: 1, Args: []notation.Value{card(3)}}}, []bool{true, true}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var b buffers
			seen := b.seenFor(0)
			for i, m := range tt.moves {
				first := b.firstSeen(seen, m)
				assert.Equal(t, tt.first[i], first, "move %d", i)
			}
		})
	}
}

// TestSeatArgNumbersSeatsFromOne: a hook's seat argument is the seat
// numbered from 1, the same value each time; an onlooker is 0.
func TestSeatArgNumbersSeatsFromOne(t *testing.T) {
	var h Host
	tests := []struct {
		seat int
		want lua.LValue
	}{{0, lua.LNumber(1)}, {3, lua.LNumber(4)}, {1, lua.LNumber(2)}, {3, lua.LNumber(4)}, {-1, lua.LNumber(0)}}
	for _, tt := range tests {
		assert.Equal(t, tt.want, h.seatArg(tt.seat), "seat %d", tt.seat)
	}
}
