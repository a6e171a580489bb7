package main

import (
	"errors"
	"fmt"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// lastMove is the move a seat chose last, so that a script failing while it
// is played can be blamed on the right hook, seat and move.
type lastMove struct {
	seat int
	move string
	set  bool
}

// tracked is an agent whose chosen moves are noted in last.
type tracked struct {
	engine.Agent
	last *lastMove
}

// Choose implements engine.Agent.
func (a tracked) Choose(g engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	m, ok, err := a.Agent.Choose(g, seat, optional)
	if ok && m != nil {
		*a.last = lastMove{seat: seat, move: engine.Format(g, m), set: true}
	}
	return m, ok, err
}

// explain says whose move a script failure happened on: the script is at
// fault, whichever seat made the move. A bot's move the script itself
// offered and then refused is the script's fault too.
func (l lastMove) explain(err error, human int) error {
	if !l.set {
		return err
	}
	who := fmt.Sprintf("seat %d (a bot)", l.seat+1)
	if l.seat == human {
		who = "your move, seat " + fmt.Sprint(l.seat+1) + ","
	}
	var im *engine.IllegalMove
	if errors.As(err, &im) {
		return fmt.Errorf("the script offered %s the move %q, then refused it: %s (the generator and the check disagree; rulerun validate finds such moves)", who, l.move, im.Reason)
	}
	if l.seat == human {
		return fmt.Errorf("the script failed on your move %q: %w", l.move, err)
	}
	return fmt.Errorf("the script failed when %s played %q: %w", who, l.move, err)
}
