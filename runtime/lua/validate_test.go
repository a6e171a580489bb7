package lua

import (
	"github.com/rulerun/rulerun/runtime/check"
	"strings"
	"testing"
	"time"

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
		start := time.Now()
		r := check.Validate(s, check.Options{Games: 300, Seed: 5})
		assert.Less(t, time.Since(start), slowdown*5*time.Second)
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

// TestValidateSameForAnyNumberOfWorkers checks that games played in
// parallel give the report of games played one after another.
func TestValidateSameForAnyNumberOfWorkers(t *testing.T) {
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
