package engine

import "fmt"

// raceOrder returns the seats that may act out of turn in an order drawn
// from the game's seed and the number of moves made: a function of the game
// alone, so that a replay makes the same race, and one that favours no seat
// by its number. It does not change the game.
func raceOrder(g Game, seats []int) []int {
	st := g.State()
	x := st.Seed()*0x9e3779b97f4a7c15 + uint64(st.MovesLen())*0xbf58476d1ce4e5b9 + 1
	out := append([]int(nil), seats...)
	for i := len(out) - 1; i > 0; i-- {
		x ^= x >> 30
		x *= 0xbf58476d1ce4e5b9
		x ^= x >> 27
		x *= 0x94d049bb133111eb
		x ^= x >> 31
		j := int(x % uint64(i+1))
		out[i], out[j] = out[j], out[i]
	}
	return out
}

// race runs a decision whose seat to decide races the seats out of turn
// (Decision.Races): every seat is offered the move in the race's order,
// drawn as for any race unless the rules give it, the seat to decide last
// in a given order; the seats before it may decline, and it must decide.
func race(g Game, agents []Agent, d Decision, others []int) (int, error) {
	order := append(append(make([]int, 0, len(others)+1), others...), d.Seat)
	if !d.Ordered {
		order = raceOrder(g, order)
	}
	for _, seat := range order {
		made, err := offer(g, agents[seat], seat, seat != d.Seat)
		if err != nil || made {
			return boolInt(made), err
		}
		if seat == d.Seat {
			return 0, &ScriptError{Msg: fmt.Sprintf("seat %d must decide but has no legal move (the rules name it to decide, and find no move of it legal)", d.Seat+1)}
		}
	}
	return 0, nil
}
