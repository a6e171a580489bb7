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
	var g engine.Game // a game whose rules cannot tell more
	assert.Equal(t, []string{"say", "call"}, names(engine.OpenVerbs(g, verbs, d, 0)), "the seat to decide")
	assert.Equal(t, []string{"call"}, names(engine.OpenVerbs(g, verbs, d, 1)), "out of turn")
	assert.Empty(t, engine.OpenVerbs(g, verbs, d, 2), "a seat that may not act")
	assert.Empty(t, engine.OpenVerbs(g, verbs, engine.Decision{Over: true}, 0), "the game is over")
	assert.Equal(t, []string{"call"}, names(engine.OpenVerbs(offers{no: map[string]bool{"say": true}}, verbs, d, 0)), "the rules offer say no move now")
}

// offers is a game whose rules offer no move of some verbs now.
type offers struct {
	engine.Game
	no map[string]bool
}

func (o offers) Offers(verb, seat int) bool { return !o.no[[]string{"say", "call", "pass"}[verb]] }
