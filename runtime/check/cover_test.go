package check

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/cover"
	"github.com/rulerun/rulerun/runtime/lua"
)

// validateCovered validates a script loaded with coverage on.
func validateCovered(t *testing.T, path string, opts Options) Report {
	t.Helper()
	src, err := lua.LoadCovered(path)
	require.NoError(t, err)
	r := Validate(src, opts)
	require.Empty(t, r.Problems)
	require.NotNil(t, r.Coverage)
	return r
}

// TestValidateCoverageCountsTheDeclaredRules validates a small declared
// game with coverage on: every verb, effect and rule code is listed, with
// the games that reached it, and the code only its description cites is
// never reached.
func TestValidateCoverageCountsTheDeclaredRules(t *testing.T) {
	r := validateCovered(t, "testdata/declared.lua", Options{Games: 12, Seed: 1, Workers: 1})
	reach := r.Coverage.Reach("testdata/declared.lua")
	require.NotNil(t, reach)
	assert.Equal(t, "game", reach.Unit)
	assert.Equal(t, r.Games, reach.Runs)
	var names []string
	for _, v := range reach.Verbs {
		names = append(names, v.Name)
		assert.Positive(t, v.Times, v.Name)
		assert.LessOrEqual(t, v.Runs, r.Games, v.Name)
	}
	assert.Equal(t, []string{"play", "draw"}, names)
	require.Len(t, reach.Effects, 2)
	assert.Equal(t, []string{"K: again", "Q: reverse"}, []string{reach.Effects[0].Name, reach.Effects[1].Name})
	codes := map[string]cover.CodeReached{}
	for _, c := range reach.Codes {
		codes[c.Code] = c
	}
	assert.Positive(t, codes["DV-1"].Refused, "validate's checks try moves that do not match")
	assert.Positive(t, codes["DV-2"].Narrated, "kings are played")
	assert.True(t, codes["DV-3"].Never(), "only the description cites DV-3")
	assert.Len(t, codes, 3)
}

// TestValidateCoverageSameForAnyNumberOfWorkers checks that the lines and
// the rules reached do not depend on how many games are played at once.
func TestValidateCoverageSameForAnyNumberOfWorkers(t *testing.T) {
	one := validateCovered(t, "testdata/declared.lua", Options{Games: 9, Seed: 5, Workers: 1})
	for _, workers := range []int{2, 3} {
		many := validateCovered(t, "testdata/declared.lua", Options{Games: 9, Seed: 5, Workers: workers})
		assert.Equal(t, cover.Summarize(one.Coverage), cover.Summarize(many.Coverage), "%d workers", workers)
		assert.Equal(t, one.Coverage.Rules, many.Coverage.Rules, "%d workers", workers)
	}
}
