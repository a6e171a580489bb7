package rules

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// checkLay refuses a move that lays cards in the melds: a seat that has not
// laid its own yet, cards it does not hold, and melds the rules refuse.
func (mp *meldPlan) checkLay(g *Game, lay Lay, seat int, m *notation.Move) refusal {
	verb := &g.d.Verbs[m.Verb]
	f := meldsOf.Of(g.st)
	if lay != LayNew && mp.OwnFirst && !f.HasMelded(seat) {
		return refuse(verb.Why.Of("own"), verb.Why.Of("own").Text)
	}
	switch lay {
	case LayNew:
		return mp.checkNewMeld(g, seat, meldCards(m.Args[mp.cards[m.Verb]].Cards))
	case LayAdd:
		return mp.checkAdd(g, seat, m.Args[mp.n[m.Verb]].Num, meldCards(m.Args[mp.cards[m.Verb]].Cards))
	default:
		return mp.checkLayout(g, seat, meldLists(m.Args[mp.melds[m.Verb]].MeldsAsTyped()))
	}
}

// checkNewMeld refuses a new meld of these cards from seat's hand.
func (mp *meldPlan) checkNewMeld(g *Game, seat int, cards []core.MeldCard) refusal {
	if why := mp.holds(g, seat, cards); why.Why != "" {
		return why
	}
	meld, err := g.st.Deck().CheckMeld(cards, mp.rules)
	if err != nil {
		return mp.why(err)
	}
	if why := mp.firstWild(g, seat, meld); why.Why != "" {
		return why
	}
	return mp.setWild(g, meld, cards)
}

// checkAdd refuses adding cards from seat's hand to meld n (from 1): the
// meld with them must be a meld, each wild laid keeping its place.
func (mp *meldPlan) checkAdd(g *Game, seat, n int, cards []core.MeldCard) refusal {
	list := meldsOf.Of(g.st).Melds
	if n < 1 || n > len(list) {
		return mp.turnWhy(&mp.NoMeldWhy, fillCounts(mp.NoMeldWhy.Or("there is no meld {n} (melds 1 to {count})"), n, len(list)))
	}
	if why := mp.holds(g, seat, cards); why.Why != "" {
		return why
	}
	meld, err := g.st.Deck().CheckMeld(joined(list[n-1], cards), mp.rules)
	if err != nil {
		why := mp.why(err)
		if me, ok := err.(*core.MeldError); ok && (me.Code == "wild" || me.Code == "run") {
			why.Why += mp.AddMovedWhy.Text
			if len(mp.AddMovedWhy.Codes) > 0 {
				why = why.Citing(append(slices.Clip(why.Codes()), mp.AddMovedWhy.Codes...))
			}
		}
		return why
	}
	return mp.setWild(g, meld, cards)
}

// checkLayout refuses a rearrangement of every meld, with cards from seat's
// hand. The melds come as typed, so a refusal numbers them as the player
// wrote them; whether they are a layout does not depend on their order.
func (mp *meldPlan) checkLayout(g *Game, seat int, melds [][]core.MeldCard) refusal {
	l, err := mp.layout(g, seat, melds)
	if err != nil {
		return mp.why(err)
	}
	for i, meld := range l.Melds {
		if why := mp.setWild(g, meld, melds[i]); why.Why != "" {
			return why
		}
	}
	return legal
}

// layout checks melds as a rearrangement of the melds laid with cards from
// seat's hand.
func (mp *meldPlan) layout(g *Game, seat int, melds [][]core.MeldCard) (core.Layout, error) {
	st := g.st
	table := g.laid.tableKinds[:0] // the game's room: CheckLayout keeps neither list
	for _, m := range meldsOf.Of(st).Melds {
		for _, c := range m {
			table = append(table, c.Kind)
		}
	}
	g.laid.tableKinds = table
	return st.Deck().CheckLayout(melds, table, mp.handKinds(g, seat), mp.rules)
}

// holds names the first of the cards seat does not hold, or "".
func (mp *meldPlan) holds(g *Game, seat int, cards []core.MeldCard) refusal {
	if missing := g.missing(seat, plainKinds(cards)); missing != "" {
		return mp.turnWhy(&mp.At, "you do not hold "+missing)
	}
	return legal
}

// firstWild refuses a wild in seat's first meld of the round, when the
// declaration forbids it.
func (mp *meldPlan) firstWild(g *Game, seat int, meld core.Meld) refusal {
	if !mp.FirstNoWild || meld.Wilds == 0 || meldsOf.Of(g.st).HasMelded(seat) {
		return legal
	}
	return refuse(&mp.FirstNoWildWhy, mp.FirstNoWildWhy.Or("your first meld may hold no wild"))
}

// setWild refuses a wild written as a particular card in a set, when the
// declaration says a wild in a set stands for none.
func (mp *meldPlan) setWild(g *Game, meld core.Meld, typed []core.MeldCard) refusal {
	if mp.SetWildWhy.Text == "" || meld.Kind != core.MeldSet {
		return legal
	}
	d := g.st.Deck()
	for _, c := range typed {
		if c.As >= 0 {
			return refuse(&mp.SetWildWhy, fmt.Sprintf(mp.SetWildWhy.Text, d.MeldText([]core.MeldCard{c})))
		}
	}
	return legal
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

// fillCounts puts a meld's number and the count of melds in a template.
func fillCounts(text string, n, count int) string {
	return mech.Fill(text, "{n}", strconv.Itoa(n), "{count}", strconv.Itoa(count))
}
