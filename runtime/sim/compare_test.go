package sim

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// summaryOf sums up games of the given lengths.
func summaryOf(lengths ...int) *Summary {
	s := NewSummary()
	for _, n := range lengths {
		s.Add(Record{Seats: 2, Moves: n, Winners: []int{1}})
	}
	return s
}

func repeat(n, times int) []int {
	out := make([]int, times)
	for i := range out {
		out[i] = n
	}
	return out
}

// TestLengthChangeStaysPossible checks that the interval of a length change
// never reaches below -100%, even when the shorter games vary a lot (a
// normal interval of the difference gave -103% for the trial's variant).
func TestLengthChangeStaysPossible(t *testing.T) {
	tests := []struct {
		name  string
		a, b  []int
		known bool
		real  bool
	}{
		{"much shorter, very uneven", repeat(45, 20), append(repeat(0, 19), 100), true, true},
		{"same", []int{3, 4, 5, 6}, []int{3, 4, 5, 6}, true, false},
		{"twice as long", repeat(3, 10), repeat(6, 10), true, true},
		{"no moves at all", repeat(45, 20), repeat(0, 20), false, false},
		{"one game", []int{5}, []int{6, 7}, false, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := LengthChange(summaryOf(tt.a...), summaryOf(tt.b...))
			assert.Equal(t, tt.known, d.Known)
			assert.Equal(t, tt.real, d.Real)
			assert.GreaterOrEqual(t, d.Lo, -1.0)
			assert.LessOrEqual(t, d.Lo, d.Change)
			assert.GreaterOrEqual(t, d.Hi, d.Change)
		})
	}
}

// TestRateChangeStaysPossible checks that a difference of rates stays
// within -100 to +100 points, and that rates of 0 and 1 still get an
// interval of some width.
func TestRateChangeStaysPossible(t *testing.T) {
	tests := []struct {
		k1, n1, k2, n2 float64
		real           bool
	}{
		{1, 50, 10, 10, true},
		{20, 20, 0, 20, true},
		{0, 20, 0, 20, false},
		{5, 10, 6, 10, false},
		{400, 1000, 460, 1000, true},
	}
	for _, tt := range tests {
		d := RateChange(tt.k1, tt.n1, tt.k2, tt.n2)
		require.True(t, d.Known)
		assert.Equal(t, tt.real, d.Real, "%v", tt)
		assert.GreaterOrEqual(t, d.Lo, -1.0, "%v", tt)
		assert.LessOrEqual(t, d.Hi, 1.0, "%v", tt)
		assert.Less(t, d.Lo, d.Hi, "%v: an interval of some width", tt)
		assert.InDelta(t, tt.k2/tt.n2-tt.k1/tt.n1, d.Change, 1e-12)
	}
}

func FuzzRateChange(f *testing.F) {
	f.Add(uint16(1), uint16(50), uint16(10), uint16(10))
	f.Add(uint16(0), uint16(1), uint16(1), uint16(1))
	f.Fuzz(func(t *testing.T, k1, n1, k2, n2 uint16) {
		if n1 == 0 || n2 == 0 {
			return
		}
		k1, k2 = min(k1, n1), min(k2, n2)
		d := RateChange(float64(k1), float64(n1), float64(k2), float64(n2))
		assert.True(t, d.Lo >= -1-1e-12 && d.Hi <= 1+1e-12 && d.Lo <= d.Change && d.Change <= d.Hi, "%+v", d)
	})
}

func FuzzLengthChange(f *testing.F) {
	f.Add([]byte{45, 45, 45}, []byte{0, 0, 100})
	f.Fuzz(func(t *testing.T, a, b []byte) {
		sa, sb := NewSummary(), NewSummary()
		for _, n := range a {
			sa.Add(Record{Moves: int(n)})
		}
		for _, n := range b {
			sb.Add(Record{Moves: int(n)})
		}
		d := LengthChange(sa, sb)
		if !d.Known {
			return
		}
		assert.False(t, math.IsNaN(d.Lo) || math.IsNaN(d.Hi))
		assert.True(t, d.Lo >= -1 && d.Lo <= d.Change && d.Change <= d.Hi, "%+v", d)
	})
}
