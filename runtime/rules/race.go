package rules

import (
	"time"

	"github.com/rulerun/rulerun/core"
)

// Races: a move any seat may make out of turn while its mechanic says so
// (a slap on a pile whose top cards make a declared pattern), the first to
// make it winning. The window stays open until the move is made or the
// next move in turn changes what it is about. In self-play the engine
// offers the move to the seats in its seeded fair order (engine.Step);
// at a table the first request to arrive wins, and the move it made
// closes the window for the others.

// A racer is a mechanic whose moves seats may make out of turn.
type racer interface {
	// racing is the set of seats (bit s for seat s) that may make a move
	// of the mechanic now, out of turn or not.
	racing(g *Game) uint64
	// open reports whether a race the table waits for is open: a move
	// that wins something may be made now (the game does not end while
	// it is).
	open(st *core.State) bool
}

// A reactor is a racing mechanic that declares how quickly a bot reacts
// to a race it would join, at a table run by arrival.
type reactor interface {
	reaction() (lo, hi time.Duration)
}

// Reaction is the window within which a bot joins an open race at a table
// run by arrival (engine.Reactor), as the first racing mechanic that
// declares one says; false when none does.
func (p *Plan) Reaction() (lo, hi time.Duration, ok bool) {
	for _, v := range p.hear.racers {
		if r, ok := p.verbs[v].mech.(reactor); ok {
			lo, hi = r.reaction()
			return lo, hi, true
		}
	}
	return 0, 0, false
}

// raceSeats is the set of seats a racing mechanic lets act now: the
// decision's seats out of turn.
func (p *Plan) raceSeats(g *Game) uint64 {
	var seats uint64
	for _, v := range p.hear.racers {
		seats |= p.verbs[v].mech.(racer).racing(g)
	}
	return seats
}

// mayRace reports whether verb v is raced: any seat may try a move of it,
// in turn or not, and its mechanic refuses one out of place by its rule.
func (p *Plan) mayRace(v int) bool {
	_, ok := p.verbs[v].mech.(racer)
	return ok
}

// raceOpen reports whether any racing mechanic holds a race the table
// waits for.
func (p *Plan) raceOpen(st *core.State) bool {
	for _, v := range p.hear.racers {
		if p.verbs[v].mech.(racer).open(st) {
			return true
		}
	}
	return false
}
