package bots

import (
	"errors"

	"github.com/rulerun/rulerun/runtime/engine"
)

// The calls a greedy bot makes as a player who knows the rules would: it
// makes the call its rules ask for when it may (else another seat may
// catch it), and catches a missed call (another seat then draws). Both
// follow from one look ahead: after a move, the other seats that may act
// out of turn answer with their worst move for the bot, and the bot weighs
// the move by that answer.

// worstReply is seat's value of game c (value), or less when another seat
// that may act out of turn now has a move that lowers it: the lowest value
// after one such move.
func worstReply(c engine.Game, seat int, value func(engine.Game) (float64, error)) (float64, error) {
	v, err := value(c)
	if err != nil {
		return 0, err
	}
	d, err := c.ToAct()
	if err != nil || d.Over {
		return v, err
	}
	for _, o := range d.OutOfTurn() {
		if o == seat {
			continue
		}
		moves, err := c.Moves(o)
		if err != nil {
			return 0, err
		}
		for _, m := range moves {
			r := c.Copy()
			if err := r.PlayMove(o, m); err != nil {
				var im *engine.IllegalMove
				if errors.As(err, &im) {
					continue
				}
				return 0, err
			}
			rv, err := value(r)
			if err != nil {
				return 0, err
			}
			v = min(v, rv)
		}
	}
	return v, nil
}

// shareOf is seat's share of a win in g as Judge reads it: it rises when
// another seat must draw, which a bot's own cards held do not show.
func shareOf(seat int) func(engine.Game) (float64, error) {
	return func(g engine.Game) (float64, error) {
		s, err := Judge(g, nil)
		if err != nil {
			return 0, err
		}
		return s[seat], nil
	}
}
