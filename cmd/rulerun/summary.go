package main

import (
	"fmt"
	"io"
	"slices"
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
	WinRate      []float64 `json:"win_rate"` // by seat, of the games the seat took part in, all seat counts together
	Drawn        int       `json:"drawn"`
	// Lost counts the games lost by a seat and won by nobody, and
	// LossRate is each seat's share of losses (nil when none was).
	Lost       int       `json:"lost,omitempty"`
	LossRate   []float64 `json:"loss_rate,omitempty"`
	Unfinished int       `json:"unfinished,omitempty"`
	// BySeats is how the games of each number of seats went, fewest seats
	// first.
	BySeats []seatSummary `json:"by_seats"`
	// WhoWins is who wins the games greedy bots play, or nil when none
	// were played (a problem found, or validation stopped).
	WhoWins *whoWins `json:"who_wins,omitempty"`
}

// seatSummary is how the games of one number of seats went, as shares of
// those games.
type seatSummary struct {
	Seats      int       `json:"seats"`
	Games      int       `json:"games"`
	WinRate    []float64 `json:"win_rate"` // by seat
	DrawRate   float64   `json:"draw_rate"`
	Unfinished int       `json:"unfinished,omitempty"`
}

func summarize(s *check.Stats) *summary {
	out := &summary{MeanLength: s.Mean(), MedianLength: s.Median(), Drawn: s.Draws, Unfinished: s.Unfinished}
	out.Shortest, out.Longest = s.Lengths[0], s.Lengths[0]
	for _, n := range s.Lengths {
		out.Shortest, out.Longest = min(out.Shortest, n), max(out.Longest, n)
	}
	for seat := range s.Played {
		out.WinRate = append(out.WinRate, s.WinRate(seat))
		if s.Lost > 0 {
			out.LossRate = append(out.LossRate, share(s.Losses[seat], s.Played[seat]))
		}
	}
	out.Lost = s.Lost
	for seats, sc := range s.BySeats {
		ss := seatSummary{Seats: seats, Games: sc.Games, DrawRate: share(sc.Draws, sc.Games), Unfinished: sc.Unfinished}
		for _, w := range sc.Wins {
			ss.WinRate = append(ss.WinRate, shareOf(w, sc.Games))
		}
		out.BySeats = append(out.BySeats, ss)
	}
	slices.SortFunc(out.BySeats, func(a, b seatSummary) int { return a.Seats - b.Seats })
	return out
}

func share(k, n int) float64 { return shareOf(float64(k), n) }

// shareOf is k of n games, where k may count a shared win's part.
func shareOf(k float64, n int) float64 {
	if n == 0 {
		return 0
	}
	return k / float64(n)
}

// write adds the summary under a script's line: the lengths and the
// share drawn of validate's own games, which random bots play to check the
// rules, then who wins with greedy bots (the games of each number of
// seats are in the JSON). When most greedy games were drawn or
// unfinished, a note says so first, with the flag that helps.
func (s *summary) write(w io.Writer, width int) {
	games := 0
	for _, ss := range s.BySeats {
		games += ss.Games
	}
	if ww := s.WhoWins; ww != nil && ww.Seats > 1 && float64(ww.Games)*undecidedShare < ww.DrawRate*float64(ww.Games)+float64(ww.Unfinished) {
		fmt.Fprintln(w, wrapClauses("     most games were drawn or unfinished even with greedy bots: rulerun simulate --games 1000 "+
			"shows what ends them (a smaller --opt target=... for a long match)", width, "       "))
	}
	line := fmt.Sprintf("     length (random bots): mean %.1f moves, median %.1f, from %d to %d", s.MeanLength, s.MedianLength, s.Shortest, s.Longest)
	if games > 0 {
		line += "; " + noWinner(s.onlySeats()) + " " + pct(float64(s.Drawn)/float64(games))
	}
	if s.Lost > 0 && games > 0 {
		line += "; lost by a seat, won by nobody " + pct(float64(s.Lost)/float64(games))
	}
	if s.Unfinished > 0 {
		line += fmt.Sprintf("; stopped by a problem: %d", s.Unfinished)
	}
	fmt.Fprintln(w, wrapClauses(line, width, "       "))
	if s.WhoWins != nil {
		s.WhoWins.write(w, width)
	}
}

// wrapClauses breaks a line wider than width after its commas and
// semicolons, indenting the lines after the first; width 0 leaves it
// whole.
func wrapClauses(line string, width int, indent string) string {
	if width <= 0 || len(line) <= width {
		return line
	}
	var clauses []string
	start := 0
	for i := 0; i+1 < len(line); i++ {
		if (line[i] == ',' || line[i] == ';') && line[i+1] == ' ' {
			clauses = append(clauses, line[start:i+1])
			start = i + 2
		}
	}
	clauses = append(clauses, line[start:])
	var b strings.Builder
	col := 0
	for i, c := range clauses {
		switch {
		case i == 0:
		case col+1+len(c) > width && col > len(indent):
			b.WriteString("\n" + indent)
			col = len(indent)
		default:
			b.WriteString(" ")
			col++
		}
		b.WriteString(c)
		col += len(c)
	}
	return b.String()
}

// onlySeats is the number of seats of every game, when all had as many,
// else 0.
func (s *summary) onlySeats() int {
	if len(s.BySeats) != 1 {
		return 0
	}
	return s.BySeats[0].Seats
}
