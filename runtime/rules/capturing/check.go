package capturing

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The check of a typed capture: the card in the hand, the cards named on
// the table, and a capture of the card's by its first way; and the rules
// a capture is made under.

// Check implements mech.Mechanic.
func (m *captureMech) Check(t mech.Table, seat int, mv *notation.Move) mech.Refusal {
	_, _, why := m.read(t.State(), seat, mv, m.roomOf(t))
	return why
}

// read finds the place in the hand of the card a move plays and the table
// cards it takes (a mask of their places), or why it is refused.
func (m *captureMech) read(st *core.State, seat int, mv *notation.Move, r *room) (at int, mask uint64, why mech.Refusal) {
	d := st.Deck()
	k := mv.Args[m.card].Cards[0].Kind
	hand := st.Pile(m.hand.Of(seat)).Cards
	at = -1
	for i, c := range hand {
		if d.KindOf(c) == k {
			at = i
			break
		}
	}
	code := d.Kind(k).Code
	if at < 0 {
		return 0, 0, m.why("hand", handWhy, code)
	}
	table := st.Pile(m.table.ID).Cards
	masks, w := m.captures(d, k, table, m.valuesIn(st, r), r.found[:0])
	r.found = masks
	if m.take < 0 || !mv.Args[m.take].Set {
		if len(masks) > 0 && !mech.FlagIn(st, m.decl.MayLay, m.decl.MayLayFn) {
			return 0, 0, m.why("must", mustWhy, code)
		}
		return at, 0, mech.Legal
	}
	mask, missing := named(d, table, mv.Args[m.take].Cards)
	if missing >= 0 {
		return 0, 0, m.why("table", tableWhy, d.Kind(missing).Code)
	}
	for _, c := range masks {
		if c == mask {
			return at, mask, mech.Legal
		}
	}
	if w == byRank {
		return 0, 0, m.why("rank", rankWhy, code)
	}
	return 0, 0, m.why("sum", sumWhy, code)
}

// named is the mask of the table's places that the cards named take, the
// first of each kind not taken already, or the kind of the first card
// named that the table does not hold (else -1).
func named(d *core.Deck, table []core.CardID, refs []notation.CardRef) (uint64, int) {
	var mask uint64
	for _, r := range refs {
		found := false
		for j, c := range table {
			if j < maxTable && mask&(1<<j) == 0 && d.KindOf(c) == r.Kind {
				mask |= 1 << j
				found = true
				break
			}
		}
		if !found {
			return 0, r.Kind
		}
	}
	return mask, -1
}

// why is a refusal in the declared words of key or the engine's, with the
// rule.
func (m *captureMech) why(key, def, arg string) mech.Refusal {
	msg := m.decl.Why.Of(key)
	return mech.RefuseUnder(&m.decl.Rule, msg, mech.FillArg(msg.Or(def), arg))
}

// Cite implements mech.Citer: a play is made under the capture's rule,
// and a capture under the rule of its way besides.
func (m *captureMech) Cite(t mech.Table, seat int, mv *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(m.decl.Rule.Codes)
	if m.take < 0 || !mv.Args[m.take].Set {
		return
	}
	st, r := t.State(), m.roomOf(t)
	found, w := m.captures(st.Deck(), mv.Args[m.card].Cards[0].Kind, st.Pile(m.table.ID).Cards, m.valuesIn(st, r), r.found[:0])
	r.found = found
	if w == byRank {
		tally.ApplyCodes(m.decl.RankRule.Codes)
	} else {
		tally.ApplyCodes(m.decl.SumRule.Codes)
	}
}

// Counts implements mech.Counter: the sweep, then each award.
func (m *captureMech) Counts() []mech.Count { return m.counts }
