package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rulebook"
	"github.com/rulerun/rulerun/runtime/terminal"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestRoundSummaryBeforeTheNextRound: the terminal writes a round's scores
// where the round ended, after the script's own lines about it and before
// the next round's deal and what follows it (the Bad Omen's gift), when
// watching and when playing (#32 item 9).
func TestRoundSummaryBeforeTheNextRound(t *testing.T) {
	t.Parallel()
	src, err := loadScript("../../scripts/unkindness.lua", nil)
	require.NoError(t, err)
	rules, err := src.Instance()
	require.NoError(t, err)
	cfg := engine.Config{Seed: 3, Options: map[string]string{"target": "8"}}
	tests := []struct {
		name string
		run  func(g engine.Game, out *bytes.Buffer) error
	}{
		{"watched", func(g engine.Game, out *bytes.Buffer) error {
			return terminal.Watch(g, rules.Describe(), terminal.WatchConfig{Out: out, Seat: -1, Bots: []string{"greedy"}})
		}},
		{"played", func(g engine.Game, out *bytes.Buffer) error {
			term := terminal.New(terminal.Config{In: strings.NewReader(strings.Repeat("1\n", 5000)), Out: out,
				Desc: rules.Describe(), Book: rulebook.Book{}, Bots: []string{"greedy"}})
			return term.Play(g)
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			g, err := rules.NewGame(cfg)
			require.NoError(t, err)
			var out bytes.Buffer
			require.NoError(t, tt.run(g, &out))
			text := out.String()
			scores := strings.Index(text, "Scores after round 1:")
			over := strings.Index(text, "Round 1 is over.")
			next := strings.Index(text, "Round 2: ")
			gift := strings.Index(text[max(next, 0):], "the Bad Omen, give")
			require.True(t, scores >= 0 && over >= 0 && next >= 0 && gift >= 0, "two rounds are played:\n%s", text)
			assert.Less(t, scores, over, "the script's scores, then the round's summary")
			assert.Less(t, over, next, "the summary before the next round's deal")
			assert.Contains(t, text, "Round 2 is over.", "the last round's summary, at the end")
		})
	}
}
