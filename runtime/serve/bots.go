package serve

import (
	"fmt"
)

// maxBotMoves bounds the moves bots make in a row between two moves of
// people, so that rules whose bots never end cannot hold a table forever.
const maxBotMoves = 100_000

// runBots lets the bots play the seats nobody holds, after people: first
// the bots that may act out of turn (each may decline), then the bot whose
// seat must decide, until a person must decide or the game ends. Nothing
// moves before someone joined. The caller holds the lock.
func (t *Table) runBots() {
	for range maxBotMoves {
		if !t.started || t.failure != "" {
			return
		}
		moved, err := t.botStep()
		if err != nil {
			t.failure = err.Error()
			return
		}
		if !moved {
			return
		}
	}
	t.failure = fmt.Sprintf("the bots made %d moves in a row without the game ending or a person's turn", maxBotMoves)
}

// botStep makes one bot move, when a bot may or must move now.
func (t *Table) botStep() (bool, error) {
	d, err := t.game.ToAct()
	if err != nil || d.Over {
		return false, err
	}
	for _, s := range d.OutOfTurn() {
		if moved, err := t.botMove(s, true); moved || err != nil {
			return moved, err
		}
	}
	moved, err := t.botMove(d.Seat, false)
	if err == nil && !moved && !t.seats[d.Seat].held {
		err = fmt.Errorf("seat %d must decide but its bot finds no legal move", d.Seat+1)
	}
	return moved, err
}

// botMove offers a seat's bot a move, when a bot plays the seat.
func (t *Table) botMove(seatNo int, optional bool) (bool, error) {
	s := t.seats[seatNo]
	if s.held {
		return false, nil
	}
	m, ok, err := s.bot.Choose(t.game, seatNo, optional)
	if err != nil || !ok {
		return false, err
	}
	if err := t.game.PlayMove(seatNo, m); err != nil {
		return false, fmt.Errorf("the bot of seat %d: %w", seatNo+1, err)
	}
	return true, nil
}
