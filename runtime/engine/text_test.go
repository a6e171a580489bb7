package engine_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestMovesAsText(t *testing.T) {
	g := enginetest.New(2)
	m, err := engine.Parse(g, "ADD  2")
	require.NoError(t, err)
	assert.Equal(t, "add 2", engine.Format(g, m))
	_, err = engine.Parse(g, "jump")
	assert.Error(t, err)

	moves, texts, err := engine.Legal(g, 0)
	require.NoError(t, err)
	assert.Equal(t, []string{"add 1", "add 2"}, texts)
	require.Len(t, moves, 2)
	assert.Equal(t, "add 2", engine.Format(g, moves[1]))
}

func TestOpenVerbs(t *testing.T) {
	verbs := []engine.Verb{{Name: "say", Open: true}, {Name: "call", Open: true, OutOfTurn: true}, {Name: "pass"}}
	names := func(vs []*engine.Verb) []string {
		var out []string
		for _, v := range vs {
			out = append(out, v.Name)
		}
		return out
	}
	d := engine.Decision{Seat: 0, Others: []int{1}}
	assert.Equal(t, []string{"say", "call"}, names(engine.OpenVerbs(verbs, d, 0)), "the seat to decide")
	assert.Equal(t, []string{"call"}, names(engine.OpenVerbs(verbs, d, 1)), "out of turn")
	assert.Empty(t, engine.OpenVerbs(verbs, d, 2), "a seat that may not act")
	assert.Empty(t, engine.OpenVerbs(verbs, engine.Decision{Over: true}, 0), "the game is over")
}

func TestDescriptionPatterns(t *testing.T) {
	d := enginetest.Rules{}.Describe()
	assert.Equal(t, []string{"add <n>", "shout"}, d.Patterns())
}
