package banking

import (
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The turn of draw-or-stop: once the cards are dealt, each seat in turn
// draws a card (does = "hit"), stands (does = "stand") or doubles its bet
// for exactly one card more (does = "double"), until it stands, goes bust
// (its bet lost at once) or reaches the limit (it stands on it).

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

// newTurn makes a verb of the turn of that Does word.
func newTurn(s mech.Setup, v int, does string) (mech.Mechanic, error) {
	p, err := of(s)
	if err != nil {
		return nil, err
	}
	return &turnMech{plan: p, does: does, slots: len(s.Form(v).Slots)}, nil
}

// List implements mech.Mechanic: the move, when the cards are dealt and
// the seat's hand is not played out (a double on its first cards alone,
// covered by its chips).
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
	part := Key.Of(st)
	switch {
	case !part.Dealt:
		return m.why("bets", betsWhy, "")
	case m.does != doesDouble:
		return mech.Legal
	case st.Pile(m.hand.Of(seat)).Len() != m.Cards:
		return m.why("double", doubleWhy, "")
	case 2*part.Bets[seat] > m.chips(st, seat):
		return m.why("chips", chipsWhy, strconv.Itoa(m.chips(st, seat)))
	}
	return mech.Legal
}

// Apply implements mech.Mechanic: the card drawn, the hand stood or the
// bet doubled and its card drawn, narrated; a hand bust is settled, and a
// hand played out passes the turn on.
func (m *turnMech) Apply(t mech.Table, st *core.State, seat int, mv *notation.Move) error {
	done := true
	switch m.does {
	case doesStand:
		m.say(st, seat, &m.StandText, standText, -1)
	case doesDouble:
		part := Key.Ref(st)
		part.Bets[seat] *= 2
		part.Doubled |= bit(seat)
		m.say(st, seat, &m.DoubleText, doubleText, m.draw(st, seat))
	default:
		c := m.draw(st, seat)
		m.say(st, seat, &m.HitText, hitText, c)
		done = c < 0 || m.total(st, seat) >= m.values.Limit()
	}
	if m.values.Bust(m.total(st, seat)) {
		if err := m.bust(st, seat); err != nil {
			return err
		}
	}
	if !done {
		return nil
	}
	Key.Ref(st).Done |= bit(seat)
	return m.nextTurn(t, st, seat)
}

// draw draws seat a card face up, or none (-1) when the stock has none.
func (m *turnMech) draw(st *core.State, seat int) core.CardID {
	c, ok := m.stock.TurnOver(st, m.hand.Of(seat))
	if !ok {
		return -1
	}
	return c
}

// say narrates the move: card (or none, -1), the bet and the hand's
// total.
func (m *turnMech) say(st *core.State, seat int, text *mech.Message, def string, c core.CardID) {
	if st.Imagined() {
		return
	}
	code := "nothing"
	if c >= 0 {
		code = st.Deck().Card(c).Code
	}
	st.SayAbout(seat, mech.Fill(text.Or(def), "{card}", code, "{bet}", strconv.Itoa(Key.Of(st).Bets[seat]),
		"{total}", strconv.Itoa(m.total(st, seat))), codes(text, &m.Rule)...)
}

// Cite implements mech.Citer: the move is made under the declared rule.
func (m *turnMech) Cite(t mech.Table, seat int, mv *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(m.Rule.Codes)
}

var _ mech.Citer = (*turnMech)(nil)
