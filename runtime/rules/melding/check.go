package melding

import (
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// checkLay refuses a move that lays cards in the melds: a seat that has not
// laid its own yet, cards it does not hold, and melds the rules refuse.
func (l *layMech) checkLay(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	st := t.State()
	f := meldsOf.Of(st)
	if l.lay != layNew && l.OwnFirst && !f.HasMelded(seat) {
		return mech.Refuse(l.own, l.own.Text)
	}
	switch l.lay {
	case layNew:
		return l.checkNewMeld(st, seat, meldCards(m.Args[l.cards].Cards))
	case layAdd:
		return l.checkAdd(st, seat, m.Args[l.n].Num, meldCards(m.Args[l.cards].Cards))
	default:
		return l.checkLayout(roomOf(t, m.Verb), st, seat, meldLists(m.Args[l.melds].MeldsAsTyped()))
	}
}

// checkNewMeld refuses a new meld of these cards from seat's hand.
func (l *layMech) checkNewMeld(st *core.State, seat int, cards []core.MeldCard) mech.Refusal {
	if why := l.holds(st, seat, cards); why.Why != "" {
		return why
	}
	meld, err := st.Deck().CheckMeld(cards, l.rules)
	if err != nil {
		return l.why(err)
	}
	if why := l.firstWild(st, seat, meld); why.Why != "" {
		return why
	}
	return l.setWild(st.Deck(), meld, cards)
}

// checkAdd refuses adding cards from seat's hand to meld n (from 1): the
// meld with them must be a meld, each wild laid keeping its place.
func (l *layMech) checkAdd(st *core.State, seat, n int, cards []core.MeldCard) mech.Refusal {
	if why := l.noMeld(st, n); why.Why != "" {
		return why
	}
	if why := l.holds(st, seat, cards); why.Why != "" {
		return why
	}
	return l.checkJoin(st, n, cards)
}

// noMeld refuses a meld n (from 1) that is not on the table.
func (l *layMech) noMeld(st *core.State, n int) mech.Refusal {
	if list := meldsOf.Of(st).Melds; n < 1 || n > len(list) {
		return l.turnWhy(&l.NoMeldWhy, fillCounts(l.NoMeldWhy.Or("there is no meld {n} (melds 1 to {count})"), n, len(list)))
	}
	return mech.Legal
}

// checkJoin refuses cards added to meld n (from 1): the meld with them
// must be a meld, each wild laid keeping its place.
func (l *layMech) checkJoin(st *core.State, n int, cards []core.MeldCard) mech.Refusal {
	if why := l.noMeld(st, n); why.Why != "" {
		return why
	}
	list := meldsOf.Of(st).Melds
	meld, err := st.Deck().CheckMeld(joined(list[n-1], cards), l.rules)
	if err != nil {
		why := l.why(err)
		if me, ok := err.(*core.MeldError); ok && (me.Code == "wild" || me.Code == "run") {
			why.Why += l.AddMovedWhy.Text
			if len(l.AddMovedWhy.Codes) > 0 {
				why = why.Citing(append(slices.Clip(why.Codes()), l.AddMovedWhy.Codes...))
			}
		}
		return why
	}
	return l.setWild(st.Deck(), meld, cards)
}

// checkLayout refuses a rearrangement of every meld, with cards from seat's
// hand. The melds come as typed, so a refusal numbers them as the player
// wrote them; whether they are a layout does not depend on their order.
func (l *layMech) checkLayout(r *room, st *core.State, seat int, melds [][]core.MeldCard) mech.Refusal {
	out, err := l.layout(r, st, seat, melds)
	if err != nil {
		return l.why(err)
	}
	for i, meld := range out.Melds {
		if why := l.setWild(st.Deck(), meld, melds[i]); why.Why != "" {
			return why
		}
	}
	return mech.Legal
}

// layout checks melds as a rearrangement of the melds laid in st with
// cards from seat's hand.
func (l *layMech) layout(r *room, st *core.State, seat int, melds [][]core.MeldCard) (core.Layout, error) {
	table := r.tableKinds[:0] // the room's: CheckLayout keeps neither list
	for _, m := range meldsOf.Of(st).Melds {
		for _, c := range m {
			table = append(table, c.Kind)
		}
	}
	r.tableKinds = table
	return st.Deck().CheckLayout(melds, table, l.handKinds(r, st, seat), l.rules)
}

// holds names the first of the cards seat does not hold, or "".
func (l *layMech) holds(st *core.State, seat int, cards []core.MeldCard) mech.Refusal {
	if missing := mech.Missing(st, l.hand.Of(seat), plainKinds(cards)); missing != "" {
		return l.turnWhy(&l.At, "you do not hold "+missing)
	}
	return mech.Legal
}

// firstWild refuses a wild in seat's first meld of the round, when the
// declaration forbids it.
func (l *layMech) firstWild(st *core.State, seat int, meld core.Meld) mech.Refusal {
	if !l.FirstNoWild || meld.Wilds == 0 || meldsOf.Of(st).HasMelded(seat) {
		return mech.Legal
	}
	return mech.Refuse(&l.FirstNoWildWhy, l.FirstNoWildWhy.Or("your first meld may hold no wild"))
}

// setWild refuses a wild written as a particular card in a set, when the
// declaration says a wild in a set stands for none.
func (l *layMech) setWild(d *core.Deck, meld core.Meld, typed []core.MeldCard) mech.Refusal {
	if l.SetWildWhy.Text == "" || meld.Kind != core.MeldSet {
		return mech.Legal
	}
	for _, c := range typed {
		if c.As >= 0 {
			return mech.Refuse(&l.SetWildWhy, fmt.Sprintf(l.SetWildWhy.Text, d.MeldText([]core.MeldCard{c})))
		}
	}
	return mech.Legal
}

// joined is a meld laid with cards added after it.
func joined(meld, add []core.MeldCard) []core.MeldCard {
	out := make([]core.MeldCard, 0, len(meld)+len(add))
	return append(append(out, meld...), add...)
}

// meldLists reads a move's melds as meld cards.
func meldLists(refs [][]notation.CardRef) [][]core.MeldCard {
	n := 0
	for _, r := range refs {
		n += len(r)
	}
	flat := make([]core.MeldCard, 0, n) // every meld's cards, in one allocation
	out := make([][]core.MeldCard, len(refs))
	for i, r := range refs {
		lo := len(flat)
		for _, c := range r {
			flat = append(flat, core.MeldCard{Kind: c.Kind, As: c.As})
		}
		out[i] = flat[lo:len(flat):len(flat)]
	}
	return out
}
