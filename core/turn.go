package core

// Turn is the seating and turn order of a game: whose turn it is, the
// direction of play, the dealer, the seats that have passed in the current
// trick and the seats that are out (finished), in finishing order.
type Turn struct {
	Current int    `json:"current"` // seat whose turn it is
	Dir     int    `json:"dir"`     // +1 clockwise (increasing seat), -1 counterclockwise
	Dealer  int    `json:"dealer"`  // the dealer's seat
	Passed  uint64 `json:"passed"`  // bit i: seat i has passed in this trick
	Out     uint64 `json:"out"`     // bit i: seat i is out of play (finished)
	Order   []int  `json:"order"`   // finishing order, first place first
}

func bit(seat int) uint64 { return 1 << uint(seat) }

// IsOut reports whether a seat has finished.
func (t *Turn) IsOut(seat int) bool { return t.Out&bit(seat) != 0 }

// HasPassed reports whether a seat has passed in the current trick.
func (t *Turn) HasPassed(seat int) bool { return t.Passed&bit(seat) != 0 }

// NextSeat returns the seat after from in the direction of play, steps times,
// skipping seats that are out. It returns from when every other seat is out.
func (s *State) NextSeat(from, steps int) int {
	n := s.seats
	seat := from
	for range steps {
		for i := 1; i <= n; i++ {
			cand := ((seat+i*s.turn.Dir)%n + n) % n
			if !s.turn.IsOut(cand) || cand == seat {
				seat = cand
				break
			}
		}
	}
	return seat
}

// NextActive returns the next seat after from in the direction of play that is
// neither out nor has passed in this trick, or -1 when there is none.
func (s *State) NextActive(from int) int {
	n := s.seats
	for i := 1; i <= n; i++ {
		cand := ((from+i*s.turn.Dir)%n + n) % n
		if !s.turn.IsOut(cand) && !s.turn.HasPassed(cand) {
			return cand
		}
	}
	return -1
}

// Turn returns the turn order (read only).
func (s *State) Turn() *Turn { return &s.turn }

// SetCurrent makes it seat's turn.
func (s *State) SetCurrent(seat int) error {
	if err := s.checkSeat(seat); err != nil {
		return err
	}
	s.turn.Current = seat
	return nil
}

// Advance passes the turn to the next seat (skipping seats that are out),
// steps times, and returns the new current seat.
func (s *State) Advance(steps int) int {
	s.turn.Current = s.NextSeat(s.turn.Current, steps)
	return s.turn.Current
}

// Reverse turns the direction of play around.
func (s *State) Reverse() { s.turn.Dir = -s.turn.Dir }

// SetDirection sets the direction of play: +1 clockwise, -1 counterclockwise.
func (s *State) SetDirection(dir int) {
	if dir < 0 {
		s.turn.Dir = -1
	} else {
		s.turn.Dir = 1
	}
}

// SetDealer records the dealer's seat.
func (s *State) SetDealer(seat int) error {
	if err := s.checkSeat(seat); err != nil {
		return err
	}
	s.turn.Dealer = seat
	return nil
}

// Pass marks a seat as having passed in the current trick.
func (s *State) Pass(seat int) error {
	if err := s.checkSeat(seat); err != nil {
		return err
	}
	s.turn.Passed |= bit(seat)
	return nil
}

// ClearPasses starts a new trick: no seat has passed.
func (s *State) ClearPasses() { s.turn.Passed = 0 }

// FinishSeat takes a seat out of play and gives it the next finishing place,
// which it returns (1 for first). A seat already out keeps its place.
func (s *State) FinishSeat(seat int) (int, error) {
	if err := s.checkSeat(seat); err != nil {
		return 0, err
	}
	for i, o := range s.turn.Order {
		if o == seat {
			return i + 1, nil
		}
	}
	s.turn.Out |= bit(seat)
	s.turn.Order = append(s.turn.Order, seat)
	return len(s.turn.Order), nil
}

// SitOut takes a seat out of play for the rest of the round, with no
// finishing place (a partner sitting out a hand its partner plays alone):
// the turn passes it by; a new round brings it back.
func (s *State) SitOut(seat int) error {
	if err := s.checkSeat(seat); err != nil {
		return err
	}
	s.turn.Out |= bit(seat)
	return nil
}

// ActiveSeats counts the seats that are not out.
func (s *State) ActiveSeats() int {
	n := 0
	for i := range s.seats {
		if !s.turn.IsOut(i) {
			n++
		}
	}
	return n
}
