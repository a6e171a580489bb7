package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/words"
)

// showTable shows, in a match whose seats each score the points of their own
// cards, the points each seat's cards count this hand so far, where seat
// sees them all (its tricks taken, not another's hand); and that the rules
// narrate each round's scores and the totals after it. A game of one hand
// (rp nil) shows nothing.
func (rp *roundsPlan) showTable(g *Game, st *core.State, seat int, t *engine.Table) {
	if rp == nil {
		return
	}
	t.RoundsSaid = true
	if !rp.Own || len(rp.ByCount) > 0 || g.p.roundScorer() != nil || st.Result().Over {
		return
	}
	if !rp.counting(st) {
		return
	}
	for s := range st.Seats() {
		if rp.seesAll(st, s, seat) {
			t.Badge(s, words.Plural(rp.held(g, st, s), "point")+" this hand")
		}
	}
}

// seesAll reports whether seat sees every card that counts for owner.
func (rp *roundsPlan) seesAll(st *core.State, owner, seat int) bool {
	for _, p := range rp.piles {
		if !mech.SeesPile(st, p, owner, seat) {
			return false
		}
	}
	return true
}

// counting reports whether a card counts for a seat yet this hand.
func (rp *roundsPlan) counting(st *core.State) bool {
	for _, p := range rp.piles {
		for s := range st.Seats() {
			if st.Pile(p.Of(s)).Len() > 0 {
				return true
			}
		}
	}
	return false
}
