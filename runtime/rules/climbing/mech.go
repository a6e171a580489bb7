package climbing

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// trickMech is a play to the trick of a climbing game (does = "trick"): a
// combination of cards that beats the play to beat, or leads.
type trickMech struct {
	tp    *plan
	cards int // the slot of the cards played
}

// NewTrick makes the play to the trick of verb v (mech.Make).
func NewTrick(s mech.Setup, v int) (mech.Mechanic, error) {
	tp, err := newPlan(s)
	if err != nil {
		return nil, err
	}
	tm := &trickMech{tp: tp, cards: s.PlaySlot(v)}
	pl, err := newPlaces(s)
	if err != nil {
		return nil, err
	}
	if pl == nil {
		return tm, nil
	}
	return &placingTrick{trickMech: tm, pl: pl}, nil
}

// List implements mech.Mechanic.
func (tm *trickMech) List(t mech.Table, v, seat int, current bool) {
	if current {
		var tb table
		tm.tp.listTrick(tb.of(t, v), v, seat)
	}
}

// Check implements mech.Mechanic.
func (tm *trickMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	var tb table
	return tm.tp.checkTrick(tb.of(t, m.Verb), seat, m.Args[tm.cards].Cards)
}

// Apply implements mech.Mechanic.
func (tm *trickMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	var tb table
	return tm.tp.applyTrick(tb.of(t, m.Verb), st, seat, m, m.Args[tm.cards].Cards)
}

// Cite implements mech.Citer: every play to the trick is made under the rule
// of what a play is, and one that beats the play on the table under the
// rule of beating.
func (tm *trickMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tp := tm.tp
	tally.ApplyCodes(tp.kindCodes)
	if on := ToBeatOf.Of(t.State()).Kind; on != 0 {
		tally.ApplyCodes(tp.beating(on - 1))
	}
}

// beating are the codes a play that beats a play of kind k is made under,
// each once: the rule of beating, and the rules that refuse a play that
// does not beat one of that kind (the trick's and the kind's own, and
// the classes' when the kind is ranked in them).
func (tp *plan) beating(k int) []string {
	lists := [][]string{tp.beatCodes}
	keys := []string{"lower", "follow"}
	if tp.class[k] >= 0 {
		keys = append(keys, "class")
	}
	for _, key := range keys {
		lists = append(lists, tp.Why.Of(key).Codes, tp.Kinds[k].Why.Of(key).Codes)
	}
	return mech.UnionCodes(lists...)
}

// Counts implements mech.Counter: each bomb is counted when one beats a
// play of another kind, under the bombs' rule.
func (tm *trickMech) Counts() []mech.Count {
	names := tm.tp.bombNames()
	out := make([]mech.Count, len(names))
	for i, name := range names {
		out[i] = mech.Count{Name: "bomb: " + name, Codes: tm.tp.BombRule.Codes}
	}
	return out
}

// trickPlan is the trick the mechanic plays to.
func (tm *trickMech) trickPlan() *plan { return tm.tp }

// Dealt implements mech.DealWatcher: the first deal of the game gives the
// first play to the seat dealt an opening card.
func (tm *trickMech) Dealt(t mech.Table, st *core.State) error {
	return tm.tp.openingLeader(st)
}

// The answers a play to the trick gives the turn core.
var (
	_ mech.Citer       = (*trickMech)(nil)
	_ mech.Counter     = (*trickMech)(nil)
	_ mech.DealWatcher = (*trickMech)(nil)
)
