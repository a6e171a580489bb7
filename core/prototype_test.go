package core

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// play deals, moves cards about, sets a variable, makes a pile, scores and
// starts a new round: the things a state from a prototype must do as one
// from NewState does.
func protoPlay(t *testing.T, s *State) {
	t.Helper()
	stock, discard := fixPile(t, s, "stock"), fixPile(t, s, "discard")
	require.NoError(t, s.Shuffle(stock))
	require.NoError(t, s.Deal(stock, fixHands(t, s), 7))
	_, err := s.Draw(stock, discard, 3)
	require.NoError(t, err)
	_, err = s.MoveAt(fixHands(t, s)[0], 2, discard, AtBottom)
	require.NoError(t, err)
	require.NoError(t, s.SetVar("dealt", float64(7)))
	_, err = s.NewPile("meld1", "melds", -1, Public)
	require.NoError(t, err)
	require.NoError(t, s.AddScore(1, 5))
	s.NewRound()
	require.NoError(t, s.Deal(stock, fixHands(t, s), 2))
}

func TestAPrototypesStateIsNewStates(t *testing.T) {
	proto, err := NewPrototype(fixConfig(t, 3, 1))
	require.NoError(t, err)
	assert.Equal(t, 3, proto.Seats())
	for _, seed := range []uint64{1, 2, 99} {
		want, got := fixGame(t, 3, seed), proto.NewState(seed)
		for _, s := range []*State{want, got} {
			protoPlay(t, s)
		}
		a, err := json.Marshal(want)
		require.NoError(t, err)
		b, err := json.Marshal(got)
		require.NoError(t, err)
		assert.JSONEq(t, string(a), string(b), "seed %d", seed)
		assert.Equal(t, string(a), string(b), "seed %d: the same bytes", seed)
	}
	// Two states of one prototype share nothing they change.
	a, b := proto.NewState(5), proto.NewState(5)
	protoPlay(t, a)
	_, ok := b.PileByName("meld1")
	assert.False(t, ok, "a pile made in one state is not in another")
	assert.Nil(t, b.Var("dealt"), "a variable set in one state is not in another")
	assert.Equal(t, 52, b.Pile(fixPile(t, b, "stock")).Len(), "the other state's stock is whole")
}

func TestAPrototypesStateAllocatesLittle(t *testing.T) {
	proto, err := NewPrototype(fixConfig(t, 4, 1))
	require.NoError(t, err)
	fresh := testing.AllocsPerRun(20, func() { _ = proto.NewState(3) })
	made := testing.AllocsPerRun(20, func() { _ = fixGame(t, 4, 3) })
	assert.LessOrEqual(t, fresh, 8.0, "a state from a prototype takes a few allocations")
	assert.Less(t, fresh, made/2, "and fewer than half of NewState's")
}
