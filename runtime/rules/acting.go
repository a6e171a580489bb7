package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Who may act. The turn core knows one seat: the seat to act (the seat that
// owes a duty, else the seat whose turn it is). Every other answer to "who
// may make a move of this verb now" is its mechanic's, and the core merges
// the answers into the decision (ToAct), the check of a move (mayAct) and
// the listing (list):
//
//   - a holder (simultaneous.go) holds the turn while seats owe its move at
//     once: those seats act, with its verbs alone, in any order;
//   - an outsider lets seats besides the seat to act make its move now (a
//     catch's window, a jump in) and says whether they race for it;
//   - a racer (race.go) lets any seat try its move, in turn or not, and
//     refuses one out of place by its own rule;
//   - a gate says why a seat may not make its move, where the rules say who
//     may (the declarer names trumps);
//   - an aside is a move that is not an action of the turn (a call, a
//     catch): it leaves the windows open and, made out of turn, is owed
//     nothing by the turn's duties and steps.
//
// The scripted decider of a game of functions alone (scripted.go) answers
// for every verb at once.

// An outsider is a mechanic that lets seats besides the seat to act make
// a move of its verb now (mech.Outsider).
type outsider = mech.Outsider

// A gate is a mechanic that says why seat may not make a move of its verb
// now, when it is not the seat to act (mech.Gate).
type gate = mech.Gate

// An aside is a mechanic whose move is no action of the turn
// (mech.Aside).
type aside = mech.Aside

// isAside reports whether verb v's move is no action of the turn.
func (p *Plan) isAside(v int) bool { return p.verbs[v].aside }

// outsideTurn reports whether verb v's move is made out of turn, outside
// the turn's duties and steps.
func (p *Plan) outsideTurn(v int) bool { return p.verbs[v].outside }

// resolveActing lists the verbs whose mechanic answers who may act: the
// outsiders and the racers.
func (p *Plan) resolveActing() error {
	for v := range p.verbs {
		m := p.verbs[v].mech
		if o, ok := m.(outsider); ok {
			p.hear.outsiders = append(p.hear.outsiders, answer[outsider]{v, o})
		}
		if r, ok := m.(mech.Racer); ok {
			p.hear.racers = append(p.hear.racers, answer[mech.Racer]{v, r})
		}
	}
	return nil
}

// decision merges the mechanics' answers into who must decide now, in a
// declared game: the seats that owe a move at once, else the seat to act
// and the seats the outsiders and racers let act besides it.
func decision(g *Game) engine.Decision {
	if h := &g.p.hear; len(h.atOnce)+len(h.outsiders)+len(h.racers) == 0 {
		return engine.Decision{Seat: seatToAct(g.st)} // no mechanic answers besides the turn
	}
	return merged(g)
}

// merged is decision where some mechanic answers who may act.
func merged(g *Game) engine.Decision {
	st := g.st
	if _, seats := g.p.owedAtOnce(st); seats != 0 {
		return atOnceDecision(st, seats)
	}
	d := engine.Decision{Seat: seatToAct(st)}
	var others, race uint64
	for _, o := range g.p.hear.outsiders {
		seats, races := o.m.Others(view{g}, o.v)
		others |= seats
		if races {
			race |= seats
		}
	}
	race |= g.p.raceSeats(g)
	if others |= race; others&^bit(d.Seat) != 0 {
		for s := range st.Seats() {
			if others&bit(s) != 0 && s != d.Seat {
				d.Others = append(d.Others, s)
			}
		}
		d.Races = race&bit(d.Seat) != 0
	}
	return d
}

// mayAct refuses a move of verb v by a seat that may not act now: legal
// when it may.
func (g *Game) mayAct(seat, v int) refusal {
	if g.d.Scripted {
		return refuse(nil, g.mayActScripted(seat, &g.d.Verbs[v]))
	}
	if w, seats := g.p.owedAtOnce(g.st); seats != 0 {
		return g.p.atOnceRefusal(w, v)
	}
	cur := seatToAct(g.st)
	if seat == cur || g.p.mayRace(v) {
		return legal
	}
	m := g.p.verbs[v].mech
	if o, ok := m.(outsider); ok {
		if seats, _ := o.Others(view{g}, v); seats&bit(seat) != 0 {
			return legal
		}
	}
	if gt, ok := m.(gate); ok {
		if why := gt.NotYours(view{g}, seat); why.Why != "" {
			return why
		}
	}
	return notYourTurn(cur)
}

// notYourTurn refuses a move by a seat that is not cur, the seat to act: a
// refusal no declaration makes, citing no rule.
func notYourTurn(cur int) refusal {
	return refuse(nil, fmt.Sprintf("it is not your turn: seat %d is to play", cur+1))
}
