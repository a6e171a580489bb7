package beating

import (
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The end of a bout: the table beaten off or picked up, the seats drawing
// up to their hand size, the seats out, the game lost, and the next bout.

// endBout ends the bout, picked up or beaten off, and begins the next.
func (m *beatMech) endBout(st *core.State, b *Bout, picked bool) error {
	if !picked {
		if err := st.MoveAll(m.table.ID, m.discard.ID); err != nil {
			return fmt.Errorf("beat: %w", err)
		}
		m.say(st, b.Defender, "beaten", beatenText)
	}
	if err := m.drawUp(st, b); err != nil {
		return err
	}
	if goes, err := m.takeOut(st); err != nil || !goes {
		return err
	}
	next := b.Defender
	if picked || st.Turn().IsOut(next) {
		next = st.NextSeat(b.Defender, 1)
	}
	return st.SetCurrent(next)
}

// startBout starts the bout seat attacks with its first card: the next
// seat defends, and the bout may hold as many attacks as it holds cards,
// within the declared limit.
func (m *beatMech) startBout(st *core.State, b *Bout, seat int) {
	b.Trump = m.trump(st, b) + 1
	b.Attacker, b.Defender, b.Attacks, b.Passed = seat, st.NextSeat(seat, 1), 0, 0
	b.Limit = st.Pile(m.hand.Of(b.Defender)).Len()
	if most := mech.ValueIn(st, m.game.Attacks, m.game.AttacksFn); most > 0 && most < b.Limit {
		b.Limit = most
	}
}

// trump is the index of the trump suit: the suit of the card turned up,
// while it lies there, else the one it was.
func (m *beatMech) trump(st *core.State, b *Bout) int {
	if turned := st.Pile(m.trumps.ID).Cards; len(turned) > 0 {
		return st.Deck().Card(turned[0]).SuitIndex
	}
	return b.Trump - 1
}

// drawUp draws each seat up to the hand size, the attacker first, then
// the other seats in turn, the defender last: from the stock, then the
// card turned up for trumps.
func (m *beatMech) drawUp(st *core.State, b *Bout) error {
	seat := b.Attacker
	for range st.Seats() {
		if seat != b.Defender {
			if err := m.drawTo(st, b, seat); err != nil {
				return err
			}
		}
		seat = st.NextSeat(seat, 1)
	}
	return m.drawTo(st, b, b.Defender)
}

// drawTo draws seat up to the hand size.
func (m *beatMech) drawTo(st *core.State, b *Bout, seat int) error {
	hand, n := m.hand.Of(seat), 0
	for size := mech.ValueIn(st, m.game.Hand, m.game.HandFn); st.Pile(hand).Len() < size; {
		from := m.trumps.ID
		if m.hasStock && st.Pile(m.stock).Len() > 0 {
			from = m.stock
		} else if st.Pile(from).Len() == 0 {
			break
		} else {
			b.Trump = m.trump(st, b) + 1 // the card turned up is drawn: its suit stays trumps
		}
		if _, err := st.MoveTop(from, hand); err != nil {
			return fmt.Errorf("beat: %w", err)
		}
		n++
	}
	if n > 0 {
		m.say(st, seat, "draw", drawText, "{n}", strconv.Itoa(n), "{cards}", cardsWord(n))
	}
	return nil
}

// takeOut takes out every seat whose hand is empty once nothing is left
// to draw, and ends the game lost by the last seat left holding cards. It
// reports whether the game goes on.
func (m *beatMech) takeOut(st *core.State) (bool, error) {
	if m.hasStock && st.Pile(m.stock).Len() > 0 || st.Pile(m.trumps.ID).Len() > 0 {
		return true, nil
	}
	for s := range st.Seats() {
		if st.Turn().IsOut(s) || st.Pile(m.hand.Of(s)).Len() > 0 {
			continue
		}
		if _, err := st.FinishSeat(s); err != nil {
			return false, err
		}
		m.say(st, s, "out", outText)
	}
	if st.ActiveSeats() > 1 {
		return true, nil
	}
	for s := range st.Seats() {
		if !st.Turn().IsOut(s) {
			m.say(st, s, "lost", lostText)
			return false, st.EndGameLost([]int{s}, m.game.Reason.Or(lostReason), m.game.Reason.Codes...)
		}
	}
	return false, st.EndGame(nil, drawnReason, m.game.Reason.Codes...)
}

// Dealt implements mech.DealWatcher: the card turned up names trumps, and
// the seat holding the lowest trump attacks first (the seat the deal gives
// the turn to when nobody holds one). The first verb of the bout does it.
func (m *beatMech) Dealt(t mech.Table, st *core.State) error {
	if !m.first(t) {
		return nil
	}
	turned := st.Pile(m.trumps.ID).Cards
	if len(turned) == 0 {
		return fmt.Errorf("beat: no card is turned up for trumps to %s: declare game.deal.turn_up", m.trumps.Name)
	}
	b := BoutOf.Ref(st)
	*b = Bout{Trump: st.Deck().Card(turned[0]).SuitIndex + 1}
	m.say(st, st.Turn().Dealer, "trumps", trumpsText, "{card}", st.Deck().Card(turned[0]).Code)
	return st.SetCurrent(m.lowestTrump(st, b.Trump-1))
}

// lowestTrump is the seat holding the lowest trump, or the seat to act
// when nobody holds one.
func (m *beatMech) lowestTrump(st *core.State, trump int) int {
	seat, low := st.Turn().Current, -1
	for s := range st.Seats() {
		for _, c := range st.Pile(m.hand.Of(s)).Cards {
			if card := st.Deck().Card(c); card.SuitIndex == trump && (low < 0 || card.RankIndex < low) {
				seat, low = s, card.RankIndex
			}
		}
	}
	return seat
}

// first reports whether m is the first verb of the bout among the game's
// mechanics.
func (m *beatMech) first(t mech.Table) bool {
	for _, other := range t.Mechanics() {
		if o, ok := other.(*beatMech); ok {
			return o == m
		}
	}
	return false
}
