package core

import "fmt"

// Score is the scoring of a match: each seat's total and the points of each
// finished round.
type Score struct {
	Totals []int   `json:"totals"` // total per seat
	Rounds [][]int `json:"rounds"` // points per seat of each finished round
	Round  []int   `json:"round"`  // points per seat in the current round
}

// Score returns the scores (read only).
func (s *State) Score() *Score { return &s.score }

// AddScore adds points (which may be negative) to a seat, in the current round
// and in its total.
func (s *State) AddScore(seat, points int) error {
	if err := s.checkSeat(seat); err != nil {
		return err
	}
	s.score.Totals[seat] += points
	s.score.Round[seat] += points
	return nil
}

// EndRound closes the current round's scores and starts a new round at zero.
func (s *State) EndRound() {
	s.score.Rounds = append(s.score.Rounds, s.score.Round)
	s.score.Round = make([]int, s.seats)
}

// MaxRounds is the most rounds a match may have: each keeps its scores.
const MaxRounds = 10_000

// RoundNumber is the number of the current round, 1 for the first.
func (s *State) RoundNumber() int { return len(s.score.Rounds) + 1 }

// Result is how a game ended.
type Result struct {
	Over    bool  `json:"over"`
	Draw    bool  `json:"draw"`    // ended without a winner or a loser
	Winners []int `json:"winners"` // winning seats (several share a win)
	// Losers are the seats that lost a game that names its losers
	// (EndGameLost), with no winner; nil in a game won or drawn.
	Losers []int  `json:"losers,omitempty"`
	Reason string `json:"reason"` // why it ended, in the script's words
	// Codes are the rule codes the reason cites, in order, as data: given
	// with it (EndGame), read from it when a save is restored. Read only.
	Codes []string `json:"-"`
}

// Result returns the result so far (read only).
func (s *State) Result() *Result { return &s.result }

// EndGame ends the game with the given winners; none means a draw.
//
// codes are the rule codes reason cites.
func (s *State) EndGame(winners []int, reason string, codes ...string) error {
	if s.result.Over {
		return fmt.Errorf("the game is already over")
	}
	for _, w := range winners {
		if err := s.checkSeat(w); err != nil {
			return err
		}
	}
	s.result = Result{Over: true, Draw: len(winners) == 0, Winners: append([]int(nil), winners...), Reason: reason, Codes: codes}
	return nil
}

// NameWinners makes winners the winners of a game already over (a match
// whose winners the script names as it ends); none is a draw unless the
// game has losers.
func (s *State) NameWinners(winners []int) error {
	if !s.result.Over {
		return fmt.Errorf("the game is not over: it has no winners yet")
	}
	if err := s.checkSeats(winners); err != nil {
		return err
	}
	s.result.Winners = append([]int(nil), winners...)
	s.result.Draw = len(winners) == 0 && len(s.result.Losers) == 0
	return nil
}

// NameLosers makes losers (seats from 0) the losers of the game, once it
// is over: a match whose losers a rule names at its end (a function of
// the script's). A game lost by some seats and won by nobody is no draw.
func (s *State) NameLosers(losers []int) error {
	if !s.result.Over {
		return fmt.Errorf("the game is not over: it has no losers yet")
	}
	if err := s.checkSeats(losers); err != nil {
		return err
	}
	s.result.Losers = append([]int(nil), losers...)
	s.result.Draw = len(s.result.Winners) == 0 && len(losers) == 0
	return nil
}

// checkSeats refuses a list of seats with one that is not a seat.
func (s *State) checkSeats(seats []int) error {
	for _, seat := range seats {
		if err := s.checkSeat(seat); err != nil {
			return err
		}
	}
	return nil
}

// EndGameLost ends the game lost by losers, won by nobody: a game with a
// loser and no winner (the seat left holding the odd card). It is no
// draw.
//
// codes are the rule codes reason cites.
func (s *State) EndGameLost(losers []int, reason string, codes ...string) error {
	if len(losers) == 0 {
		return fmt.Errorf("a game lost names its losers")
	}
	for _, l := range losers {
		if err := s.checkSeat(l); err != nil {
			return err
		}
	}
	if err := s.EndGame(nil, reason, codes...); err != nil {
		return err
	}
	s.result.Draw, s.result.Losers = false, append([]int(nil), losers...)
	return nil
}

// StartMatchAt puts a match in progress, for a test that starts there:
// round becomes the current round (the earlier ones finished, with zero
// points), the seats' totals become totals, as if carried over from earlier
// play, and the current round's points start at zero.
func (s *State) StartMatchAt(round int, totals []int) error {
	if round < 1 || round > MaxRounds {
		return fmt.Errorf("round %d: rounds count from 1 to %d", round, MaxRounds)
	}
	if len(totals) != s.seats {
		return fmt.Errorf("%d totals for %d seats", len(totals), s.seats)
	}
	s.score.Totals = append([]int(nil), totals...)
	s.score.Rounds = make([][]int, round-1)
	for i := range s.score.Rounds {
		s.score.Rounds[i] = make([]int, s.seats)
	}
	s.score.Round = make([]int, s.seats)
	return nil
}
