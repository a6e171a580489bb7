package engine_test

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestVettedTrusts(t *testing.T) {
	cards := &notation.Move{Verb: 2, Args: []notation.Value{{Set: true, Cards: []notation.CardRef{notation.Plain(4)}},
		{Set: true, Melds: [][]notation.CardRef{{notation.Plain(1), notation.Plain(2)}}}}}
	rec := engine.Vet(7, 1, enginetest.Add(1), cards)
	tests := []struct {
		name string
		rec  engine.Vetted
		gen  uint64
		seat int
		move *notation.Move
		want bool
	}{
		{"a vetted move, same generation and seat", rec, 7, 1, enginetest.Add(1), true},
		{"an equal copy of a move with cards", rec, 7, 1, cards.Clone(), true},
		{"a later generation", rec, 8, 1, enginetest.Add(1), false},
		{"another seat", rec, 7, 0, enginetest.Add(1), false},
		{"a move not vetted", rec, 7, 1, enginetest.Add(2), false},
		{"no record", engine.Vetted{}, 7, 1, enginetest.Add(1), false},
		{"no record, generation 0", engine.Vetted{}, 0, 0, enginetest.Add(1), false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, tt.rec.Trusts(tt.gen, tt.seat, tt.move), tt.name)
	}
}

func TestVettedKeepsItsOwnCopies(t *testing.T) {
	m := &notation.Move{Verb: 0, Args: []notation.Value{{Set: true, Cards: []notation.CardRef{notation.Plain(4), notation.Plain(5)}}}}
	rec, out := engine.VetCopy(1, 0, m)
	require.True(t, out.Equal(m))
	require.NotSame(t, m, out)
	out.Args[0].Cards[0] = notation.Plain(9) // the copy handed out, changed in place
	assert.False(t, rec.Trusts(1, 0, out), "a vetted move changed in place is not trusted")
	assert.True(t, rec.Trusts(1, 0, m), "the record kept its own copy")
	m.Args[0].Cards[1] = notation.Plain(9) // the original, changed in place
	listed := engine.Vet(1, 0, m)
	m.Args[0].Cards[1] = notation.Plain(5)
	assert.False(t, listed.Trusts(1, 0, m), "Vet copied the move as it was")
}

// TestTypedMoveIsCheckedOnce plays a move as the terminal does: read from
// text, checked (to explain a refusal), then played through the engine.
func TestTypedMoveIsCheckedOnce(t *testing.T) {
	g := enginetest.New(2)
	m, err := engine.Parse(g, "add 2")
	require.NoError(t, err)
	im, err := g.Check(0, m)
	require.NoError(t, err)
	require.Nil(t, im)
	_, err = engine.Step(g, []engine.Agent{&scripted{moves: []*notation.Move{m}}, &scripted{}})
	require.NoError(t, err)
	assert.Equal(t, 2, g.Total())
	assert.Equal(t, 1, g.Checks, "checked by Check, trusted by PlayMove")
}

// TestVettedMoveIsCheckedAfterAChange vets a move, changes the game or the
// move, and plays it: it must be checked again and refused.
func TestVettedMoveIsCheckedAfterAChange(t *testing.T) {
	tests := []struct {
		name   string
		change func(g *enginetest.Race, m *notation.Move)
	}{
		{"the game changed", func(g *enginetest.Race, _ *notation.Move) {
			require.NoError(t, g.Arrange(func(st *core.State) error { return st.SetVar("total", 9.0) }))
		}},
		{"the move changed in place", func(_ *enginetest.Race, m *notation.Move) { m.Args[0].Num = 3 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g := enginetest.New(2)
			m := enginetest.Add(2)
			im, err := g.Check(0, m)
			require.NoError(t, err)
			require.Nil(t, im)
			tt.change(g, m)
			var refused *engine.IllegalMove
			require.ErrorAs(t, g.PlayMove(0, m), &refused)
			assert.Contains(t, refused.Reason, "RACE-1")
			assert.Equal(t, 2, g.Checks)
		})
	}
}

// TestVettedTrustsExactlyTheEqualMoves: a vetted move is trusted exactly
// when it is equal to one vetted (notation.Move.Equal).
func TestVettedTrustsExactlyTheEqualMoves(t *testing.T) {
	val := func(v notation.Value) *notation.Move { return &notation.Move{Verb: 1, Args: []notation.Value{v}} }
	tests := []struct {
		name      string
		vet, play *notation.Move
	}{
		{"an unset value, whatever it holds", val(notation.Value{Num: 5}), val(notation.Value{})},
		{"no cards and an empty list", val(notation.Value{Set: true}), val(notation.Value{Set: true, Cards: []notation.CardRef{}})},
		{"another code", val(notation.Value{Set: true, Code: "H"}), val(notation.Value{Set: true, Code: "S"})},
		{"a code that runs into the next value", val(notation.Value{Set: true, Code: "H"}), val(notation.Value{Set: true, Code: "H\x00"})},
		{"a card standing for another", val(notation.Value{Set: true, Cards: []notation.CardRef{notation.Plain(3)}}),
			val(notation.Value{Set: true, Cards: []notation.CardRef{{Kind: 3, As: 4}}})},
		{"another verb", val(notation.Value{}), &notation.Move{Verb: 2, Args: []notation.Value{{}}}},
	}
	for _, tt := range tests {
		for _, n := range []int{1, 3} { // one move vetted, or a list of them
			moves := []*notation.Move{tt.vet}
			for range n - 1 {
				moves = append(moves, enginetest.Add(1))
			}
			rec := engine.Vet(1, 0, moves...)
			assert.Equal(t, tt.vet.Equal(tt.play), rec.Trusts(1, 0, tt.play), "%s, %d vetted", tt.name, n)
		}
	}
}

// TestVetPicked checks that a picked move is trusted as that very move,
// at its generation and seat only, and that an equal copy is not.
func TestVetPicked(t *testing.T) {
	m := &notation.Move{Verb: 1, Args: []notation.Value{{Set: true, Num: 3}}}
	v := engine.VetPicked(4, 2, m)
	assert.True(t, v.Trusts(4, 2, m))
	assert.False(t, v.Trusts(4, 2, m.Clone()), "an equal move is checked")
	assert.False(t, v.Trusts(5, 2, m), "the game changed")
	assert.False(t, v.Trusts(4, 1, m), "another seat")
	var none engine.Vetted
	assert.False(t, none.Trusts(0, 0, m))
}
