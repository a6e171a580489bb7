package moving

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The blind draw (take = "blind"): one card of a pile the mover cannot
// see, named by its place in the pile as it lies. The listing offers the
// places, never the cards, so that a player or a bot learns nothing of the
// cards it does not see; the card is named, once drawn, to those who see
// the pile it goes to.

// blindFits refuses a blind draw that its form cannot name, or that
// declares what the card must be: the listing would tell the mover which
// places hold a card that fits.
func (m *moveMech) blindFits(form *notation.Form) error {
	d := m.decl
	switch {
	case m.at < 0 || form.Slots[m.at].Type != notation.Num:
		return fmt.Errorf("it draws a card blind, by its place: its form needs <n:at>")
	case m.card >= 0:
		return fmt.Errorf("it draws a card blind, by its place: its form may not name the card")
	case len(m.from) != 1 || m.from[0].every:
		return fmt.Errorf("it draws a card blind: it takes from one pile (such as \"hand.next\")")
	case d.Rank != "" && d.Rank != "any" || d.Suit != "" && d.Suit != "any" || !d.Empty.Empty() || !d.Closed.Empty() || d.Run:
		return fmt.Errorf("it draws a card blind: it may not say what the card must be (rank, suit, empty, closed, run), which the mover cannot see")
	}
	return nil
}

// listBlind offers a blind draw of every place of the pile it takes from,
// to every pile it goes to: the place and the pile's number in the slab.
func (m *moveMech) listBlind(t mech.Table, v, seat int) {
	st := t.State()
	var fromRoom, toRoom [maxPiles]core.PileID
	f := piles(m.from, st, seat, fromRoom[:0])[0]
	to := piles(m.to, st, seat, toRoom[:0])
	slab := t.Slab()
	for i := range st.Pile(f).Len() {
		for j, d := range to {
			if d != f {
				*slab = append(*slab, i, j)
				t.Add(mech.Cand{Verb: v, Lo: len(*slab) - 2, Hi: len(*slab), Suit: -1, Seat: -1})
			}
		}
	}
}

// blindMove is the move of a listed blind draw: the place, from 1.
func (m *moveMech) blindMove(t mech.Table, c *mech.Cand) *notation.Move {
	mv, _ := t.NewMove(c.Verb, m.slots, 0)
	slab := *t.Slab()
	mv.Args[m.at] = notation.Value{Set: true, Num: slab[c.Lo] + 1}
	if m.dest >= 0 {
		mv.Args[m.dest] = notation.Value{Set: true, Num: slab[c.Lo+1] + 1}
	}
	return mv
}

// readBlind is the place of a blind draw from pile from, or why there is
// no card there.
func (m *moveMech) readBlind(st *core.State, from core.PileID, mv *notation.Move) (int, mech.Refusal) {
	n, held := mv.Args[m.at].Num, st.Pile(from).Len()
	switch {
	case held == 0:
		return 0, m.why("nothing", nothingWhy, "")
	case n < 1 || n > held:
		return 0, m.why("at", atWhy, fmt.Sprint(n))
	}
	return n - 1, mech.Legal
}

// sayBlind narrates seat's blind draw of card c from pile from to pile
// to: the card to those who see to, how many to the others.
func (m *moveMech) sayBlind(st *core.State, seat int, c core.CardID, from, to core.PileID) {
	if st.Imagined() {
		return
	}
	why := mech.Fill(m.decl.Text.Or(blindText), "{from}", owned(st, from, seat), "{to}", label(st, to, seat))
	st.LogDraw(seat, []core.CardID{c}, to, why, m.decl.Text.Codes...)
}
