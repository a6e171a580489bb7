package lua

import (
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/check"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestValidateStopsAtARunaway checks that a script stopped for running away
// is reported once, with the seed that shows it, and that no further game
// is played: 300 games of an endless hook once took minutes.
func TestValidateStopsAtARunaway(t *testing.T) {
	for _, hook := range []string{
		"function game.to_act(g)\n  while true do end -- HERE\nend",
		"function game.status(g, seat)\n  while true do end -- HERE\nend",
	} {
		src := strings.Replace(strings.Replace(limitScript, "PILES", "", 1), "HOOK", hook, 1)
		s, path, err := loadSrc(t, src)
		require.NoError(t, err)
		r := check.Validate(s, check.Options{Games: 300, Seed: 5})
		assert.True(t, r.Stopped)
		assert.Equal(t, 1, r.Games, "stops after the first game")
		require.Len(t, r.Problems, 1)
		p := r.Problems[0]
		assert.Equal(t, path, p.File)
		assert.Equal(t, markedLine(t, src, "HERE"), p.Line)
		assert.Contains(t, p.String(), "script stopped: it ran more than 200000 steps")
		assert.Contains(t, p.String(), "first: --seed 5 --players 2")
	}
}

// TestValidateGoesOnAfterOrdinaryProblems checks that a problem that is not
// a runaway does not stop validation.
func TestValidateGoesOnAfterOrdinaryProblems(t *testing.T) {
	src := strings.Replace(strings.Replace(limitScript, "PILES", "", 1), "HOOK", `function game.status(g, seat) error("broken status") end`, 1)
	s, _, err := loadSrc(t, src)
	require.NoError(t, err)
	r := check.Validate(s, check.Options{Games: 4, Seed: 1})
	assert.False(t, r.Stopped)
	assert.Equal(t, 4, r.Games)
	require.Len(t, r.Problems, 1)
	assert.Contains(t, r.Problems[0].String(), "broken status (in 4 game(s)")
}

// TestValidateAsksStandings checks that validate finds a standing hook
// that fails, though only bots read it, at its line.
func TestValidateAsksStandings(t *testing.T) {
	src := strings.Replace(strings.Replace(limitScript, "PILES", "", 1), "HOOK", "function game.standing(g, seat)\n  return g.vars.nothing -- HERE\nend", 1)
	s, path, err := loadSrc(t, src)
	require.NoError(t, err)
	r := check.Validate(s, check.Options{Games: 3, Seed: 1})
	require.Len(t, r.Problems, 1)
	p := r.Problems[0]
	assert.Equal(t, path, p.File)
	assert.Equal(t, markedLine(t, src, "HERE")-1, p.Line, "the hook's line")
	assert.Contains(t, p.String(), "standing must return a number of 0 or more, more being better (for seat 1 it returned nothing)")
}

// TestValidateSameForAnyNumberOfWorkers checks that games played in
// parallel give the report of games played one after another.
func TestValidateSameForAnyNumberOfWorkers(t *testing.T) {
	t.Parallel()
	for _, path := range []string{unuPath, thirteenPath} {
		s := mustLoad(t, path)
		one := check.Validate(s, check.Options{Games: 24, Seed: 9, Workers: 1})
		two := check.Validate(s, check.Options{Games: 24, Seed: 9, Workers: 2})
		three := check.Validate(s, check.Options{Games: 24, Seed: 9, Workers: 3})
		require.Equal(t, 24, one.Games)
		assert.Equal(t, one, two, path)
		assert.Equal(t, one, three, path)
	}
}

// TestValidateNamesStateKeptOutside checks that state kept in a local of
// the file, which breaks replays, is reported once, at the function that
// uses it, naming the variable.
func TestValidateNamesStateKeptOutside(t *testing.T) {
	tests := []struct{ name, body, want string }{
		{"a counter", "local count = 0\ngame.verbs.draw.apply = function(g, seat) -- HERE\n" +
			"  count = count + 1\n  if count % 3 == 0 then g:reverse() end\nend\n",
			"count, a local of the file used by verbs.draw.apply, went from 0 to "},
		{"a table", "local seen = {}\ngame.verbs.draw.apply = function(g, seat) -- HERE\n" +
			"  seen[#seen + 1] = seat\n  if #seen % 3 == 0 then g:reverse() end\nend\n",
			"the table seen, a local of the file used by verbs.draw.apply, went from 0 to "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			copyFile(t, unuPath, dir)
			src := "local game = require \"unu\"\n" + tt.body + "return game\n"
			path := writeFile(t, dir, "outside.lua", src)
			s := mustLoad(t, path)
			r := check.Validate(s, check.Options{Games: 12, Seed: 1, Seats: 3})
			require.Len(t, r.Problems, 1, "one problem, however many games show it: %v", r.Problems)
			p := r.Problems[0]
			assert.Contains(t, p.Msg, "the script keeps game state outside g.vars: "+tt.want)
			assert.Equal(t, markedLine(t, src, "HERE"), p.Line)
			assert.Greater(t, p.Games, 1)
		})
	}
}
