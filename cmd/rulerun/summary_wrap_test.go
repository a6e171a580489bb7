package main

import (
	"bytes"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestSummaryWrapsBetweenClauses: validate's summary, at 100 columns and
// narrower, breaks between clauses, never inside one such as "drawn 0.0%"
// (#32 item 11); a pipe gets each line whole.
func TestSummaryWrapsBetweenClauses(t *testing.T) {
	s := &summary{MeanLength: 212.5, MedianLength: 200, Shortest: 90, Longest: 400, BySeats: []seatSummary{
		{Seats: 6, Games: 2000, WinRate: []float64{0.171, 0.162, 0.168, 0.165, 0.166, 0.168}, DrawRate: 0},
	}, WhoWins: &whoWins{Bots: "greedy", Seats: 6, Games: 48, WinRate: []float64{0.171, 0.162, 0.168, 0.165, 0.166, 0.168}}}
	for _, width := range []int{60, 100} {
		var out bytes.Buffer
		s.write(&out, width)
		for _, line := range strings.Split(strings.TrimRight(out.String(), "\n"), "\n") {
			assert.LessOrEqual(t, len(line), width, "%q", line)
			assert.NotRegexp(t, `drawn$|: $|seat$`, line, "a clause cut in two")
		}
		assert.Contains(t, out.String(), "drawn 0.0%")
	}
	var out bytes.Buffer
	s.write(&out, 0)
	assert.Equal(t, 2, strings.Count(out.String(), "\n"), "a pipe gets each line whole")
}
