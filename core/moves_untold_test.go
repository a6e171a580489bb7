package core

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixRecorded records moves on s, one a letter of how: "s" by seat alone
// (RecordSeat), "t" with a text (RecordMove); the i-th move is seat i%3's.
// It returns the records they read as.
func fixRecorded(s *State, how string, from int) []MoveRecord {
	var want []MoveRecord
	for i, c := range how {
		seat := (from + i) % 3
		if c == 's' {
			s.RecordSeat(seat)
			want = append(want, MoveRecord{Seat: seat})
			continue
		}
		text := fmt.Sprintf("move %d", from+i)
		s.RecordMove(seat, text)
		want = append(want, MoveRecord{Seat: seat, Move: text})
	}
	return want
}

func TestMovesRecordedBySeatReadInOrder(t *testing.T) {
	long := ""
	for range untoldRoom + chunkLen + 3 {
		long += "s"
	}
	for _, how := range []string{"", "s", "t", "st", "ts", "sst", "tssts", "sssssssssssssssssssst", long, long + "t" + long} {
		t.Run(fmt.Sprint(len(how)), func(t *testing.T) {
			s := fixGame(t, 3, 1)
			want := fixRecorded(s, how, 0)
			require.Equal(t, len(how), s.MovesLen())
			for n := -1; n <= len(how)+1; n++ {
				exp := want[min(max(n, 0), len(want)):]
				if len(exp) == 0 {
					exp = nil
				}
				assert.Equal(t, exp, s.MovesSince(n), "since %d", n)
			}
			if len(want) == 0 {
				want = nil
			}
			assert.Equal(t, want, s.Moves())
		})
	}
}

func TestClonesRecordBySeatIndependently(t *testing.T) {
	for _, how := range []string{"s", "ssst", "tsss"} {
		t.Run(how, func(t *testing.T) {
			s := fixGame(t, 3, 1)
			base := fixRecorded(s, how, 0)
			c := s.Clone()
			inS := fixRecorded(s, "ss", len(how))
			inC := fixRecorded(c, "sts", len(how)+5)
			assert.Equal(t, append(append([]MoveRecord{}, base...), inS...), s.Moves())
			assert.Equal(t, append(append([]MoveRecord{}, base...), inC...), c.Moves())
		})
	}
}

func TestMovesRecordedBySeatAreSaved(t *testing.T) {
	s := fixGame(t, 3, 1)
	want := fixRecorded(s, "tsst", 0)
	data, err := json.Marshal(s)
	require.NoError(t, err)
	back, err := Restore(data, s.Deck())
	require.NoError(t, err)
	assert.Equal(t, want, back.Moves())
}

// BenchmarkRecordSeat measures a playout's moves recorded by seat on a
// clone: allocations per move, as a search bot's imagined game makes them.
func BenchmarkRecordSeat(b *testing.B) {
	s := fixGame(b, 4, 1)
	fixRecorded(s, "ttttt", 0)
	b.ReportAllocs()
	for b.Loop() {
		c := s.Clone()
		for i := range 80 {
			c.RecordSeat(i % 4)
		}
	}
}
