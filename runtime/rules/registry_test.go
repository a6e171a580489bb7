package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
)

func TestEveryDoesWordIsAMechanic(t *testing.T) {
	words := rules.Mechanics()
	assert.IsIncreasing(t, words)
	for _, w := range []string{"call", "catch", "code", "draw", "exchange", "name", "pass", "play", "take", "trick", "meld", "add", "layout"} {
		assert.Contains(t, words, w)
	}
}
