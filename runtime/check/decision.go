package check

import (
	"errors"
	"fmt"
	"math/rand/v2"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// checkDecision checks the moves offered to every seat that may act: each
// listed move is accepted when played, the seat to decide has one, no
// move or status line names a card the seat cannot see, and every complete
// verb lists each move its check accepts. The rules' standings, which
// bots read, must answer too. It returns the legal moves of the seat to
// decide.
func (v *worker) checkDecision(g engine.Game, d engine.Decision, rng *rand.Rand) (int, error) {
	if s, ok := g.(engine.Stander); ok {
		if _, err := s.Standings(); err != nil {
			return 0, err
		}
	}
	choices := 0
	for _, seat := range append([]int{d.Seat}, d.OutOfTurn()...) {
		moves, err := g.Moves(seat)
		if err != nil {
			return 0, err
		}
		if seat == d.Seat {
			choices = len(moves)
		}
		if seat == d.Seat && len(moves) == 0 {
			return 0, &engine.ScriptError{Msg: fmt.Sprintf("seat %d must decide but has no legal move (to_act names it, and no verb's generator proposes a move its check accepts)", seat+1)}
		}
		if err := v.checkListed(g, seat, moves); err != nil {
			return 0, err
		}
		if err := v.checkShown(g, seat, moves); err != nil {
			return 0, err
		}
		if err := v.checkComplete(g, d, seat, moves, rng); err != nil {
			return 0, err
		}
	}
	return choices, nil
}

// checkListed plays every listed move on a copy of the game: a move that
// passed its check must also apply, and no move is listed twice (a menu
// that offers it twice, a random bot that plays it twice as often).
func (v *worker) checkListed(g engine.Game, seat int, moves []*notation.Move) error {
	seen := make(map[string]bool, len(moves))
	for _, m := range moves {
		text := format(g, m)
		if seen[text] {
			return &engine.ScriptError{Msg: fmt.Sprintf("the move %q is listed twice for seat %d: a verb's generate adds a move its declaration (or another generate) lists already; "+
				"a declared verb lists its own moves, so give generate only the moves the declaration does not", text, seat+1)}
		}
		seen[text] = true
		if back, err := parse(g, text); err != nil || !back.Equal(m) {
			return fmt.Errorf("the move %q does not read back as itself (%w): please report this rulerun bug", text, err)
		}
		if err := g.Copy().PlayMove(seat, m); err != nil {
			var im *engine.IllegalMove
			if errors.As(err, &im) {
				return &engine.IllegalMove{File: im.File, Line: im.Line, Seat: seat, Move: text,
					Reason: fmt.Sprintf("verbs.%s.check accepts %q for seat %d but apply rejects it: %s", v.rules.Describe().Verbs[m.Verb].Name, text, seat+1, im.Reason)}
			}
			return err
		}
	}
	return nil
}
