package lua

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/check"
	"github.com/rulerun/rulerun/runtime/cover"
	"github.com/rulerun/rulerun/runtime/engine"
)

// lineStates is every file of a profile with the state of each line.
func lineStates(p *cover.Profile) map[string][]cover.LineState {
	out := map[string][]cover.LineState{}
	for _, f := range p.Files {
		out[f.File] = f.Lines()
	}
	return out
}

// TestValidateCoverageDoesNotDependOnWorkers validates a variant and its
// base with coverage on, on one worker and on three, stopping early at a
// number of moves: the same lines ran. The base's rules.wild, which the
// variant replaces, never runs.
func TestValidateCoverageDoesNotDependOnWorkers(t *testing.T) {
	var runs []*cover.Profile
	for _, workers := range []int{1, 3} {
		s, err := LoadCovered("testdata/variant/kings.lua")
		require.NoError(t, err)
		r := check.Validate(s, check.Options{Games: 12, Moves: 300, Seed: 3, Workers: workers})
		require.Empty(t, r.Problems)
		require.Less(t, r.Games, 12, "stopped early at the moves")
		require.NotNil(t, r.Coverage)
		runs = append(runs, r.Coverage)
	}
	assert.Equal(t, lineStates(runs[0]), lineStates(runs[1]))
	reports := cover.Summarize(runs[0])
	require.Len(t, reports, 2)
	assert.Equal(t, "testdata/variant/kings.lua", reports[0].File)
	assert.Equal(t, "testdata/variant/base.lua", reports[1].File)
	verbs := map[string]cover.Count{}
	for _, v := range reports[1].Verbs {
		verbs[v.Name] = v
	}
	assert.Equal(t, verbs["verbs.play"].Lines, verbs["verbs.play"].Run, "every line of play ran")
	assert.Positive(t, verbs["verbs.draw"].Run)
	funcs := map[string]cover.Count{}
	for _, f := range reports[1].Funcs {
		funcs[f.Name] = f
	}
	require.Contains(t, funcs, "rules.wild")
	assert.Zero(t, funcs["rules.wild"].Run, "the base's wild is replaced by the variant's")
	assert.Equal(t, 1, funcs["rules.wild"].Lines)
}

// TestValidateWithoutCoverage checks that a plain script reports none.
func TestValidateWithoutCoverage(t *testing.T) {
	r := check.Validate(mustLoad(t, "testdata/variant/kings.lua"), check.Options{Games: 2, Seed: 1})
	assert.Nil(t, r.Coverage)
}

// TestCoverageTakeStartsAgainFromZero checks that an instance's coverage,
// once taken, counts from zero, and that the source's own (loading it) is
// handed over once.
func TestCoverageTakeStartsAgainFromZero(t *testing.T) {
	s, err := LoadCovered("testdata/variant/kings.lua")
	require.NoError(t, err)
	load := s.TakeCoverage()
	require.NotNil(t, load)
	assert.Positive(t, cover.Summarize(load)[0].Total.Run)
	assert.Nil(t, s.TakeCoverage(), "handed over once")
	rules, err := s.Instance()
	require.NoError(t, err)
	defer rules.Close()
	first := engine.TakeCoverage(rules)
	require.NotNil(t, first)
	assert.Positive(t, cover.Summarize(first)[0].Total.Run, "loading ran the top level")
	again := engine.TakeCoverage(rules)
	for _, r := range cover.Summarize(again) {
		assert.Zero(t, r.Total.Run, r.File)
	}
}

// TestCoverageKeepsErrorPositions checks that a script's errors, at
// loading and in a hook, name the same file and line with coverage on.
func TestCoverageKeepsErrorPositions(t *testing.T) {
	for _, hook := range []string{
		"function game.setup(g)\n  local t = nil\n  return t.x -- HERE\nend",
		"function game.setup(g)\n  error(\"broken\") -- HERE\nend",
		"local x = nil\nlocal y = x.field -- HERE",
	} {
		src := strings.Replace(strings.Replace(limitScript, "PILES", "", 1), "HOOK", hook, 1)
		path := writeFile(t, t.TempDir(), "game.lua", src)
		var msgs []string
		for _, load := range []func(string) (*Script, error){Load, LoadCovered} {
			s, err := load(path)
			if err == nil {
				_, err = s.NewGame(Config{Seats: 2, Seed: 1})
			}
			require.Error(t, err)
			msgs = append(msgs, err.Error())
		}
		assert.Equal(t, msgs[0], msgs[1])
		assert.Contains(t, msgs[1], fmt.Sprintf("game.lua:%d", markedLine(t, src, "HERE")))
	}
}

// BenchmarkUnoCornsSelfPlayCovered is BenchmarkUnoCornsSelfPlay with
// coverage on: what counting every statement costs.
func BenchmarkUnoCornsSelfPlayCovered(b *testing.B) {
	benchSelfPlayOf(b, LoadCovered, "../../scripts/unocorns.lua", 4)
}
