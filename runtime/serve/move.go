package serve

import (
	"errors"
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/runtime/engine"
)

// Refusal is a move the table would not play, and why: the rules' reason
// (naming the rule) or the table's. Nothing changed.
type Refusal struct {
	Move   string `json:"move"`
	Reason string `json:"reason"`
}

// Error writes the refused move and the reason.
func (r *Refusal) Error() string { return fmt.Sprintf("move %q refused: %s", r.Move, r.Reason) }

// play reads a move a seat typed or clicked and plays it: read with the
// game's notation, checked and played once by the engine. A move the game
// will not take is a *Refusal and changes nothing; any other error is a
// failure of the rules. Then the bots look at the game. The caller holds the lock.
func (t *Table) play(seatNo int, text string) error {
	refuse := func(format string, args ...any) error {
		return &Refusal{Move: text, Reason: fmt.Sprintf(format, args...)}
	}
	if t.failure != "" {
		return refuse("the game stopped: %s", t.failure)
	}
	if !t.seats[seatNo].held {
		return refuse("a bot plays your seat: take it back first")
	}
	if t.final != nil {
		return refuse("the game is over")
	}
	if !t.started {
		return refuse("the game has not started: it waits for every seat to be joined, or for a player to press start")
	}
	d, err := t.game.ToAct()
	if err != nil {
		return t.fail(err)
	}
	switch {
	case d.Over:
		return refuse("the game is over")
	case seatNo != d.Seat && !slices.Contains(d.OutOfTurn(), seatNo):
		return refuse("it is seat %d's turn, not yours", d.Seat+1)
	}
	m, err := engine.Parse(t.game, text)
	if err != nil {
		return refuse("%v", err)
	}
	if err := t.game.PlayMove(seatNo, m); err != nil {
		var im *engine.IllegalMove
		if errors.As(err, &im) {
			return &Refusal{Move: text, Reason: im.Reason}
		}
		return t.fail(err)
	}
	t.botMoves = 0
	t.changed()
	return nil
}

// fail stops the game on a failure of the rules: every view says why.
func (t *Table) fail(err error) error {
	t.failure = err.Error()
	t.changed()
	return fmt.Errorf("table %s: %w", t.id, err)
}
