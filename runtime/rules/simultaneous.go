package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// simultaneous is a mechanic whose move several seats owe at once
// (mech.Simultaneous).
type simultaneous = mech.Simultaneous

// owedAtOnce is the verb several seats owe a move of now, and those seats;
// -1 and 0 when none.
func (p *Plan) owedAtOnce(st *core.State) (int, uint64) {
	for _, a := range p.hear.atOnce {
		if seats := a.m.Owing(st); seats != 0 {
			return a.v, seats
		}
	}
	return -1, 0
}

// atOnceDecision is who decides while seats owe a move at once: the first
// of them from the seat to act on, the others as seats that may act now,
// in the engine's seeded order.
func atOnceDecision(st *core.State, seats uint64) engine.Decision {
	d := engine.Decision{Seat: -1}
	n := st.Seats()
	for i := range n {
		s := (st.Turn().Current + i) % n
		switch {
		case seats&(1<<uint(s)) == 0:
		case d.Seat < 0:
			d.Seat = s
		default:
			d.Others = append(d.Others, s)
		}
	}
	return d
}

// waitImplied counts, for a counted game, the refusal the listing implies
// of every other verb while seats owe verb v at once (its wait_why).
func (p *Plan) waitImplied(g *Game, v int) {
	if g.tally == nil || g.tally.Paused {
		return
	}
	listing := g.tally.Listing
	g.tally.Listing = true // implied, as a listing implies it, also for a move picked without one
	g.counted(p.verbs[v].mech.(simultaneous).WaitWhy())
	g.tally.Listing = listing
}

// atOnceRefusal refuses a move of verb w while seats owe verb v at once:
// a move of a verb of another kind (a bid and a pass are of one kind), or
// by a seat that owes none.
func (p *Plan) atOnceRefusal(v, w int) refusal {
	if p.verbs[w].kind == p.verbs[v].kind {
		return legal // the mechanic refuses a seat that owes none
	}
	return p.verbs[v].mech.(simultaneous).WaitWhy()
}
