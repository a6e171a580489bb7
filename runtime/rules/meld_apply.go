package rules

import (
	"slices"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// applyLay lays the cards of a checked move in the melds, narrates it, and
// ends the round when the hand is empty.
func (mp *meldPlan) applyLay(g *Game, lay Lay, st *core.State, seat int, m *notation.Move) error {
	g.p.hear.begin(st, seat)
	var err error
	t := &g.laid // the cards are read into its room: the melds laid are CheckMeld's copies
	switch lay {
	case LayNew:
		err = mp.layNew(g, st, seat, t.meldCards(m.Args[mp.cards[m.Verb]].Cards))
	case LayAdd:
		err = mp.layAdd(g, st, seat, m.Args[mp.n[m.Verb]].Num, t.meldCards(m.Args[mp.cards[m.Verb]].Cards))
	default:
		err = mp.layLayout(g, st, seat, t.meldLists(m.Args[mp.melds[m.Verb]].Melds))
	}
	if err != nil {
		return err
	}
	if hand := g.p.hand.Of(seat); st.Pile(hand).Len() == 0 && g.d.Win.EmptyHand {
		return g.goOut(st, seat, m, nil)
	}
	return nil
}

// layNew lays a new meld, the last of the melds.
func (mp *meldPlan) layNew(g *Game, st *core.State, seat int, cards []core.MeldCard) error {
	meld, err := st.Deck().CheckMeld(cards, mp.rules)
	if err != nil {
		return err
	}
	mp.applied(g, meld)
	f := meldsOf.Ref(st)
	n := len(f.Melds) + 1
	if err := mp.moveToMeld(g, st, seat, n, meld.Cards); err != nil {
		return err
	}
	f.Melds = append(f.Melds[:len(f.Melds):len(f.Melds)], meld.Cards)
	first, codes := "", mp.LayText.Codes
	if !f.HasMelded(seat) {
		first = mp.FirstText.Text
		codes = slices.Concat(codes, mp.FirstText.Codes)
		if mp.FirstNoWild && g.tally != nil {
			g.tally.ApplyCodes(mp.FirstNoWildWhy.Codes) // a first meld is laid under the rule of first melds
		}
	}
	f.Melded |= 1 << uint(seat)
	st.SayAbout(seat, mech.Fill(mp.LayText.Or("{seat} {lay|lays} meld {n}: {meld}{first}."),
		"{n}", strconv.Itoa(n), "{meld}", st.Deck().MeldText(meld.Cards), "{first}", first), codes...)
	return nil
}

// layAdd adds cards to meld n: its cards go back through the hand and are
// laid again in the order of the meld they make.
func (mp *meldPlan) layAdd(g *Game, st *core.State, seat, n int, cards []core.MeldCard) error {
	f := meldsOf.Ref(st)
	g.laid.joined = append(append(g.laid.joined[:0], f.Melds[n-1]...), cards...)
	meld, err := st.Deck().CheckMeld(g.laid.joined, mp.rules)
	if err != nil {
		return err
	}
	mp.applied(g, meld)
	if err := st.MoveAll(mp.meldPile(st, n), g.p.hand.Of(seat)); err != nil {
		return err
	}
	if err := mp.moveToMeld(g, st, seat, n, meld.Cards); err != nil {
		return err
	}
	melds := append([][]core.MeldCard(nil), f.Melds...)
	melds[n-1] = meld.Cards
	f.Melds = melds
	st.SayAbout(seat, mech.Fill(mp.AddText.Or("{seat} {add|adds} {cards} to meld {n}: {meld}."),
		"{n}", strconv.Itoa(n), "{meld}", st.Deck().MeldText(meld.Cards), "{cards}", st.Deck().MeldText(cards)))
	return nil
}

// layLayout puts every meld in the order of the layout: each meld's cards
// go through the hand to their new pile.
func (mp *meldPlan) layLayout(g *Game, st *core.State, seat int, melds [][]core.MeldCard) error {
	l, err := mp.layout(g, seat, melds)
	if err != nil {
		return err
	}
	hand := g.p.hand.Of(seat)
	f := meldsOf.Ref(st)
	for n := range f.Melds {
		if err := st.MoveAll(mp.meldPile(st, n+1), hand); err != nil {
			return err
		}
	}
	out := make([][]core.MeldCard, len(l.Melds))
	for i, m := range l.Melds {
		out[i] = m.Cards
		mp.applied(g, m)
	}
	if err := mp.moveToMelds(g, st, seat, out); err != nil {
		return err
	}
	f.Melds = out
	st.SayAbout(seat, mech.Fill(mp.LayoutText.Or("{seat} {rearrange|rearranges} the melds{from_hand}: {melds}."),
		"{melds}", meldsText(st.Deck(), out), "{from_hand}", mp.fromHand(st.Deck(), l.FromHand)), mp.LayoutText.Codes...)
	return nil
}

// fromHand narrates the hand's cards a layout used ("" when none).
func (mp *meldPlan) fromHand(d *core.Deck, kinds []int) string {
	if len(kinds) == 0 {
		return ""
	}
	return mech.WithKinds(mp.FromHandText.Or(" with {cards} from {your|their} hand"), d, kinds)
}

// moveToMeld moves the cards of a meld from seat's hand to the pile of
// meld n, in the meld's order.
func (mp *meldPlan) moveToMeld(g *Game, st *core.State, seat, n int, cards []core.MeldCard) error {
	to := mp.meldPile(st, n)
	hand := g.p.hand.Of(seat)
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
func (mp *meldPlan) moveToMelds(g *Game, st *core.State, seat int, melds [][]core.MeldCard) error {
	t := &g.laid
	t.piles, t.groups, t.kinds = t.piles[:0], t.groups[:0], t.kinds[:0]
	for i, m := range melds {
		t.piles = append(t.piles, mp.meldPile(st, i+1))
		for _, c := range m {
			t.kinds = append(t.kinds, c.Kind)
		}
	}
	lo := 0
	for _, m := range melds {
		t.groups = append(t.groups, t.kinds[lo:lo+len(m)])
		lo += len(m)
	}
	return st.MoveKindGroups(g.p.hand.Of(seat), t.piles, t.groups)
}
