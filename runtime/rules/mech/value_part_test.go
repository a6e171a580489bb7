package mech

import (
	"encoding/json"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func valuesState(t *testing.T) *core.State {
	t.Helper()
	d, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	st, err := core.NewState(core.Config{Deck: d, Seats: 2, Seed: 1, Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}}})
	require.NoError(t, err)
	return st
}

// TestValues: a value declared (no function) is read as declared, with or
// without answers kept; an answer kept is read by its Func, as a number, a
// word or a flag; a copy of the game keeps the answers, and an answer kept
// after the copy changes the original's alone; the part is saved and read
// back, and a game that kept none saves none.
func TestValues(t *testing.T) {
	st := valuesState(t)
	assert.Equal(t, 7, ValueIn(st, 7, 0))
	assert.Equal(t, 7, ValueIn(st, 7, 1), "no answer kept yet: the declared value")
	assert.Empty(t, st.PartNames())
	assert.True(t, (&Values{}).Vacant(), "nothing kept: saved as absent")
	v := ValuesRef(st, 3)
	v.Keep(1, 4, "")
	v.Keep(2, 1, "")
	v.Keep(3, 1, "left")
	assert.Equal(t, 4, ValueIn(st, 7, 1))
	assert.Equal(t, 7, ValueIn(st, 7, 0), "fn 0 is the declared value")
	assert.True(t, FlagIn(st, false, 2))
	assert.Equal(t, "left", WordIn(st, "", 3))
	assert.Equal(t, "x", WordIn(st, "x", 0))
	copied := st.Clone()
	ValuesRef(st, 3).Keep(1, 9, "")
	assert.Equal(t, 9, ValueIn(st, 0, 1))
	assert.Equal(t, 4, ValueIn(copied, 0, 1), "the copy keeps its own")
	data, err := json.Marshal(st.Part(ValuesName))
	require.NoError(t, err)
	assert.JSONEq(t, `{"n":[9,1,1],"s":["","","left"]}`, string(data))
	read, err := ReadValues(data)
	require.NoError(t, err)
	assert.Equal(t, st.Part(ValuesName), read)
	assert.NotEqual(t, (&Values{N: []int{4}}).AppendKey(nil), (&Values{N: []int{5}}).AppendKey(nil))
}
