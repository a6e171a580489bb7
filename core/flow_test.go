package core

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func fixFlow() Flow {
	return Flow{Duty: Duty{Kind: 1, Seat: 2, By: 1, N: 4}, Window: Window{Kind: 1, Subject: 1, Seats: 0b1101},
		Trick: Trick{Kind: 2, Size: 2, Seat: 3}, Again: true, Skips: 1, Owed: 4, Named: 3, Called: 0b10,
		Drew: 1, DrewCards: 1, Reign: 2, Moves: 3, Offences: []int{1, 0, 2}}
}

func TestFlowSavesAndRestores(t *testing.T) {
	s := fixGame(t, 4, 7)
	s.SetFlow(fixFlow())
	data, err := json.Marshal(s)
	require.NoError(t, err)
	r, err := Restore(data, s.Deck())
	require.NoError(t, err)
	assert.Equal(t, fixFlow(), r.Flow())
	again, err := json.Marshal(r)
	require.NoError(t, err)
	assert.Equal(t, string(data), string(again))
}

func TestFlowRestoreRefusesBadNumbers(t *testing.T) {
	for name, edit := range map[string]func(f *Flow){
		"a seat out of range": func(f *Flow) { f.Duty.Seat = 9 },
		"a negative seat":     func(f *Flow) { f.Window.Subject = -1 },
		"negative skips":      func(f *Flow) { f.Skips = -1 },
		"a reign of no seat":  func(f *Flow) { f.Reign = 5 },
		"a trick too large":   func(f *Flow) { f.Trick.Size = 53 },
	} {
		t.Run(name, func(t *testing.T) {
			s := fixGame(t, 4, 7)
			f := fixFlow()
			edit(&f)
			s.SetFlow(f)
			data, err := json.Marshal(s)
			require.NoError(t, err)
			_, err = Restore(data, s.Deck())
			assert.ErrorContains(t, err, "flow")
		})
	}
}

func TestFlowCopiesAndRounds(t *testing.T) {
	s := fixGame(t, 4, 7)
	s.SetFlow(fixFlow())
	c := s.Clone()
	c.FlowRef().Skips = 3
	assert.Equal(t, 1, s.Flow().Skips, "a clone's flow is its own")
	assert.Equal(t, fixFlow(), s.View(0, 0).Flow, "every seat's view holds the flow")
	s.NewRound()
	assert.Equal(t, Flow{}, s.Flow(), "a new round starts with a clear flow")
	f := fixFlow()
	f.EndTurnFlow()
	assert.Zero(t, f.Called+uint64(f.Drew+f.DrewCards+f.Reign+f.Moves))
	assert.True(t, f.Again, "what the next turn owes stays")
}
