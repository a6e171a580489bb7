package main

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCompletions(t *testing.T) {
	s, err := lua.Load("../../scripts/unu.lua")
	require.NoError(t, err)
	g, err := s.NewGame(lua.Config{Seats: 2, Seed: 1})
	require.NoError(t, err)
	legal := []string{"draw", "play 8C call clubs", "play 8C call spades", "play 5H"}
	tests := []struct {
		line string
		want []string
	}{
		{"play 8", []string{"play 8C call clubs", "play 8C call spades"}}, // legal moves first
		{"PLAY 5", []string{"play 5H"}},
		{"dr", []string{"draw"}},
		{"ta", []string{"table"}},
		{"play 9", []string{"play 9C", "play 9D", "play 9H", "play 9S"}}, // card codes
		{"catch 1 zz", nil},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, completions(tt.line, wordsOf(s.Describe(), g.State().Deck()), legal), tt.line)
	}
}

func TestWrapText(t *testing.T) {
	assert.Equal(t, "  short line", wrapText("  short line", 40, "    "))
	assert.Equal(t, "  one two\n    three\n    four\n    five", wrapText("  one two three four five", 12, "    "))
	assert.Equal(t, "  one two\n    three four", wrapText("  one two three four", 14, "    "))
	assert.Equal(t, "  unbreakable-long-word", wrapText("  unbreakable-long-word", 8, "    "))
	assert.Equal(t, "  a b c", wrapText("  a b c", 0, "    "))
}
