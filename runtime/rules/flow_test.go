package rules

import (
	"encoding/json"
	"testing"

	"github.com/rulerun/rulerun/core"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func fixFlow() Flow {
	return Flow{Duty: DutyDue{Kind: 1, Seat: 2, By: 1, N: 4}, Again: true, Skips: 1, Owed: 4, OwedBy: 1,
		LoseBy: 2, Drew: 1, DrewCards: 1, Reign: 2, Moves: 3}
}

// fixState is a four-seat state of a 52-card deck, cards in the stock.
func fixState(t testing.TB, seats int, seed uint64) *core.State {
	t.Helper()
	d, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	st, err := core.NewState(core.Config{Deck: d, Seats: seats, Seed: seed, Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "hand", Vis: core.OwnerOnly, PerSeat: true}}})
	require.NoError(t, err)
	return st
}

func TestFlowSavesAndRestores(t *testing.T) {
	s := fixState(t, 4, 7)
	setFlow(s, fixFlow())
	data, err := json.Marshal(s)
	require.NoError(t, err)
	r, err := core.RestoreParts(data, s.Deck(), ReadPart)
	require.NoError(t, err)
	assert.Equal(t, fixFlow(), *flowOf(r))
	again, err := json.Marshal(r)
	require.NoError(t, err)
	assert.Equal(t, string(data), string(again))
}

func TestFlowRestoreRefusesBadNumbers(t *testing.T) {
	for name, edit := range map[string]func(f *Flow){
		"a seat out of range": func(f *Flow) { f.Duty.Seat = 9 },
		"a negative seat":     func(f *Flow) { f.Duty.By = -1 },
		"negative skips":      func(f *Flow) { f.Skips = -1 },
		"a reign of no seat":  func(f *Flow) { f.Reign = 5 },
		"negative draws":      func(f *Flow) { f.DrewCards = -1 },
	} {
		t.Run(name, func(t *testing.T) {
			s := fixState(t, 4, 7)
			f := fixFlow()
			edit(&f)
			setFlow(s, f)
			data, err := json.Marshal(s)
			require.NoError(t, err)
			_, err = core.RestoreParts(data, s.Deck(), ReadPart)
			assert.ErrorContains(t, err, "flow")
		})
	}
}

func TestFlowCopiesAndRounds(t *testing.T) {
	s := fixState(t, 4, 7)
	setFlow(s, fixFlow())
	c := s.Clone()
	flowRef(c).Skips = 3
	assert.Equal(t, 1, flowOf(s).Skips, "a clone's flow is its own")
	want := fixFlow()
	assert.Equal(t, &want, s.View(0, 0).Flow, "every seat's view holds the flow")
	flowRef(s).Owed = 9
	assert.Equal(t, 4, want.Owed, "a view's flow does not change with the game")
	s.NewRound()
	assert.Equal(t, Flow{}, *flowOf(s), "a new round starts with a clear flow")
	f := fixFlow()
	f.EndTurnFlow()
	assert.Zero(t, f.Drew+f.DrewCards+f.Reign+f.Moves)
	assert.True(t, f.Again, "what the next turn owes stays")
}

func TestFlowIsSavedWhereItAlwaysWas(t *testing.T) {
	s := fixState(t, 2, 1)
	setFlow(s, Flow{Skips: 2})
	data, err := json.Marshal(s)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"turn":{`)
	assert.Contains(t, string(data), `},"flow":{"duty":{},"skips":2},"score":`,
		"saved games keep the flow between the turn and the score, as before it left the core")
	_, err = core.Restore(data, s.Deck())
	assert.ErrorContains(t, err, "flow", "a game that keeps no flow refuses a save that holds one")
}

func TestFlowRefCopiesWhatItShares(t *testing.T) {
	s := fixState(t, 2, 1)
	assert.Equal(t, Flow{}, *flowOf(s), "a state the rules have not touched stands nowhere")
	flowRef(s).Skips = 1
	first := s.Flow()
	flowRef(s).Skips = 2
	assert.Same(t, first, s.Flow(), "the state's own flow is changed in place")
	f := s.Fork()
	flowRef(f).Skips = 3
	assert.Equal(t, 2, flowOf(s).Skips, "a fork copies the flow before it changes it")
	assert.Equal(t, 3, flowOf(f).Skips)
}
