package rules

import (
	"time"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Races: a move any seat may make out of turn while its mechanic says so
// (a slap on a pile whose top cards make a declared pattern), the first to
// make it winning. The window stays open until the move is made or the
// next move in turn changes what it is about. In self-play the engine
// offers the move to the seats in its seeded fair order (engine.Step);
// at a table the first request to arrive wins, and the move it made
// closes the window for the others.

// Reaction is the window within which a bot joins an open race at a table
// run by arrival (engine.Reactor), as the first racing mechanic that
// declares one says; false when none does.
func (p *Plan) Reaction() (lo, hi time.Duration, ok bool) {
	for _, a := range p.hear.racers {
		if r, ok := a.m.(mech.Reactor); ok {
			lo, hi = r.Reaction()
			return lo, hi, true
		}
	}
	return 0, 0, false
}

// raceSeats is the set of seats a racing mechanic lets act now: the
// decision's seats out of turn.
func (p *Plan) raceSeats(g *Game) uint64 {
	var seats uint64
	for _, a := range p.hear.racers {
		seats |= a.m.Racing(view{g})
	}
	return seats
}

// mayRace reports whether verb v is raced: any seat may try a move of it,
// in turn or not, and its mechanic refuses one out of place by its rule.
func (p *Plan) mayRace(v int) bool {
	_, ok := p.verbs[v].mech.(mech.Racer)
	return ok
}

// raceOpen reports whether any racing mechanic holds a race the table
// waits for.
func (p *Plan) raceOpen(st *core.State) bool {
	for _, a := range p.hear.racers {
		if a.m.Open(st) {
			return true
		}
	}
	return false
}
