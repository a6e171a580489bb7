package main

import (
	"bytes"
	"regexp"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/terminal"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestMatchOverShowsTotalsAlone: at the end of a match of trick games
// (Hearts), each seat's line is its total, not the last hand's tricks
// ("24 points, won: 8D TD JD KS"), and a hand's scores, which the rules
// narrate, are not written again (#44).
func TestMatchOverShowsTotalsAlone(t *testing.T) {
	t.Parallel()
	src, err := loadScript("../../scripts/hearts.lua", nil)
	require.NoError(t, err)
	rules, err := src.Instance()
	require.NoError(t, err)
	g, err := rules.NewGame(engine.Config{Seed: 1, Options: map[string]string{"target": "30"}})
	require.NoError(t, err)
	var out bytes.Buffer
	require.NoError(t, terminal.Watch(g, rules.Describe(), terminal.WatchConfig{Out: &out, Seat: 0, Bots: []string{"greedy"}}))
	text := out.String()
	assert.Regexp(t, regexp.MustCompile(`(?m)^Round 1 is over\.$`), text)
	assert.Regexp(t, regexp.MustCompile(`(?m)^  you \(seat 1\): +-?\d+ points$`), text)
	assert.NotRegexp(t, regexp.MustCompile(`(?m)^  seat \d: .*won:`), text)
	assert.NotContains(t, text, "trick: 0 cards")
}
