package melding

import (
	"slices"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// applyLay lays the cards of a checked move in the melds, narrates it, and
// goes out when the hand is empty.
func (l *layMech) applyLay(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	t.Begin(st, seat)
	var err error
	r := roomOf(t, m.Verb) // the cards are read into its room: the melds laid are CheckMeld's copies
	var tally mech.Tally
	if c := t.Counted(); c != nil {
		tally = c // not a nil *engine.Tally in the interface
	}
	switch l.lay {
	case layNew:
		err = l.layNew(tally, r, st, seat, r.meldCards(m.Args[l.cards].Cards))
	case layAdd:
		err = l.layAdd(tally, r, st, seat, m.Args[l.n].Num, r.meldCards(m.Args[l.cards].Cards))
	default:
		err = l.layLayout(tally, r, st, seat, r.meldLists(m.Args[l.melds].Melds))
	}
	if err != nil {
		return err
	}
	if st.Pile(l.hand.Of(seat)).Len() == 0 && l.win {
		return t.GoOut(st, seat, m, nil)
	}
	return nil
}

// layNew lays a new meld, the last of the melds.
func (l *layMech) layNew(tally mech.Tally, r *room, st *core.State, seat int, cards []core.MeldCard) error {
	meld, err := st.Deck().CheckMeld(cards, l.rules)
	if err != nil {
		return err
	}
	l.applied(tally, meld)
	f := meldsOf.Ref(st)
	n := len(f.Melds) + 1
	if err := l.moveToMeld(st, seat, n, meld.Cards); err != nil {
		return err
	}
	f.Melds = append(f.Melds[:len(f.Melds):len(f.Melds)], meld.Cards)
	l.credit(st, seat, meld.Cards, true)
	first, codes := "", l.LayText.Codes
	if !f.HasMelded(seat) {
		first = l.FirstText.Text
		codes = slices.Concat(codes, l.FirstText.Codes)
		if l.FirstNoWild && tally != nil {
			tally.ApplyCodes(l.FirstNoWildWhy.Codes) // a first meld is laid under the rule of first melds
		}
	}
	f.Melded |= 1 << uint(seat)
	st.SayAbout(seat, mech.Fill(l.LayText.Or("{seat} {lay|lays} meld {n}: {meld}{first}."),
		"{n}", strconv.Itoa(n), "{meld}", st.Deck().MeldText(meld.Cards), "{first}", first), codes...)
	return nil
}

// layAdd adds cards to meld n: its cards go back through the hand and are
// laid again in the order of the meld they make.
func (l *layMech) layAdd(tally mech.Tally, r *room, st *core.State, seat, n int, cards []core.MeldCard) error {
	f := meldsOf.Ref(st)
	r.rest = append(append(r.rest[:0], f.Melds[n-1]...), cards...) // the meld with the cards added
	meld, err := st.Deck().CheckMeld(r.rest, l.rules)
	if err != nil {
		return err
	}
	l.applied(tally, meld)
	if err := st.MoveAll(l.meldPile(st, n), l.hand.Of(seat)); err != nil {
		return err
	}
	if err := l.moveToMeld(st, seat, n, meld.Cards); err != nil {
		return err
	}
	melds := append([][]core.MeldCard(nil), f.Melds...)
	melds[n-1] = meld.Cards
	f.Melds = melds
	l.credit(st, seat, cards, false)
	st.SayAbout(seat, mech.Fill(l.AddText.Or("{seat} {add|adds} {cards} to meld {n}: {meld}."),
		"{n}", strconv.Itoa(n), "{meld}", st.Deck().MeldText(meld.Cards), "{cards}", st.Deck().MeldText(cards)), l.AddText.Codes...)
	return nil
}

// layLayout puts every meld in the order of the layout: each meld's cards
// go through the hand to their new pile.
func (l *layMech) layLayout(tally mech.Tally, r *room, st *core.State, seat int, melds [][]core.MeldCard) error {
	lo, err := l.layout(r, st, seat, melds)
	if err != nil {
		return err
	}
	hand := l.hand.Of(seat)
	f := meldsOf.Ref(st)
	for n := range f.Melds {
		if err := st.MoveAll(l.meldPile(st, n+1), hand); err != nil {
			return err
		}
	}
	out := make([][]core.MeldCard, len(lo.Melds))
	for i, m := range lo.Melds {
		out[i] = m.Cards
		l.applied(tally, m)
	}
	if err := l.moveToMelds(r, st, seat, out); err != nil {
		return err
	}
	f.Melds = out
	st.SayAbout(seat, mech.Fill(l.LayoutText.Or("{seat} {rearrange|rearranges} the melds{from_hand}: {melds}."),
		"{melds}", meldsText(st.Deck(), out), "{from_hand}", l.fromHand(st.Deck(), lo.FromHand)), l.LayoutText.Codes...)
	return nil
}

// fromHand narrates the hand's cards a layout used ("" when none).
func (l *layMech) fromHand(d *core.Deck, kinds []int) string {
	if len(kinds) == 0 {
		return ""
	}
	return mech.WithKinds(l.FromHandText.Or(" with {cards} from {your|their} hand"), d, kinds)
}

// moveToMeld moves the cards of a meld from seat's hand to the pile of
// meld n, in the meld's order.
func (l *layMech) moveToMeld(st *core.State, seat, n int, cards []core.MeldCard) error {
	to := l.meldPile(st, n)
	hand := l.hand.Of(seat)
	for _, c := range cards {
		if _, err := st.MoveKind(hand, c.Kind, to, core.OnTop); err != nil {
			return err
		}
	}
	return nil
}

// moveToMelds moves the cards of melds from seat's hand to the piles of
// melds 1, 2..., each in its meld's order: moveToMeld for each in turn, in
// one pass over the hand.
func (l *layMech) moveToMelds(r *room, st *core.State, seat int, melds [][]core.MeldCard) error {
	r.piles, r.groups, r.tableKinds = r.piles[:0], r.groups[:0], r.tableKinds[:0] // the layout is checked: the table's kinds are let go
	for i, m := range melds {
		r.piles = append(r.piles, l.meldPile(st, i+1))
		for _, c := range m {
			r.tableKinds = append(r.tableKinds, c.Kind)
		}
	}
	lo := 0
	for _, m := range melds {
		r.groups = append(r.groups, r.tableKinds[lo:lo+len(m)])
		lo += len(m)
	}
	return st.MoveKindGroups(l.hand.Of(seat), r.piles, r.groups)
}
