package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEveryDoesWordIsAMechanic(t *testing.T) {
	words := rules.Mechanics()
	assert.IsIncreasing(t, words)
	for _, w := range []string{"call", "catch", "code", "draw", "exchange", "name", "pass", "play", "take", "trick", "meld", "add", "layout", "phase", "dig"} {
		assert.Contains(t, words, w)
	}
}

func TestAnUnknownDoesWordIsRefused(t *testing.T) {
	d := rulestest.TricksDecl(t)
	d.Verbs[0].Does = "juggle"
	_, err := rules.NewPlan(d, 4)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `verb play: does "juggle" is not a kind of move: the kinds are add, ask, beat, bet, bid, call, capture, catch`)
}
