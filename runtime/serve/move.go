package serve

import (
	"errors"
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Refusal is a move the table would not play, and why: the rules' reason
// (naming the rule) or the table's. Nothing changed.
type Refusal struct {
	Move   string `json:"move"`
	Reason string `json:"reason"`
	// Rules are the texts of the rules the reason cites, from the server's
	// rule book, for the page to show on a click.
	Rules []Rule `json:"rules,omitempty"`
	// codes are the rule codes the refusal cites (engine.IllegalMove.Codes).
	codes []string
}

// Rule is one numbered rule: its code and its text.
type Rule struct {
	Code string `json:"code"`
	Text string `json:"text"`
}

// Error writes the refused move and the reason.
func (r *Refusal) Error() string { return fmt.Sprintf("move %q refused: %s", r.Move, r.Reason) }

// play reads a move a seat typed or clicked and plays it: read with the
// game's notation, checked and played once by the engine. A move the game
// will not take is a *Refusal and changes nothing; any other error is a
// failure of the rules. Then the bots look at the game. The caller holds the lock.
func (t *Table) play(seatNo int, text string) error {
	m, err := t.readMove(seatNo, text)
	if err != nil {
		return err
	}
	if err := t.game.PlayMove(seatNo, m); err != nil {
		var im *engine.IllegalMove
		if errors.As(err, &im) {
			return &Refusal{Move: text, Reason: im.Reason, codes: im.Codes}
		}
		return t.fail(err)
	}
	t.botMoves = 0
	t.changed()
	return nil
}

// check says whether the table would play a seat's move now, without
// playing it: nil, a *Refusal, or a failure of the rules. The caller holds
// the lock.
func (t *Table) check(seatNo int, text string) error {
	m, err := t.readMove(seatNo, text)
	if err != nil {
		return err
	}
	im, err := t.game.Check(seatNo, m)
	switch {
	case err != nil:
		return t.fail(err)
	case im != nil:
		return &Refusal{Move: text, Reason: im.Reason, codes: im.Codes}
	}
	return nil
}

// readMove reads a seat's move with the game's notation, once the table
// would take a move of the seat at all: the game started and goes on, the
// seat's owner plays it and may act now. The caller holds the lock.
func (t *Table) readMove(seatNo int, text string) (*notation.Move, error) {
	refuse := func(format string, args ...any) error {
		return &Refusal{Move: text, Reason: fmt.Sprintf(format, args...)}
	}
	switch {
	case t.failure != "":
		return nil, refuse("the game stopped: %s", t.failure)
	case !t.seats[seatNo].held:
		return nil, refuse("a bot plays your seat: take it back first")
	case t.final != nil || t.abandoned != "":
		return nil, refuse("the game is over")
	case !t.started:
		return nil, refuse("the game has not started: it waits for every seat to be joined, or for a player to press start")
	}
	d, err := t.game.ToAct()
	if err != nil {
		return nil, t.fail(err)
	}
	switch {
	case d.Over:
		return nil, refuse("the game is over")
	case seatNo != d.Seat && !slices.Contains(d.OutOfTurn(), seatNo):
		return nil, refuse("it is seat %d's turn, not yours", d.Seat+1)
	}
	m, err := engine.Parse(t.game, text)
	if err != nil {
		return nil, refuse("%v", err)
	}
	return m, nil
}

// fail stops the game on a failure of the rules: every view says why.
func (t *Table) fail(err error) error {
	t.failure = err.Error()
	t.changed()
	return fmt.Errorf("table %s: %w", t.id, err)
}

// cite adds to a refusal the texts of the rules its reason cites.
func (s *Server) cite(r *Refusal) {
	for _, code := range s.book.Known(r.codes) {
		r.Rules = append(r.Rules, Rule{Code: code, Text: s.book[code]})
	}
}
