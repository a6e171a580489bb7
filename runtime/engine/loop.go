package engine

import "fmt"

// Step runs one decision of the engine loop: first the seats that may act out
// of turn (each may decline), then the seat that must decide. It returns the
// number of moves made. When several seats may act out of turn, the race is
// theirs in the order the rules give when they declare one
// (Decision.Ordered), else in an order drawn from the game's seed and the
// moves made so far: the same game gives the same order, and no seat is
// favoured by its number.
func Step(g Game, agents []Agent) (int, error) {
	d, err := g.ToAct()
	if err != nil || d.Over {
		return 0, err
	}
	return StepDecision(g, agents, d)
}

// StepDecision runs decision d as Step does, for a loop that has just
// asked g.ToAct for it (and looked at it) on the game as it stands: the
// decision is not asked twice.
func StepDecision(g Game, agents []Agent, d Decision) (int, error) {
	others := d.OutOfTurn()
	if d.Races && len(others) > 0 {
		return race(g, agents, d, others)
	}
	if !d.Ordered && len(others) > 1 {
		others = raceOrder(g, others)
	}
	for _, seat := range others {
		made, err := offer(g, agents[seat], seat, true)
		if err != nil || made {
			return boolInt(made), err
		}
	}
	made, err := offer(g, agents[d.Seat], d.Seat, false)
	if err == nil && !made {
		err = &ScriptError{Msg: fmt.Sprintf("seat %d must decide but has no legal move (the rules name it to decide, and find no move of it legal)", d.Seat+1)}
	}
	return boolInt(made), err
}

func offer(g Game, a Agent, seat int, optional bool) (bool, error) {
	m, ok, err := a.Choose(g, seat, optional)
	if err != nil || !ok {
		return false, err
	}
	return true, g.PlayMove(seat, m)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// SelfPlay plays a game to its end with the given agents, one per seat. It
// stops with an error after maxMoves moves. It returns the moves made.
func SelfPlay(g Game, agents []Agent, maxMoves int) (int, error) {
	moves := 0
	for {
		d, err := g.ToAct()
		if err != nil {
			return moves, err
		}
		if d.Over {
			return moves, nil
		}
		if moves >= maxMoves {
			return moves, fmt.Errorf("the game did not end within %d moves", maxMoves)
		}
		n, err := StepDecision(g, agents, d)
		moves += n
		if err != nil {
			return moves, err
		}
	}
}
