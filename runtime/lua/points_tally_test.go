package lua

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPointsTableEntriesCountWhenTheyScore checks that each entry of a
// match's points table is counted as it scores, as an effect is when it
// fires: in a match of Hearts ({H = 1, QS = 13}), every hand scores its
// thirteen hearts and its queen of spades, so "points: H" counts 13 a
// hand and "points: QS" one.
func TestPointsTableEntriesCountWhenTheyScore(t *testing.T) {
	g := mustGame(t, mustLoad(t, "../../scripts/hearts.lua"), Config{Seed: 7})
	tally := engine.Tallier(g).Tally()
	require.NotNil(t, tally)
	agents := randomBots(g.State().Seats(), 7)
	for {
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			break
		}
		_, err = engine.Step(g, agents)
		require.NoError(t, err)
	}
	fired := map[string]int{}
	for i, name := range tally.Effects {
		fired[name] = tally.Fired[i]
	}
	hands := len(g.State().Score().Rounds)
	require.Positive(t, hands)
	assert.Equal(t, 13*hands, fired["points: H"], "%d hands", hands)
	assert.Equal(t, hands, fired["points: QS"], "%d hands", hands)
}
