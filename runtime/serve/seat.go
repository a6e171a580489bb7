package serve

import (
	"errors"

	"github.com/rulerun/rulerun/runtime/engine"
)

// seat is one seat of a table: its secret, who plays it and its limit on
// moves.
type seat struct {
	secret  string
	held    bool // its owner plays it; otherwise its bot does
	bot     engine.Agent
	botName string
	limit   limiter // on moves
	checks  limiter // on moves checked without being played
	moves   moveMemory
}

// errNoSeat is a seat number the table does not have.
var errNoSeat = errors.New("no such seat")

// errWrongSecret is a secret that is not the seat's.
var errWrongSecret = errors.New("wrong secret for this seat")

// onlooker is the seat number of someone watching.
const onlooker = -1

// authorize checks the secret offered for a seat (onlooker for the watch
// link). The caller holds the lock.
func (t *Table) authorize(seatNo int, secret string) error {
	if seatNo == onlooker {
		if !sameSecret(secret, t.watch) {
			return errWrongSecret
		}
		return nil
	}
	if seatNo < 0 || seatNo >= len(t.seats) {
		return errNoSeat
	}
	if !sameSecret(secret, t.seats[seatNo].secret) {
		return errWrongSecret
	}
	return nil
}

// hold gives a seat to its owner (owner is true) or to its bot. Once a
// person holds every seat, the game starts (see start). The caller holds
// the lock.
func (t *Table) hold(seatNo int, owner bool) {
	s := t.seats[seatNo]
	if s.held == owner {
		return
	}
	s.held = owner
	t.botMoves = 0
	if owner && t.everySeatHeld() {
		t.started = true
	}
	t.changed()
}
