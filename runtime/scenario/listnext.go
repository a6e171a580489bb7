package scenario

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/engine"
)

// listNext lists the moves of every seat that may act after the last step,
// as the players (or the bots) of the next turn would be shown them: a
// script that fails while listing them fails the scenario, at the last
// step, with its own file:line. A game recorded when the script failed
// there (rulerun play --record) thus replays to the failure.
// The listing counts for nothing: the coverage is taken before it and what
// it ran is dropped, and the tally pauses (the refusals a listing implies
// are no rules the scenario met).
func (x *run) listNext(c *coverage) {
	for _, rules := range x.instances {
		c.take(rules)
	}
	defer func() {
		for _, rules := range x.instances {
			engine.TakeCoverage(rules)
		}
	}()
	if x.counted != nil && x.counted.tally != nil {
		t := x.counted.tally
		t.Paused = true
		defer func() { t.Paused = false }()
	}
	d, err := x.g.ToAct()
	if err != nil {
		x.note(x.lastPos(), "who acts next (after the last step)", nil, err)
		return
	}
	if d.Over {
		return
	}
	for _, seat := range append(d.OutOfTurn(), d.Seat) {
		if _, err := x.g.Moves(seat); err != nil {
			x.note(x.lastPos(), fmt.Sprintf("listing seat %d's moves, after the last step", seat+1), nil, err)
			return
		}
	}
}

// lastPos is the place of the last step, or of the scenario when it has
// none.
func (x *run) lastPos() Pos {
	if n := len(x.s.Steps); n > 0 {
		return x.s.Steps[n-1].Pos
	}
	return x.s.Pos
}
