package rules

import "github.com/rulerun/rulerun/core"

// What a mechanic of a package of its own sees of the match's rounds
// (mech.Table): the round it ends or closes, the next round dealt, the
// cards a round counts.

func (t view) EndRound(st *core.State, seat int) (bool, error) {
	rp := t.g.p.rounds
	if rp == nil {
		return false, nil // no match: the mechanic ends the game
	}
	return true, rp.endRound(t.g, st, seat)
}

func (t view) CloseRound(st *core.State, seat int) (bool, error) {
	rp := t.g.p.rounds
	if rp == nil {
		return false, nil // no match: the mechanic ends the game
	}
	sayTotals(st)
	return true, rp.closeRound(t.g, st, seat, nil)
}

func (t view) NextRound(st *core.State, dealer int) error {
	return t.g.p.rounds.nextRound(t.g, st, dealer)
}

func (t view) CardsHeld(st *core.State, seat int) int { return t.g.p.rounds.cardsHeld(st, seat) }
