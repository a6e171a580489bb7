package core

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSetVarAcceptsSaveableValues(t *testing.T) {
	tests := []struct {
		name string
		v    any
	}{
		{"true", true},
		{"false", false},
		{"string", "clubs"},
		{"empty string", ""},
		{"number", 3.5},
		{"negative", -12.0},
		{"zero", 0.0},
		{"max", math.MaxFloat64},
		{"list", []any{1.0, "a", true, nil}},
		{"empty list", []any{}},
		{"map", map[string]any{"a": 1.0, "b": []any{"x"}, "c": map[string]any{}}},
		{"nested", []any{map[string]any{"k": []any{[]any{2.0}}}}},
	}
	s := fixGame(t, 2, 1)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.NoError(t, s.SetVar(tt.name, tt.v))
			assert.Equal(t, tt.v, s.Var(tt.name))
		})
	}
	assert.Len(t, s.VarNames(), len(tests))
}

func TestSetVarRejectsOtherValues(t *testing.T) {
	type point struct{ X, Y int }
	tests := []struct {
		name string
		v    any
		want string
	}{
		{"int", 3, "type int cannot be stored"},
		{"int64", int64(3), "type int64"},
		{"float32", float32(1), "type float32"},
		{"NaN", math.NaN(), "NaN is not a number that can be saved"},
		{"+Inf", math.Inf(1), "+Inf"},
		{"-Inf", math.Inf(-1), "-Inf"},
		{"struct", point{1, 2}, "type core.point"},
		{"pointer", new(float64), "type *float64"},
		{"typed list", []string{"a"}, "type []string"},
		{"typed map", map[string]int{"a": 1}, "type map[string]int"},
		{"int in a list", []any{1.0, 2}, "type int"},
		{"NaN in a map", map[string]any{"x": math.NaN()}, "NaN"},
		{"deep NaN", []any{[]any{map[string]any{"x": []any{math.Inf(1)}}}}, "+Inf"},
		{"func", func() {}, "cannot be stored"},
	}
	s := fixGame(t, 2, 1)
	require.NoError(t, s.SetVar("keep", "old"))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			err := s.SetVar("keep", tt.v)
			require.Error(t, err)
			assert.Contains(t, err.Error(), "variable keep: ")
			assert.Contains(t, err.Error(), tt.want)
			assert.Equal(t, "old", s.Var("keep"), "a refused value changes nothing")
		})
	}
}

func nestLists(depth int) any {
	var v any = "leaf"
	for range depth {
		v = []any{v}
	}
	return v
}

func nestMaps(depth int) any {
	var v any = 1.0
	for range depth {
		v = map[string]any{"k": v}
	}
	return v
}

func TestSetVarDepthLimit(t *testing.T) {
	s := fixGame(t, 2, 1)
	// maxVarDepth containers around a scalar are accepted; one more is not.
	for _, nest := range []func(int) any{nestLists, nestMaps} {
		require.NoError(t, s.SetVar("deep", nest(maxVarDepth)))
		err := s.SetVar("deep", nest(maxVarDepth+1))
		require.Error(t, err)
		assert.Contains(t, err.Error(), "nested more than 8 levels deep")
		err = s.SetVar("deep", nest(1000))
		require.Error(t, err)
	}
}

func TestVarNilRemovesAndNames(t *testing.T) {
	s := fixGame(t, 2, 1)
	assert.Nil(t, s.Var("missing"))
	assert.Empty(t, s.VarNames())
	require.NoError(t, s.SetVar("zeta", 1.0))
	require.NoError(t, s.SetVar("alpha", "a"))
	require.NoError(t, s.SetVar("mid", false))
	assert.Equal(t, []string{"alpha", "mid", "zeta"}, s.VarNames(), "sorted")
	require.NoError(t, s.SetVar("mid", nil))
	assert.Nil(t, s.Var("mid"))
	assert.Equal(t, []string{"alpha", "zeta"}, s.VarNames())
	require.NoError(t, s.SetVar("never set", nil), "removing a missing variable is harmless")
	assert.Equal(t, "a", s.Var("alpha"))
	require.NoError(t, s.SetVar("alpha", 2.0))
	assert.Equal(t, 2.0, s.Var("alpha"), "setting again replaces")
}

func TestVarsAreCopyOnWrite(t *testing.T) {
	s := fixGame(t, 2, 1)
	require.NoError(t, s.SetVar("a", 1.0))
	c := s.Clone()
	f := s.Clone().Fork()

	require.NoError(t, c.SetVar("a", 2.0))
	require.NoError(t, c.SetVar("b", "clone"))
	require.NoError(t, f.SetVar("a", nil))
	require.NoError(t, s.SetVar("c", true))

	assert.Equal(t, 1.0, s.Var("a"))
	assert.Equal(t, []string{"a", "c"}, s.VarNames())
	assert.Equal(t, 2.0, c.Var("a"))
	assert.Equal(t, []string{"a", "b"}, c.VarNames())
	assert.Empty(t, f.VarNames())
}

func TestReplaceVars(t *testing.T) {
	s := fixGame(t, 2, 1)
	require.NoError(t, s.SetVar("old", "x"))
	require.NoError(t, s.ReplaceVars(map[string]any{"b": 1.0, "a": []any{"x", true}}))
	assert.Equal(t, []string{"a", "b"}, s.VarNames(), "the map becomes the whole set")
	assert.Nil(t, s.Var("old"))
	assert.Equal(t, 1.0, s.Var("b"))

	err := s.ReplaceVars(map[string]any{"ok": 1.0, "bad": 1})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "variable bad: ")
	assert.Equal(t, []string{"a", "b"}, s.VarNames(), "a refused set changes nothing")
	assert.Error(t, s.ReplaceVars(map[string]any{"deep": nestLists(maxVarDepth + 1)}))

	require.NoError(t, s.ReplaceVars(map[string]any{}))
	assert.Empty(t, s.VarNames())
	require.NoError(t, s.ReplaceVars(nil), "nil is no variables")
	assert.Empty(t, s.VarNames())
	require.NotPanics(t, func() { require.NoError(t, s.SetVar("after", true)) })
	assert.Equal(t, true, s.Var("after"))
}

func TestReplaceVarsOnAClone(t *testing.T) {
	s := fixGame(t, 2, 1)
	require.NoError(t, s.SetVar("a", 1.0))
	c := s.Clone()
	require.NoError(t, c.ReplaceVars(map[string]any{"z": "clone"}))
	require.NoError(t, c.SetVar("y", 2.0))
	require.NoError(t, s.SetVar("b", 3.0))
	assert.Equal(t, []string{"a", "b"}, s.VarNames())
	assert.Equal(t, []string{"y", "z"}, c.VarNames())

	d := c.Clone()
	require.NoError(t, d.SetVar("z", "d"))
	assert.Equal(t, "clone", c.Var("z"), "a replaced set is copied on write like any other")
}

// A fork has its original's variables' stamp until either sets one; every
// change gives a new stamp.
func TestVarsStampMarksAChange(t *testing.T) {
	s, err := NewState(Config{Deck: fixDeck(t), Seats: 2, Piles: []PileSpec{{Name: "stock"}}})
	if err != nil {
		t.Fatal(err)
	}
	if s.VarsStamp() != 0 {
		t.Fatalf("a new state's stamp is %d, want 0", s.VarsStamp())
	}
	if err := s.SetVar("x", 1.0); err != nil {
		t.Fatal(err)
	}
	first := s.VarsStamp()
	f := s.Fork()
	if f.VarsStamp() != first {
		t.Fatalf("a fork's stamp is %d, want its original's %d", f.VarsStamp(), first)
	}
	if err := f.SetVar("x", 2.0); err != nil {
		t.Fatal(err)
	}
	if f.VarsStamp() == first || s.VarsStamp() != first {
		t.Fatalf("after the fork set a variable: stamps %d (fork) and %d (original), want a new one and %d", f.VarsStamp(), s.VarsStamp(), first)
	}
	if err := s.ReplaceVars(map[string]any{"y": true}); err != nil {
		t.Fatal(err)
	}
	if s.VarsStamp() == first || s.VarsStamp() == f.VarsStamp() {
		t.Fatalf("ReplaceVars kept stamp %d", s.VarsStamp())
	}
}
