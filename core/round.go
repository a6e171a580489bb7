package core

import (
	"fmt"
	"slices"
)

// NewRound starts the next round of a match. The round's scores are closed
// (as [State.EndRound] does); every card goes back to the start pile in deck
// order; the piles created during play are removed; every declared pile
// gets back its declared visibility and loses its extra viewers; and
// passes, the finishing order, the flow, the parts of the round
// ([RoundPart]) and what seats were shown are cleared. The
// dealer, the direction, the current seat, the variables and the log stay:
// the script deals next.
func (s *State) NewRound() {
	end := s.Clone()
	end.roundEnd = nil
	s.roundEnd = end
	s.EndRound()
	var gathered cardSet
	gathered.init(s.deck.Size())
	for id, p := range s.piles {
		if PileID(id) != s.start && len(p.Cards) > 0 {
			gathered.add(p.Cards)
			s.empty(PileID(id))
		}
	}
	if n := len(s.declared); len(s.piles) > n {
		s.piles = s.piles[:n:n]
		s.rebuildNames()
	}
	for id := range s.piles {
		if p := s.piles[id]; p.Vis != s.declared[id] || p.Viewers != 0 {
			p = s.mut(PileID(id))
			p.Vis, p.Viewers = s.declared[id], 0
		}
	}
	start := s.mut(s.start)
	gathered.add(start.Cards)
	start.Cards = gathered.appendSorted(start.Cards[:0])
	s.turn.Passed, s.turn.Out, s.turn.Order = 0, 0, nil
	if s.flow != nil {
		s.SetFlow(s.flow.Fresh())
	}
	s.dropRoundParts()
	s.known.forget()
}

// RoundEnd is the state as it was when a new round began during the move
// that made this state (the last trick still on the table, what each seat
// had been shown), or nil when no round began in it. A move that ends a
// round may narrate cards every seat saw before they were gathered; the
// leak audit of rulerun validate reads them here. It is not saved.
func (s *State) RoundEnd() *State { return s.roundEnd }

// empty takes every card out of a pile, without copying the cards of a
// pile the state shares.
func (s *State) empty(id PileID) {
	p := s.piles[id]
	if p.gen == s.gen {
		p.Cards = p.Cards[:0]
		return
	}
	c := *p
	c.Cards, c.gen = nil, s.gen
	s.piles[id] = &c
}

// rebuildNames makes the name index match the piles after some were
// removed.
func (s *State) rebuildNames() {
	s.names = make(map[string]PileID, len(s.piles))
	for i, p := range s.piles {
		s.names[p.Name] = PileID(i)
	}
	s.namesGen = s.gen
}

// MatchOver ends the game when a seat's total score has reached target:
// the winners are the seats with the lowest totals when lowestWins, else
// the highest, sharing the win on a tie. It reports whether the game ended.
func (s *State) MatchOver(target int, lowestWins bool) (bool, error) {
	if s.result.Over {
		return true, nil
	}
	reached := false
	for _, t := range s.score.Totals {
		reached = reached || t >= target
	}
	if !reached {
		return false, nil
	}
	best := s.score.Totals[0]
	for _, t := range s.score.Totals {
		if lowestWins && t < best || !lowestWins && t > best {
			best = t
		}
	}
	var winners []int
	for seat, t := range s.score.Totals {
		if t == best {
			winners = append(winners, seat)
		}
	}
	how := "highest"
	if lowestWins {
		how = "lowest"
	}
	return true, s.EndGame(winners, fmt.Sprintf("a total reached %d; the %s total wins", target, how))
}

// MatchPlayed ends the game after the last of a match's rounds rounds: the
// best total wins (the lowest when lowestWins), ties sharing the win.
func (s *State) MatchPlayed(rounds int, lowestWins bool) error {
	best := slices.Max(s.score.Totals)
	if lowestWins {
		best = slices.Min(s.score.Totals)
	}
	var winners []int
	for seat, t := range s.score.Totals {
		if t == best {
			winners = append(winners, seat)
		}
	}
	return s.EndGame(winners, PlayedReason(rounds))
}

// PlayedReason is the reason of a match ended by MatchPlayed.
func PlayedReason(rounds int) string {
	return fmt.Sprintf("the last of %d rounds was played; the best total wins", rounds)
}

// MatchFloor ends the game when a seat's total score has fallen to floor
// or below: the winners are the seats with the highest totals, sharing the
// win on a tie. It reports whether the game ended.
func (s *State) MatchFloor(floor int) (bool, error) {
	if s.result.Over {
		return true, nil
	}
	if slices.Min(s.score.Totals) > floor {
		return false, nil
	}
	best := slices.Max(s.score.Totals)
	var winners []int
	for seat, t := range s.score.Totals {
		if t == best {
			winners = append(winners, seat)
		}
	}
	return true, s.EndGame(winners, fmt.Sprintf("a total fell to %d; the highest total wins", floor))
}
