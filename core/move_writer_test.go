package core

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countingWriter writes moves as "move N" and counts how often it wrote.
type countingWriter struct{ wrote int }

func (w *countingWriter) MoveText(move any) string {
	w.wrote++
	return fmt.Sprintf("move %d", move.(int))
}

func TestAMoveRecordedToBeWrittenIsWrittenWhenRead(t *testing.T) {
	s := fixGame(t, 2, 1)
	w := &countingWriter{}
	s.RecordMove(0, "pass")
	s.RecordMoveOf(1, w, 7)
	c := s.Clone()
	s.RecordMoveOf(0, w, 8)
	assert.Zero(t, w.wrote, "nothing is written until a move is read")
	assert.Equal(t, 3, s.MovesLen())

	want := []MoveRecord{{Seat: 0, Move: "pass"}, {Seat: 1, Move: "move 7"}, {Seat: 0, Move: "move 8"}}
	assert.Equal(t, want, s.Moves())
	assert.Equal(t, want[1:], s.MovesSince(1))
	assert.Equal(t, want[:2], c.Moves(), "a copy reads the moves made before it")

	data, err := json.Marshal(s)
	require.NoError(t, err)
	back, err := Restore(data, s.Deck())
	require.NoError(t, err)
	assert.Equal(t, want, back.Moves(), "a saved game keeps the moves' texts")
}
