package capturing

import (
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Apply implements mech.Mechanic: the card played captures or is laid on
// the table, narrated; a capture that clears the table sweeps it; then the
// turn passes, the hands are dealt again when all are empty, or the round
// ends when the stock is empty too.
func (m *captureMech) Apply(t mech.Table, st *core.State, seat int, mv *notation.Move) error {
	at, mask, why := m.read(st, seat, mv, m.roomOf(t))
	if why != mech.Legal {
		return fmt.Errorf("capture: %s", why.Why)
	}
	hand := m.hand.Of(seat)
	played := st.Pile(hand).Cards[at]
	if mask == 0 {
		m.say(st, seat, &m.decl.LayText, layText, played, 0)
		_, err := st.MoveAt(hand, at, m.table.ID, core.OnTop)
		return m.after(t, st, seat, err)
	}
	m.say(st, seat, &m.decl.Text, captureText, played, mask)
	won := m.won.Of(seat)
	for j := st.Pile(m.table.ID).Len() - 1; j >= 0; j-- { // from the top, so the places below hold
		if j < maxTable && mask&(1<<j) != 0 {
			if _, err := st.MoveAt(m.table.ID, j, won, core.OnTop); err != nil {
				return fmt.Errorf("capture: %w", err)
			}
		}
	}
	if _, err := st.MoveAt(hand, at, won, core.OnTop); err != nil {
		return fmt.Errorf("capture: %w", err)
	}
	Key.Ref(st).Last = seat + 1
	return m.after(t, st, seat, m.sweep(t, st, seat))
}

// say narrates the card played, and the table cards of mask it takes.
func (m *captureMech) say(st *core.State, seat int, text *mech.Message, def string, played core.CardID, mask uint64) {
	if st.Imagined() {
		return
	}
	d := st.Deck()
	var buf [maxTable]core.CardID
	taken := buf[:0]
	for j, c := range st.Pile(m.table.ID).Cards {
		if j < maxTable && mask&(1<<j) != 0 {
			taken = append(taken, c)
		}
	}
	line := mech.WithCards(mech.Fill(text.Or(def), "{card}", d.Card(played).Code), d, taken)
	st.SayAbout(seat, line, text.Codes...)
}

// sweep scores a sweep for a capture that cleared the table, unless it is
// the round's last play and the sweep does not count there.
func (m *captureMech) sweep(t mech.Table, st *core.State, seat int) error {
	sw := m.decl.Sweep
	if sw == nil || st.Pile(m.table.ID).Len() > 0 || !mech.FlagIn(st, sw.Last, sw.LastFn) && m.lastPlay(st) {
		return nil
	}
	points := t.Value(st, m.sweepPoints, sw.PointsFn)
	if err := st.AddScore(seat, points); err != nil {
		return err
	}
	t.Fired(m.verb, 0)
	if !st.Imagined() {
		st.SayAbout(seat, mech.Fill(sw.Text.Or(sweepText), "{points}", pointsText(points)), sw.Text.Codes...)
	}
	return nil
}

// pointsText is "1 point", "2 points".
func pointsText(n int) string {
	if n == 1 {
		return "1 point"
	}
	return strconv.Itoa(n) + " points"
}

// lastPlay reports whether the play just made was the round's last: the
// hands are empty and no more are dealt.
func (m *captureMech) lastPlay(st *core.State) bool {
	return m.handsEmpty(st) && m.dealable(st) == 0
}

// handsEmpty reports whether every seat's hand is empty.
func (m *captureMech) handsEmpty(st *core.State) bool {
	for s := range st.Seats() {
		if st.Pile(m.hand.Of(s)).Len() > 0 {
			return false
		}
	}
	return true
}

// dealable is how many cards each seat is dealt again now: as many as
// declared (or its function's answer for the round), or as the stock
// holds for every seat.
func (m *captureMech) dealable(st *core.State) int {
	again := mech.ValueIn(st, m.decl.Again, m.decl.AgainFn)
	if again <= 0 || m.stock == nil {
		return 0
	}
	return min(again, st.Pile(m.stock.DrawPile().ID).Len()/st.Seats())
}

// after passes the turn after seat's play, deals the hands again when all
// are empty, or ends the round when none are dealt.
func (m *captureMech) after(t mech.Table, st *core.State, seat int, err error) error {
	if err != nil {
		return err
	}
	if !m.handsEmpty(st) {
		return st.SetCurrent(st.NextSeat(seat, 1))
	}
	if n := m.dealable(st); n > 0 {
		if err := m.dealAgain(st, n); err != nil {
			return err
		}
		return st.SetCurrent(st.NextSeat(seat, 1))
	}
	return m.endRound(t, st, seat)
}

// dealAgain deals n cards to each seat from the stock, one at a time from
// the dealer's left.
func (m *captureMech) dealAgain(st *core.State, n int) error {
	dealer := st.Turn().Dealer
	if dealer < 0 { // no dealer: from the first seat
		dealer = st.Seats() - 1
	}
	var buf [64]core.PileID
	hands := buf[:0]
	for i := 1; i <= st.Seats(); i++ {
		hands = append(hands, m.hand.Of(st.NextSeat(dealer, i)))
	}
	if err := st.Deal(m.stock.DrawPile().ID, hands, n); err != nil {
		return fmt.Errorf("capture: %w", err)
	}
	if !st.Imagined() && st.Turn().Dealer >= 0 {
		st.SayAbout(dealer, m.decl.AgainText.Or(againText), m.decl.AgainText.Codes...)
	}
	return nil
}
