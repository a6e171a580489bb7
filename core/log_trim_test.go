package core

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTrimLog(t *testing.T) {
	tests := []struct {
		name      string
		lines     []int // the length of each line said, oldest first
		maxEvents int
		maxBytes  int
		dropped   int
	}{
		{"within both bounds", []int{10, 10, 10}, 5, 100, 0},
		{"too many events", []int{1, 1, 1, 1, 1}, 3, 100, 2},
		{"too many bytes", []int{40, 40, 40}, 10, 100, 1},
		{"the newest event is kept however long", []int{10, 500}, 10, 100, 1},
		{"across chunks", make40(50), 20, 1 << 20, 30},
		{"empty", nil, 3, 100, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := &State{}
			for i, n := range tt.lines {
				s.Say(strings.Repeat(string(rune('a'+i%26)), n))
			}
			before := s.Log()
			assert.Equal(t, tt.dropped, s.TrimLog(tt.maxEvents, tt.maxBytes))
			require.Equal(t, len(tt.lines)-tt.dropped, s.LogLen())
			assert.Equal(t, before[tt.dropped:], s.Log(), "the newest events are kept, in order")
			s.Say("next")
			assert.Equal(t, "next", s.LogSince(s.LogLen() - 1)[0].Text, "the log goes on after a trim")
		})
	}
}

func make40(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = 40
	}
	return out
}
