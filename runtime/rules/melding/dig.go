package melding

import (
	"fmt"
	"slices"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// digMech takes a card from deep in a pile (a discard pile kept spread)
// with every card above it, and lays the card taken deepest at once, in
// the same move: in a new meld of the verb's <cards>, or, with its <n>,
// added with them to meld n (does = "dig"). The take is the turn's draw.
// The melds are laid as the laying verbs lay them (layMech).
type digMech struct {
	lay  *layMech // lays the cards taken and held as a new meld
	join *layMech // adds them to a meld, when the form has <n>; else nil
	from mech.Pile
	verb int
	// the verb's <card>, <cards> and <n> slots (n -1 when none)
	card, cards, n int
	why            *mech.Messages // the verb's refusals: "absent", "lay"
}

// NewDig makes the mechanic of verb v that takes a card from deep in the
// melds' DigFrom pile, with every card above it, and lays it at once
// (mech.Make).
func NewDig(s mech.Setup, v int) (mech.Mechanic, error) {
	m, _ := s.Decl(doesMeld).(*Melds)
	if m == nil {
		return nil, fmt.Errorf("it takes cards to lay them: declare the melds")
	}
	from, ok := s.Pile(m.DigFrom)
	if !ok || from.PerSeat {
		return nil, mech.InDecl(doesMeld+"s", fmt.Errorf("melds dig_from: there is no pile %q shared by the seats to take from", m.DigFrom))
	}
	form := s.Form(v)
	dm := &digMech{from: from, verb: v, card: form.Slot("card"), cards: form.Slot("cards"), n: numSlot(form), why: s.Why(v)}
	if dm.card < 0 || dm.cards < 0 {
		return nil, fmt.Errorf("it takes a card to lay it: its form needs <card> (the card taken deepest) and <cards...> (the cards laid)")
	}
	var err error
	if dm.lay, err = layerOf(newLay(s, v, layNew)); err != nil {
		return nil, err
	}
	if dm.n >= 0 {
		if dm.join, err = layerOf(newLay(s, v, layAdd)); err != nil {
			return nil, err
		}
	}
	return dm, nil
}

// layerOf is the laying mechanic newLay made, or its error.
func layerOf(m mech.Mechanic, err error) (*layMech, error) {
	if err != nil {
		return nil, err
	}
	return m.(interface{ laying() *layMech }).laying(), nil
}

// joins reports whether move m adds to a meld (its <n> is given).
func (dm *digMech) joins(m *notation.Move) bool { return dm.n >= 0 && m.Args[dm.n].Set }

// laying is the laying mechanic itself.
func (l *layMech) laying() *layMech { return l }

// dug is, in st, the place in the pile of the card of kind k nearest its
// top (the cards from it up are taken), or -1.
func (dm *digMech) dug(st *core.State, k int) int {
	cards := st.Pile(dm.from.ID).Cards
	d := st.Deck()
	for i := len(cards) - 1; i >= 0; i-- {
		if d.KindOf(cards[i]) == k {
			return i
		}
	}
	return -1
}

// Check implements mech.Mechanic: the card must lie in the pile, be laid
// at once among the cards laid, which the hand with the cards taken must
// hold, and those cards must make a meld, or one with meld n.
func (dm *digMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	st := t.State()
	d := st.Deck()
	k := m.Args[dm.card].Cards[0].Kind
	at := dm.dug(st, k)
	if at < 0 {
		msg := dm.why.Of("absent")
		return mech.Refuse(msg, strings.Replace(msg.Or("%s is not in the "+dm.from.Name+" pile"), "%s", d.Kind(k).Code, 1))
	}
	r := roomOf(t, m.Verb)
	cards := meldCards(m.Args[dm.cards].Cards)
	if !slices.ContainsFunc(cards, func(c core.MeldCard) bool { return c.Kind == k }) {
		msg := dm.why.Of("lay")
		return mech.Refuse(msg, strings.Replace(msg.Or("you must lay %s, the card you take deepest, at once: it is not among the cards you lay"), "%s", d.Kind(k).Code, 1))
	}
	if missing := dm.missing(r, st, seat, at, cards); missing != "" {
		return dm.lay.turnWhy(&dm.lay.At, "you do not hold "+missing+", nor take it")
	}
	if !dm.joins(m) {
		meld, err := d.CheckMeld(cards, dm.lay.rules)
		if err != nil {
			return dm.lay.why(err)
		}
		return dm.lay.setWild(d, meld, cards)
	}
	return dm.lay.checkJoin(st, m.Args[dm.n].Num, cards)
}

// missing names the first of cards that neither seat's hand nor the cards
// taken from place at up hold, or "".
func (dm *digMech) missing(r *room, st *core.State, seat, at int, cards []core.MeldCard) string {
	kinds := dm.lay.handKinds(r, st, seat)
	d := st.Deck()
	for _, c := range st.Pile(dm.from.ID).Cards[at:] {
		kinds = append(kinds, d.KindOf(c))
	}
	r.hand = kinds
	for _, c := range cards {
		i := slices.Index(kinds, c.Kind)
		if i < 0 {
			return d.Kind(c.Kind).Code
		}
		kinds[i] = -1 // a copy held once is laid once
	}
	return ""
}

// Apply implements mech.Mechanic: the cards from the one named up go to
// seat's hand, shown to every seat, as the turn's draw; then the cards
// laid are laid, and a hand emptied goes out.
func (dm *digMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	t.Begin(st, seat)
	at := dm.dug(st, m.Args[dm.card].Cards[0].Kind)
	from, hand := dm.from.ID, dm.lay.hand.Of(seat)
	d := st.Deck()
	taken := st.Pile(from).Cards[at:]
	kinds := make([]int, len(taken))
	for i, c := range taken {
		kinds[i] = d.KindOf(c)
	}
	st.Reveal(kinds, core.Everyone)
	if !st.Imagined() {
		st.SayAbout(seat, mech.WithCards(dm.lay.DigText.Or("{seat} {take|takes} {cards} from the "+dm.from.Name+" pile."), d, taken), dm.lay.DigText.Codes...)
	}
	for range kinds {
		if _, err := st.MoveAt(from, at, hand, core.OnTop); err != nil {
			return err
		}
	}
	t.Drew(st, len(kinds))
	if dm.joins(m) {
		return dm.join.applyLay(t, st, seat, m) // its slots are the laying mechanic's: it was made for the verb
	}
	return dm.lay.applyLay(t, st, seat, m)
}

// Empties implements mech.Shedder: a dig empties the hand when it lays
// every card held and taken.
func (dm *digMech) Empties(t mech.Table, seat int, m *notation.Move) bool {
	st := t.State()
	at := dm.dug(st, m.Args[dm.card].Cards[0].Kind)
	if at < 0 {
		return false
	}
	taken := st.Pile(dm.from.ID).Len() - at
	return len(m.Args[dm.cards].Cards) == st.Pile(dm.lay.hand.Of(seat)).Len()+taken
}

// The answers of mech a dig gives.
var (
	_ mech.MoveMaker = (*digMech)(nil)
	_ mech.Shedder   = (*digMech)(nil)
)
