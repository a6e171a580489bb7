package core

import "fmt"

// Teams are partnerships of seats, such as seats 0 and 2 against seats 1
// and 3: each team lists its seats (counted from 0), and every seat of a
// game belongs to exactly one. Partners score together: a team's points
// go to each of its seats, so that their totals stay equal, and a match
// won by the best total is won by every seat of the winning team.
type Teams [][]int

// Check refuses teams that do not share out seats seats: a seat outside
// the game, in two teams or in none, or an empty team.
func (t Teams) Check(seats int) error {
	seen := make([]bool, seats)
	for i, team := range t {
		if len(team) == 0 {
			return fmt.Errorf("team %d has no seat", i+1)
		}
		for _, s := range team {
			if s < 0 || s >= seats {
				return fmt.Errorf("team %d names seat %d, but seats are 1 to %d", i+1, s+1, seats)
			}
			if seen[s] {
				return fmt.Errorf("seat %d is in two teams", s+1)
			}
			seen[s] = true
		}
	}
	for s, ok := range seen {
		if !ok {
			return fmt.Errorf("seat %d is in no team", s+1)
		}
	}
	return nil
}

// Of is the index of seat's team, or -1 when no team holds it.
func (t Teams) Of(seat int) int {
	for i, team := range t {
		for _, s := range team {
			if s == seat {
				return i
			}
		}
	}
	return -1
}

// Solo is the teams of seats playing each for itself: one team a seat.
func Solo(seats int) Teams {
	t := make(Teams, seats)
	for s := range t {
		t[s] = []int{s}
	}
	return t
}

// AddTeamScore adds points (which may be negative) to every seat of team,
// in the current round and in its total.
func (s *State) AddTeamScore(team []int, points int) error {
	for _, seat := range team {
		if err := s.AddScore(seat, points); err != nil {
			return err
		}
	}
	return nil
}
