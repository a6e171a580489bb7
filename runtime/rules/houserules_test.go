package rules_test

import (
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// allHouseRules turns on every house rule of the vocabulary in Shed at
// once: twos stack, seats jump in, sevens swap and queens pass hands, and a
// draw goes on until a card can be played.
func allHouseRules(t *testing.T) func(*rules.Decl) {
	return func(d *rules.Decl) {
		jumping(t, 2)(d)
		handMoves(t)(d)
		stacking(d)
		drawingUntil(true)(d)
		d.Rounds.Target = 1000
	}
}

// TestHouseRulesDeterministic self-plays Shed with every house rule, with
// random bots acting out of turn: the same seed and bots make the same game,
// and no card is lost or made.
func TestHouseRulesDeterministic(t *testing.T) {
	run := func(seed uint64) (string, int) {
		d := shedDecl(t)
		allHouseRules(t)(d)
		p, err := rules.NewPlan(d, 4)
		require.NoError(t, err)
		g, err := p.NewGame(seed, nil)
		require.NoError(t, err)
		agents := make([]engine.Agent, 4)
		for i := range agents {
			agents[i] = engine.NewRandomBot(seed*10 + uint64(i))
		}
		moves, err := engine.SelfPlay(g, agents, 20000)
		require.NoError(t, err)
		require.NoError(t, g.State().CheckCards())
		data, err := g.Save()
		require.NoError(t, err)
		return string(data), moves
	}
	seen := map[string]int{}
	for seed := range uint64(8) {
		a, n := run(seed)
		b, _ := run(seed)
		assert.True(t, a == b, "seed %d: the same seed and bots made another game", seed)
		assert.Positive(t, n)
		for _, line := range []string{"{jump|jumps} in", "{swap|swaps} hands", "must draw", "until one can be played"} {
			if strings.Contains(a, line) {
				seen[line]++
			}
		}
	}
	assert.Len(t, seen, 4, "every house rule was used: %v", seen)
}
