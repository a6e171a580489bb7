package banking

import (
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The turn of draw-or-stop: once the cards are dealt, each seat in turn
// draws a card (does = "hit"), stands (does = "stand"), doubles its bet
// for exactly one card more (does = "double") or splits a pair into two
// hands (does = "split"), until its hand stands, goes bust (its bet lost
// at once) or reaches the limit (it stands on it); a seat that split
// plays its first hand out, then its second.

// turnMech is a verb of the turn of draw-or-stop, by its Does word.
type turnMech struct {
	*plan
	does  string
	slots int
}

// NewHit makes the draw of a card of verb v (mech.Make).
func NewHit(s mech.Setup, v int) (mech.Mechanic, error) { return newTurn(s, v, doesHit) }

// NewStand makes the stand of verb v (mech.Make).
func NewStand(s mech.Setup, v int) (mech.Mechanic, error) { return newTurn(s, v, doesStand) }

// NewDouble makes the double of verb v (mech.Make).
func NewDouble(s mech.Setup, v int) (mech.Mechanic, error) { return newTurn(s, v, doesDouble) }

// NewSplit makes the split of a pair of verb v (mech.Make).
func NewSplit(s mech.Setup, v int) (mech.Mechanic, error) { return newTurn(s, v, doesSplit) }

// newTurn makes a verb of the turn of that Does word.
func newTurn(s mech.Setup, v int, does string) (mech.Mechanic, error) {
	p, err := of(s)
	if err != nil {
		return nil, err
	}
	if does == doesSplit && p.Split == "" {
		return nil, fmt.Errorf("it splits a pair into two hands: declare game.banking's split, the pile of a seat's second hand, such as split = \"split\"")
	}
	return &turnMech{plan: p, does: does, slots: len(s.Form(v).Slots)}, nil
}

// List implements mech.Mechanic: the move, when the cards are dealt and
// the seat's hand is not played out (a double on its first cards alone,
// covered by its chips; a split of a pair of them, once).
func (m *turnMech) List(t mech.Table, v, seat int, current bool) {
	if current && m.refuse(t.State(), seat) == mech.Legal {
		t.Offer(v)
	}
}

// Check implements mech.Mechanic.
func (m *turnMech) Check(t mech.Table, seat int, mv *notation.Move) mech.Refusal {
	return m.refuse(t.State(), seat)
}

// refuse is why seat may not make the move now, or Legal.
func (m *turnMech) refuse(st *core.State, seat int) mech.Refusal {
	part, h := Key.Of(st), playing(st, seat)
	switch {
	case !part.Dealt:
		return m.why("bets", betsWhy, "")
	case m.does == doesSplit && !m.pair(st, seat):
		return m.why("split", splitWhy, "")
	case m.does == doesDouble && st.Pile(m.pileOf(h)).Len() != m.cards(st):
		return m.why("double", doubleWhy, "")
	case (m.does == doesDouble || m.does == doesSplit) && staked(st, seat)+part.Bets[h] > m.chips(st, seat):
		return m.why("chips", chipsWhy, strconv.Itoa(m.chips(st, seat)))
	}
	return mech.Legal
}

// Apply implements mech.Mechanic: the card drawn, the hand stood, the bet
// doubled and its card drawn or the pair split, narrated; a hand bust is
// settled, and a seat whose hands are played out passes the turn on.
func (m *turnMech) Apply(t mech.Table, st *core.State, seat int, mv *notation.Move) error {
	h, done := playing(st, seat), true
	switch m.does {
	case doesStand:
		m.say(st, seat, h, &m.StandText, standText, -1)
	case doesDouble:
		part := Key.Ref(st)
		part.Bets[h] *= 2
		part.Doubled |= bit(h)
		m.say(st, seat, h, &m.DoubleText, doubleText, m.draw(st, h))
	case doesSplit:
		done = m.splitPair(st, seat)
	default:
		c := m.draw(st, h)
		m.say(st, seat, h, &m.HitText, hitText, c)
		done = c < 0 || m.total(st, h) >= m.values.Limit(st)
	}
	if m.values.Bust(st, m.total(st, h)) {
		if err := m.bust(st, h); err != nil {
			return err
		}
	}
	if !done || m.handDone(st, seat) {
		return nil
	}
	return m.nextTurn(t, st, seat)
}

// draw draws hand h a card face up, or none (-1) when the stock has none.
func (m *turnMech) draw(st *core.State, h int) core.CardID {
	c, ok := m.stock.TurnOver(st, m.pileOf(h))
	if !ok {
		return -1
	}
	return c
}

// say narrates the move of hand h of seat: card (or none, -1), the bet
// and the hand's total.
func (m *turnMech) say(st *core.State, seat, h int, text *mech.Message, def string, c core.CardID) {
	if st.Imagined() {
		return
	}
	code := "nothing"
	if c >= 0 {
		code = st.Deck().Card(c).Code
	}
	st.SayAbout(seat, mech.Fill(text.Or(def), "{card}", code, "{bet}", strconv.Itoa(Key.Of(st).Bets[h]),
		"{total}", strconv.Itoa(m.total(st, h))), codes(text, &m.Rule)...)
}

// Cite implements mech.Citer: the move is made under the declared rule.
func (m *turnMech) Cite(t mech.Table, seat int, mv *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(m.Rule.Codes)
}

var _ mech.Citer = (*turnMech)(nil)
