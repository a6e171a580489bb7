package check

import (
	"slices"

	"github.com/rulerun/rulerun/runtime/engine"
)

// outcome is how one self-played game ended.
type outcome struct {
	over    bool
	winners []int // 0-based seats; none for a drawn game
	losers  []int // 0-based seats of a game lost by them, won by nobody
}

func outcomeOf(g engine.Game) outcome {
	r := g.State().Result()
	return outcome{over: r.Over, winners: slices.Clone(r.Winners), losers: slices.Clone(r.Losers)}
}

// Stats sums up the self-played games a designer wants to see anyway: how
// long they are, who wins, and how often nobody does.
type Stats struct {
	Lengths []int // moves of each game, in game order
	// Wins counts the games each seat won, a win shared by k winners
	// counting 1/k to each (so that the shares of the games sum to the
	// games won, as simulate counts them), and Played the games each seat
	// took part in.
	Wins       []float64
	Played     []int
	Draws      int // games over without a winner or a loser
	Unfinished int // games stopped by a problem before they ended
	// Losses counts the games each seat lost, in games lost by some and
	// won by nobody, and Lost those games.
	Losses []int
	Lost   int
	// BySeats sums up the games of each number of seats apart: a seat's
	// chances in a game of two say nothing of its chances in a game of six.
	BySeats map[int]*SeatCount
}

// SeatCount sums up the games of one number of seats.
type SeatCount struct {
	Games      int
	Wins       []float64 // by seat; a win shared by k winners counts 1/k to each
	Draws      int
	Unfinished int
}

func (s *Stats) add(seats, moves int, end outcome) {
	s.addBySeats(seats, end)
	s.Lengths = append(s.Lengths, moves)
	for len(s.Played) < seats {
		s.Played, s.Wins, s.Losses = append(s.Played, 0), append(s.Wins, 0), append(s.Losses, 0)
	}
	s.addLosers(end)
	part := 1 / float64(max(1, len(end.winners)))
	for i := range seats {
		s.Played[i]++
	}
	switch {
	case !end.over:
		s.Unfinished++
	case len(end.winners) == 0 && len(end.losers) == 0:
		s.Draws++
	}
	for _, w := range end.winners {
		if w < len(s.Wins) {
			s.Wins[w] += part
		}
	}
}

// addLosers counts the losers of a game lost by them, won by nobody.
func (s *Stats) addLosers(end outcome) {
	if len(end.losers) > 0 {
		s.Lost++
	}
	for _, l := range end.losers {
		if l >= 0 && l < len(s.Losses) {
			s.Losses[l]++
		}
	}
}

func (s *Stats) addBySeats(seats int, end outcome) {
	if s.BySeats == nil {
		s.BySeats = map[int]*SeatCount{}
	}
	sc := s.BySeats[seats]
	if sc == nil {
		sc = &SeatCount{Wins: make([]float64, seats)}
		s.BySeats[seats] = sc
	}
	sc.Games++
	switch {
	case !end.over:
		sc.Unfinished++
	case len(end.winners) == 0 && len(end.losers) == 0:
		sc.Draws++
	}
	for _, w := range end.winners {
		if w >= 0 && w < seats {
			sc.Wins[w] += 1 / float64(len(end.winners))
		}
	}
}

// Mean is the mean game length in moves, 0 with no game.
func (s *Stats) Mean() float64 {
	if len(s.Lengths) == 0 {
		return 0
	}
	total := 0
	for _, n := range s.Lengths {
		total += n
	}
	return float64(total) / float64(len(s.Lengths))
}

// Median is the median game length in moves, 0 with no game.
func (s *Stats) Median() float64 {
	n := len(s.Lengths)
	if n == 0 {
		return 0
	}
	l := slices.Clone(s.Lengths)
	slices.Sort(l)
	if n%2 == 1 {
		return float64(l[n/2])
	}
	return float64(l[n/2-1]+l[n/2]) / 2
}

// WinRate is the share of the games seat (0-based) took part in that it won.
func (s *Stats) WinRate(seat int) float64 {
	if seat >= len(s.Played) || s.Played[seat] == 0 {
		return 0
	}
	return s.Wins[seat] / float64(s.Played[seat])
}
