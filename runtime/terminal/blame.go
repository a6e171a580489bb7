package terminal

import (
	"errors"
	"fmt"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// LastMove is the move a seat chose last, so that a script failing while it
// is played can be blamed on the right hook, seat and move.
type LastMove struct {
	Seat int    // the seat that chose it
	Move string // the move, as text
	Set  bool   // a move was chosen
}

// Tracked is an agent whose chosen moves are noted in Last.
type Tracked struct {
	engine.Agent
	Last *LastMove
}

// Choose implements engine.Agent.
func (a Tracked) Choose(g engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	m, ok, err := a.Agent.Choose(g, seat, optional)
	if ok && m != nil {
		*a.Last = LastMove{Seat: seat, Move: engine.Format(g, m), Set: true}
	}
	return m, ok, err
}

// Explain says whose move a script failure happened on: the script is at
// fault, whichever seat made the move. A bot's move the script itself
// offered and then refused is the script's fault too.
func (l LastMove) Explain(err error, human int) error {
	if !l.Set {
		return err
	}
	who := fmt.Sprintf("seat %d (a bot)", l.Seat+1)
	if l.Seat == human {
		who = "your move, seat " + fmt.Sprint(l.Seat+1) + ","
	}
	var im *engine.IllegalMove
	if errors.As(err, &im) {
		return fmt.Errorf("the script offered %s the move %q, then refused it: %s (the generator and the check disagree; rulerun validate finds such moves)", who, l.Move, im.Reason)
	}
	if l.Seat == human {
		return fmt.Errorf("the script failed on your move %q: %w", l.Move, err)
	}
	return fmt.Errorf("the script failed when %s played %q: %w", who, l.Move, err)
}
