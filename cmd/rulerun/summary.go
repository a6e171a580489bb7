package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/rulerun/rulerun/runtime/check"
)

// summary is what a designer wants to know of a batch of self-played games
// besides its problems.
type summary struct {
	MeanLength   float64   `json:"mean_length"`
	MedianLength float64   `json:"median_length"`
	Shortest     int       `json:"shortest"`
	Longest      int       `json:"longest"`
	WinRate      []float64 `json:"win_rate"` // by seat, of the games the seat took part in
	Drawn        int       `json:"drawn"`
	Unfinished   int       `json:"unfinished,omitempty"`
}

func summarize(s *check.Stats) *summary {
	out := &summary{MeanLength: s.Mean(), MedianLength: s.Median(), Drawn: s.Draws, Unfinished: s.Unfinished}
	out.Shortest, out.Longest = s.Lengths[0], s.Lengths[0]
	for _, n := range s.Lengths {
		out.Shortest, out.Longest = min(out.Shortest, n), max(out.Longest, n)
	}
	for seat := range s.Played {
		out.WinRate = append(out.WinRate, s.WinRate(seat))
	}
	return out
}

// write adds the summary under a script's line.
func (s *summary) write(w io.Writer) {
	fmt.Fprintf(w, "     length: mean %.1f moves, median %.1f, from %d to %d; drawn: %d", s.MeanLength, s.MedianLength, s.Shortest, s.Longest, s.Drawn)
	if s.Unfinished > 0 {
		fmt.Fprintf(w, "; stopped by a problem: %d", s.Unfinished)
	}
	fmt.Fprintln(w)
	var rates []string
	for seat, r := range s.WinRate {
		rates = append(rates, fmt.Sprintf("%d: %.0f%%", seat+1, 100*r))
	}
	fmt.Fprintf(w, "     wins by seat: %s\n", strings.Join(rates, ", "))
}
