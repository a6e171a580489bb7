package rules

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestAFlowSavedEarlierGivesTheMechanicsTheirParts: a game saved while the
// flow held the mechanics' state (the window, the play to beat, the suit
// named, the melds...) resumes with each in its mechanic's part.
func TestAFlowSavedEarlierGivesTheMechanicsTheirParts(t *testing.T) {
	s := fixState(t, 4, 7)
	setFlow(s, Flow{Skips: 1})
	data, err := s.MarshalJSON()
	require.NoError(t, err)
	earlier := `"flow":{"duty":{},"window":{"kind":1,"subject":1,"seats":13},"trick":{"kind":2,"size":2,"seat":3},` +
		`"skips":1,"stack":4,"jump":2,"named":4,"called":2,"offences":[1,0,2],"tried":[0,5],` +
		`"melds":[[{"kind":1,"as":-1},{"kind":2,"as":-1},{"kind":3,"as":-1}]],"melded":1,"took":7,"end_with":2}`
	old := strings.Replace(string(data), `"flow":{"duty":{},"skips":1}`, earlier, 1)
	require.NotEqual(t, string(data), old, "the save was rewritten as an earlier rulerun wrote it")

	r, err := RestoreState([]byte(old), s.Deck())
	require.NoError(t, err)
	want := fixState(t, 4, 7)
	fixRoundParts(want)
	assert.Equal(t, want.PartNames(), r.PartNames())
	for _, name := range want.PartNames() {
		assert.Equal(t, want.Part(name), r.Part(name), name)
	}
	assert.Equal(t, 1, flowOf(r).Skips, "the turn's own fields stay in the flow")

	bad := strings.Replace(old, `"subject":1`, `"subject":9`, 1)
	_, err = RestoreState([]byte(bad), s.Deck())
	assert.ErrorContains(t, err, "saved game: flow")

	now, err := RestoreState(data, s.Deck())
	require.NoError(t, err)
	assert.Empty(t, now.PartNames(), "a flow saved today gives nothing")
}
