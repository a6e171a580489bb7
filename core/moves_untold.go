package core

// The moves of a game a bot imagines: recorded by seat alone, with no text
// (RecordSeat), as no one reads them, only how many there were and whose
// they were. They cost a byte each, in one small block a playout fills,
// where a MoveRecord in the history costs some sixty.

// untoldRoom is the room the first move recorded by seat makes: a playout
// to the end of most games fits.
const untoldRoom = 128

// RecordSeat appends an accepted move of seat whose text no one reads (a
// move of a game a bot imagines). It counts as a move like any other; it
// reads as a MoveRecord of the seat with no text.
func (s *State) RecordSeat(seat int) {
	if len(s.untold) == cap(s.untold) {
		s.untold = append(make([]int8, 0, max(2*cap(s.untold), untoldRoom)), s.untold...)
	}
	s.untold = append(s.untold, int8(seat))
}

// recordUntold moves the moves recorded by seat to the history, before a
// move with a text, so that the moves stay in order.
func (s *State) recordUntold() {
	for _, seat := range s.untold {
		s.moves.add(MoveRecord{Seat: int(seat)})
	}
	s.untold = nil
}

// movesSince returns a copy of the moves from index n on, written.
func (s *State) movesSince(n int) []MoveRecord {
	out := writtenMoves(s.moves.since(n))
	told := s.moves.len()
	for _, seat := range s.untold[min(max(n-told, 0), len(s.untold)):] {
		out = append(out, MoveRecord{Seat: int(seat)})
	}
	return out
}
