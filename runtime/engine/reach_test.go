package engine_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/cover"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
)

func TestReachedCountsVerbsEffectsAndCodes(t *testing.T) {
	g := enginetest.New(2)
	require.NoError(t, g.PlayMove(0, enginetest.Add(1)))
	require.NoError(t, g.PlayMove(1, enginetest.Add(2)))
	g.State().Say("RACE-2 is narrated, and so is RACE-10.", "RACE-2", "RACE-10")
	tally := &engine.Tally{Effects: []string{"add: double", "shout: echo"}, Fired: []int{3, 0}, Refused: map[string]int{"RACE-1": 2}}
	cited := engine.Cited{Codes: []string{"RACE-1", "RACE-3"}}

	r := engine.Reached("race.go", "scenario", enginetest.Source{}.Describe(), cited, g, tally, map[string]int{"RACE-1": 1, "RACE-2": 1})

	assert.Equal(t, "race.go", r.Script)
	assert.Equal(t, "scenario", r.Unit)
	assert.Equal(t, 1, r.Runs)
	assert.Equal(t, []cover.Reached{{Name: "add", Times: 2, Runs: 1}, {Name: "shout"}}, r.Verbs)
	assert.Equal(t, []cover.Reached{{Name: "add: double", Times: 3, Runs: 1}, {Name: "shout: echo"}}, r.Effects)
	assert.Equal(t, []cover.CodeReached{
		{Code: "RACE-1", Refused: 3, Runs: 1},
		{Code: "RACE-2", Narrated: 1, Refused: 1, Runs: 1},
		{Code: "RACE-3"},
		{Code: "RACE-10", Narrated: 1, Runs: 1},
	}, r.Codes)
}

func TestReachedOfAGameThatNeverStarted(t *testing.T) {
	r := engine.Reached("race.go", "scenario", enginetest.Source{}.Describe(), engine.Cited{Codes: []string{"RACE-1"}}, nil, nil, map[string]int{"RACE-4": 1})
	assert.Equal(t, []cover.Reached{{Name: "add"}, {Name: "shout"}}, r.Verbs)
	assert.Nil(t, r.Effects, "rules that count nothing have no effects")
	assert.Equal(t, []cover.CodeReached{{Code: "RACE-1"}, {Code: "RACE-4", Refused: 1, Runs: 1}}, r.Codes)
}
