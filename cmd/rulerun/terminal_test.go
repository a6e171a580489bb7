package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rulebook"
	"github.com/rulerun/rulerun/runtime/terminal"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The terminal with a game in Lua: what the engine refuses when a move is
// played, after its check accepted it.

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
	term := terminal.New(terminal.Config{In: strings.NewReader(legal[0] + "\ndraw\nquit\n"), Out: &out,
		Desc: rules.Describe(), Book: rulebook.Book{}, Bots: []string{"random"}})
	require.NoError(t, term.Play(g))
	assert.Contains(t, out.String(), "you> "+legal[0]+"\nNot allowed: MINI-9: no play is ever made\nyou> draw\n",
		"refused, and asked again at once")
	assert.Contains(t, out.String(), "You left the game.")
	require.NotEmpty(t, g.State().Moves())
	assert.Equal(t, "draw", g.State().Moves()[0].Move)
}
