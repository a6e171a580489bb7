package core

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTurnStart(t *testing.T) {
	s := fixGame(t, 4, 1)
	tr := s.Turn()
	assert.Equal(t, 0, tr.Current)
	assert.Equal(t, 1, tr.Dir)
	assert.Equal(t, 0, tr.Dealer)
	assert.Zero(t, tr.Passed)
	assert.Zero(t, tr.Out)
	assert.Empty(t, tr.Order)
	assert.Equal(t, 4, s.ActiveSeats())
}

// fixTurnState returns a state with the given seats, direction and seats out.
func fixTurnState(t *testing.T, seats, dir int, out ...int) *State {
	t.Helper()
	s := fixGame(t, seats, 1)
	s.SetDirection(dir)
	for _, o := range out {
		_, err := s.FinishSeat(o)
		require.NoError(t, err)
	}
	return s
}

func TestNextSeat(t *testing.T) {
	tests := []struct {
		seats, dir int
		out        []int
		from       int
		steps      int
		want       int
	}{
		{4, 1, nil, 0, 1, 1},
		{4, 1, nil, 3, 1, 0},
		{4, 1, nil, 2, 2, 0},
		{4, 1, nil, 1, 4, 1},
		{4, 1, nil, 1, 0, 1},
		{4, 1, nil, 1, -3, 1},
		{4, -1, nil, 0, 1, 3},
		{4, -1, nil, 3, 1, 2},
		{4, -1, nil, 1, 3, 2},
		{4, 1, []int{1}, 0, 1, 2},
		{4, 1, []int{1, 2}, 0, 1, 3},
		{4, 1, []int{1, 2}, 0, 2, 0},
		{4, -1, []int{3}, 0, 1, 2},
		{4, 1, []int{1, 2, 3}, 0, 1, 0},    // every other seat is out
		{4, 1, []int{1, 2, 3}, 0, 3, 0},    // ... however many steps
		{4, 1, []int{0, 1, 2, 3}, 2, 1, 2}, // everyone is out
		{4, 1, []int{2}, 2, 1, 3},          // from an out seat
		{4, 1, []int{2}, 2, 2, 0},
		{3, 1, []int{1, 2}, 2, 1, 0},  // the last active seat
		{3, 1, []int{1, 2}, 2, 2, 0},  // ... however many steps
		{3, -1, []int{0, 1}, 1, 2, 2}, // ... in either direction
		{5, 1, []int{1, 3}, 0, 3, 0},
		{1, 1, nil, 0, 1, 0},
		{1, -1, nil, 0, 5, 0},
	}
	for _, tt := range tests {
		name := fmt.Sprintf("%d seats dir %d out %v from %d steps %d", tt.seats, tt.dir, tt.out, tt.from, tt.steps)
		t.Run(name, func(t *testing.T) {
			s := fixTurnState(t, tt.seats, tt.dir, tt.out...)
			got := s.NextSeat(tt.from, tt.steps)
			assert.Equal(t, tt.want, got)
			if tt.steps > 0 && s.ActiveSeats() > 0 {
				assert.False(t, s.Turn().IsOut(got), "NextSeat must not land on a seat that is out while another seat is active")
			}
		})
	}
}

func TestNextSeatNeverLandsOnAnOutSeat(t *testing.T) {
	// Exhaustive over 1..5 seats: every set of out seats (leaving at least
	// one active), every start and up to 6 steps, both directions.
	for seats := 1; seats <= 5; seats++ {
		for mask := range uint64(1) << seats {
			if mask == 1<<seats-1 {
				continue
			}
			for _, dir := range []int{1, -1} {
				s := fixGame(t, seats, 1)
				s.SetDirection(dir)
				s.Turn().Out = mask // only the bits matter here
				for from := range seats {
					prev := from
					for steps := 1; steps <= 6; steps++ {
						got := s.NextSeat(from, steps)
						require.False(t, s.Turn().IsOut(got), "seats %d out %b dir %d from %d steps %d gave %d", seats, mask, dir, from, steps, got)
						assert.Equal(t, s.NextSeat(prev, 1), got, "steps compose: seats %d out %b dir %d from %d steps %d", seats, mask, dir, from, steps)
						prev = got
					}
				}
			}
		}
	}
}

func TestNextActive(t *testing.T) {
	s := fixGame(t, 4, 1)
	assert.Equal(t, 1, s.NextActive(0))
	require.NoError(t, s.Pass(1))
	assert.Equal(t, 2, s.NextActive(0))
	_, err := s.FinishSeat(2)
	require.NoError(t, err)
	assert.Equal(t, 3, s.NextActive(0))
	s.Reverse()
	assert.Equal(t, 3, s.NextActive(0))
	assert.Equal(t, 0, s.NextActive(1), "counterclockwise from 1")
	require.NoError(t, s.Pass(3))
	assert.Equal(t, 0, s.NextActive(0), "from itself when it is the only one left")
	require.NoError(t, s.Pass(0))
	assert.Equal(t, -1, s.NextActive(0), "every seat has passed or is out")
	s.ClearPasses()
	assert.Zero(t, s.Turn().Passed)
	assert.Equal(t, 1, s.NextActive(2))
	assert.True(t, s.Turn().IsOut(2), "ClearPasses keeps seats out")
}

func TestTurnSetters(t *testing.T) {
	s := fixGame(t, 3, 1)
	require.NoError(t, s.SetCurrent(2))
	assert.Equal(t, 2, s.Turn().Current)
	assert.Equal(t, 0, s.Advance(1))
	assert.Equal(t, 2, s.Advance(2))
	assert.Equal(t, 2, s.Turn().Current)
	s.Reverse()
	assert.Equal(t, -1, s.Turn().Dir)
	assert.Equal(t, 1, s.Advance(1))
	s.Reverse()
	assert.Equal(t, 1, s.Turn().Dir)

	for _, tt := range []struct{ in, want int }{{1, 1}, {-1, -1}, {0, 1}, {7, 1}, {-9, -1}} {
		s.SetDirection(tt.in)
		assert.Equal(t, tt.want, s.Turn().Dir, "SetDirection(%d)", tt.in)
	}

	require.NoError(t, s.SetDealer(1))
	assert.Equal(t, 1, s.Turn().Dealer)

	for _, seat := range []int{-1, 3, 64} {
		assert.Error(t, s.SetCurrent(seat), "seat %d", seat)
		assert.Error(t, s.SetDealer(seat), "seat %d", seat)
		assert.Error(t, s.Pass(seat), "seat %d", seat)
		_, err := s.FinishSeat(seat)
		assert.Error(t, err, "seat %d", seat)
	}
	assert.Equal(t, 1, s.Turn().Current, "failed calls change nothing")
	assert.Equal(t, 1, s.Turn().Dealer)
	assert.Zero(t, s.Turn().Passed)
	assert.Zero(t, s.Turn().Out)
	err := s.SetCurrent(3)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "seat 4 does not exist (this game has seats 1 to 3)", "errors number seats from 1")
}

func TestPassAndFinish(t *testing.T) {
	s := fixGame(t, 4, 1)
	require.NoError(t, s.Pass(2))
	require.NoError(t, s.Pass(2))
	assert.True(t, s.Turn().HasPassed(2))
	assert.False(t, s.Turn().HasPassed(1))
	assert.Equal(t, bit(2), s.Turn().Passed)

	place, err := s.FinishSeat(3)
	require.NoError(t, err)
	assert.Equal(t, 1, place)
	place, err = s.FinishSeat(0)
	require.NoError(t, err)
	assert.Equal(t, 2, place)
	place, err = s.FinishSeat(3)
	require.NoError(t, err)
	assert.Equal(t, 1, place, "a seat already out keeps its place")
	assert.Equal(t, []int{3, 0}, s.Turn().Order)
	assert.True(t, s.Turn().IsOut(3))
	assert.True(t, s.Turn().IsOut(0))
	assert.False(t, s.Turn().IsOut(1))
	assert.Equal(t, 2, s.ActiveSeats())

	// Advancing skips the seats that are out.
	require.NoError(t, s.SetCurrent(2))
	assert.Equal(t, 1, s.Advance(1))
	assert.Equal(t, 2, s.Advance(1))
	assert.Equal(t, 2, s.Advance(2))
}

func TestAdvanceAfterCurrentSeatFinishes(t *testing.T) {
	// Three seats; seat 2 is out already. Seat 3 plays its last card and a
	// skip: the turn must go to seat 1, the only one still playing.
	s := fixGame(t, 3, 1)
	_, err := s.FinishSeat(1)
	require.NoError(t, err)
	require.NoError(t, s.SetCurrent(2))
	_, err = s.FinishSeat(2)
	require.NoError(t, err)
	assert.Equal(t, 0, s.Advance(2))
	assert.False(t, s.Turn().IsOut(s.Turn().Current))
}
