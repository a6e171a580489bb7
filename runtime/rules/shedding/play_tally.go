package shedding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// What a counted game counts of a play's listing: the refusals it implies
// of the cards it leaves out.

// listingRefusals are the rule codes of the refusals a play's listing
// implies without writing them: a card of the hand it leaves out is one the
// play's check would have turned down, citing these codes. They are worked
// out once a plan, so that a counted game pays a few map increments per
// card left out, not the writing of a refusal.
type listingRefusals struct {
	match, matchNamed, notLast, notTaken []string
	runs                                 []string // the codes of its runs' rules, which a run is played under
	seat                                 []string // the codes of its seat part's refusals, which a play naming a seat is made under
}

// resolveListingRefusals works out the codes of pp's refusals.
func (pp *PlayPlan) resolveListingRefusals() {
	r := &pp.implied
	if pp.Match != nil {
		r.match = mech.RefuseUnder(&pp.Match.Rule, &pp.Match.Why, pp.Match.Why.Or("x")).Codes()
		rule, why := &pp.Match.NamedRule, &pp.Match.NamedWhy
		if rule.Text == "" {
			rule = &pp.Match.Rule
		}
		if why.Text == "" {
			why = &pp.Match.Why
		}
		r.matchNamed = mech.RefuseUnder(rule, why, why.Or("x")).Codes()
	}
	r.seat = mech.UnionCodes(pp.SeatHow.Codes, pp.SeatNot.Codes)
	for _, run := range pp.runs {
		r.runs = append(r.runs, run.Rule.Codes...)
	}
	r.notLast = pp.NotLastWhy.Codes
	r.notTaken = pp.NotTakenWhy.Codes
}

// leftOut counts, when the game is counted, the refusal that left card c
// out of pp's listing: the first of the reasons singleOK weighs that turns
// it down.
func (pp *PlayPlan) leftOut(tl *engine.Tally, st *core.State, t Target, c core.CardID, held int) {
	if tl == nil || tl.Paused {
		return
	}
	d := st.Deck()
	switch {
	case held == 1 && pp.notLast.Has(d, c):
		tl.RefuseCodes(pp.implied.notLast)
	case pp.NotTaken && Took(st) == d.KindOf(c)+1:
		tl.RefuseCodes(pp.implied.notTaken)
	case t.Named:
		tl.RefuseCodes(pp.implied.matchNamed)
	default:
		tl.RefuseCodes(pp.implied.match)
	}
}
