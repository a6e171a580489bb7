package check

import (
	"sync/atomic"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// crowdedSource gives shed rules whose game of one seed is stopped at a
// limit in the first instances, the ones played side by side, as a game is
// when the heap is filled by another: played alone, it passes. With
// always set, it is stopped in every instance.
type crowdedSource struct {
	shedSource
	seed      uint64
	always    bool
	instances *atomic.Int64
}

func (s crowdedSource) Instance() (engine.Rules, error) {
	r, _ := s.shedSource.Instance()
	return &crowdedRules{Rules: r, src: s, crowded: s.always || s.instances.Add(1) <= 2}, nil
}

type crowdedRules struct {
	engine.Rules
	src     crowdedSource
	crowded bool
}

func (r *crowdedRules) NewGame(cfg engine.Config) (engine.Game, error) {
	if r.crowded && cfg.Seed == r.src.seed {
		return nil, &engine.ScriptError{File: "shed.go", Line: 9, Msg: "setup: script stopped: it used too much memory", Limit: true}
	}
	return r.Rules.NewGame(cfg)
}

// TestValidateReportsOnlyWhatAGameShowsAlone checks that a game stopped at
// a limit while others were played beside it is played again alone, and
// reported only if it is stopped then too: the command the report prints
// plays it alone.
func TestValidateReportsOnlyWhatAGameShowsAlone(t *testing.T) {
	src := crowdedSource{seed: 3, instances: new(atomic.Int64)}
	r := Validate(src, Options{Games: 10, Seed: 1, Workers: 2})
	assert.Empty(t, r.Problems)
	assert.False(t, r.Stopped)
	assert.Equal(t, 10, r.Games, "the games after it are played too")

	src = crowdedSource{seed: 3, always: true, instances: new(atomic.Int64)}
	r = Validate(src, Options{Games: 10, Seed: 1, Workers: 2})
	require.Len(t, r.Problems, 1)
	assert.Equal(t, uint64(3), r.Problems[0].Seed)
	assert.True(t, r.Stopped)
	assert.Equal(t, "a script stopped at a limit would be in every game", r.StoppedWhy)
}
