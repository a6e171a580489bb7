package main

import (
	"bufio"
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/rulerun/rulerun/runtime/rulebook"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The terminal sees a game only through the engine's interfaces: these
// tests play Race, the game written in Go of package enginetest.

// raceTerminal is a terminal for seat 1 of Race, reading input and writing
// to out.
func raceTerminal(input string, out *bytes.Buffer) *terminal {
	return &terminal{in: bufio.NewScanner(strings.NewReader(input)), screen: screen{out: out},
		desc: enginetest.Rules{}.Describe(), book: rulebook.Book{}, bots: []string{"random"}}
}

func TestTerminalPlaysAGameInGo(t *testing.T) {
	var out bytes.Buffer
	g := enginetest.New(2)
	term := raceTerminal("add 3\nadd\n2\n"+strings.Repeat("1\n", 10), &out)
	require.NoError(t, term.play(g))
	text := out.String()
	assert.Contains(t, text, "Not allowed: RACE-1: add 1 or 2, up to 10")
	assert.Contains(t, text, "Cannot read that:")
	assert.Contains(t, text, "   1  add 1\n   2  add 2\n", "the legal moves, numbered")
	assert.Contains(t, text, "Game over:")
	assert.Equal(t, "add 2", g.State().Moves()[0].Move, "the refused and unreadable lines made no move")
}

func TestTypedMoveIsCheckedOnce(t *testing.T) {
	tests := []struct {
		name   string
		listed bool // the move is among those listed
		checks int  // checks the terminal and the engine run
	}{
		{"a move listed already", true, 0},
		{"a move not listed", false, 1},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var out bytes.Buffer
			g := enginetest.New(2)
			var listed []*notation.Move
			if tt.listed {
				ms, err := g.Moves(0)
				require.NoError(t, err)
				listed = ms
			}
			g.Checks = 0
			m, done, err := raceTerminal("", &out).typedMove(g, 0, listed, "add 2")
			require.NoError(t, err)
			require.True(t, done)
			require.NoError(t, g.PlayMove(0, m))
			assert.Equal(t, 2, g.Total())
			assert.Equal(t, tt.checks, g.Checks)
		})
	}
}

// TestTypedMoveRefusedWhenPlayed: a typed move its check accepts but its
// apply refuses (reject) is explained and asked again, as any refusal.
func TestTypedMoveRefusedWhenPlayed(t *testing.T) {
	dir := t.TempDir()
	mini, err := os.ReadFile("../../runtime/lua/testdata/mini.lua")
	require.NoError(t, err)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "mini.lua"), mini, 0o644))
	script := filepath.Join(dir, "game.lua")
	require.NoError(t, os.WriteFile(script, []byte(`local game = require "mini"
game.verbs.play.apply = function() reject("MINI-9: no play is ever made") end
return game
`), 0o644))
	src, err := loadScript(script, nil)
	require.NoError(t, err)
	rules, err := src.Instance()
	require.NoError(t, err)
	cfg := engine.Config{Seats: 2, Seed: 4}
	probe, err := rules.NewGame(cfg)
	require.NoError(t, err)
	_, legal, err := engine.Legal(probe, 0)
	require.NoError(t, err)
	require.True(t, strings.HasPrefix(legal[0], "play "), "%v", legal)
	g, err := rules.NewGame(cfg)
	require.NoError(t, err)

	var out bytes.Buffer
	term := raceTerminal(legal[0]+"\ndraw\nquit\n", &out)
	term.desc = rules.Describe()
	require.NoError(t, term.play(g))
	assert.Contains(t, out.String(), "you> "+legal[0]+"\nNot allowed: MINI-9: no play is ever made\nyou> draw\n",
		"refused, and asked again at once")
	assert.Contains(t, out.String(), "You left the game.")
	require.NotEmpty(t, g.State().Moves())
	assert.Equal(t, "draw", g.State().Moves()[0].Move)
}
