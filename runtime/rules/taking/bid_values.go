package taking

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A bid's score may be declared as functions of the round (exact,
// per_trick, missed, per_bag, bag_penalty = function(at) ... end:
// mech.Func): the bid reads
// their answers for the round where it scores and judges.

// exact reports whether a bid scores only when met exactly: exact
// declared above 0, or as a function (whose answer may be 0).
func (b *Bidding) exact() bool { return b.Exact > 0 || b.ExactFn != 0 }

// now is the bid with its score as the round on st has it: b itself when
// no part of it is a function (no copy, no look-up).
func (b *bidMech) now(t mech.Table, st *core.State) *bidMech {
	if b.ExactFn == 0 && b.MissedFn == 0 && b.PerTrickFn == 0 && b.PerBagFn == 0 && b.BagPenaltyFn == 0 {
		return b
	}
	d := *b.Bidding
	d.Exact = t.Value(st, d.Exact, d.ExactFn)
	d.Missed = t.Value(st, d.Missed, d.MissedFn)
	d.PerTrick = t.Value(st, d.PerTrick, d.PerTrickFn)
	d.PerBag = t.Value(st, d.PerBag, d.PerBagFn)
	d.BagPenalty = t.Value(st, d.BagPenalty, d.BagPenaltyFn)
	m := *b
	m.Bidding = &d
	return &m
}
