package moving

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Seats out and the game lost (Moving.Out, Moving.Lost): a seat whose
// piles declared are empty is out of the turn order, safe; once one seat
// alone is left in, it loses the game, which nobody wins.

// settle discards the sets of seats (bit s for seat s) in st, takes out
// every seat whose piles are empty, and ends the game lost by the last
// seat left in. It reports whether the game goes on.
func (m *moveMech) settle(st *core.State, seats uint64) (bool, error) {
	for s := range st.Seats() {
		if m.sets != nil && seats&seatBit(s) != 0 {
			if err := m.discardSets(st, s); err != nil {
				return false, err
			}
		}
	}
	if m.game.Out == nil {
		return true, nil
	}
	for s := range st.Seats() {
		if err := m.takeOut(st, s); err != nil {
			return false, err
		}
	}
	return m.lastLoses(st)
}

// takeOut takes seat out of the turn order when its piles are empty,
// narrated.
func (m *moveMech) takeOut(st *core.State, seat int) error {
	if st.Turn().IsOut(seat) {
		return nil
	}
	var room [maxPiles]core.PileID
	for _, p := range piles(m.outs, st, seat, room[:0]) {
		if st.Pile(p).Len() > 0 {
			return nil
		}
	}
	if _, err := st.FinishSeat(seat); err != nil {
		return err
	}
	text := &m.game.Out.Text
	st.SayAbout(seat, text.Or(outText), text.Codes...)
	return nil
}

// lastLoses ends the game lost by the last seat left in, when the game
// declares so and one seat alone is left. It reports whether the game
// goes on.
func (m *moveMech) lastLoses(st *core.State) (bool, error) {
	if m.game.Lost == nil || st.ActiveSeats() > 1 || st.Result().Over {
		return true, nil
	}
	loser := -1
	for s := range st.Seats() {
		if !st.Turn().IsOut(s) {
			loser = s
		}
	}
	lost := m.game.Lost
	if loser < 0 { // every seat out at once: nobody is left to lose
		return false, st.EndGame(nil, lost.Reason.Or(lostReason), lost.Reason.Codes...)
	}
	st.SayAbout(loser, lost.Text.Or(lostText), lost.Text.Codes...)
	return false, st.EndGameLost([]int{loser}, lost.Reason.Or(lostReason), lost.Reason.Codes...)
}

// Dealt implements mech.DealWatcher: after the deal the face-down cards
// on top are turned up, every seat discards its sets and a seat left with
// nothing is out; the turn passes on from a seat out. The first verb of
// the declaration does it for all.
func (m *moveMech) Dealt(t mech.Table, st *core.State) error {
	if m.sets == nil && m.game.Out == nil && m.turn == nil || !m.first(t) {
		return nil
	}
	if err := m.turnUp(st, st.Turn().Current, false); err != nil || m.sets == nil && m.game.Out == nil {
		return err
	}
	goes, err := m.settle(st, 1<<uint(st.Seats())-1)
	if err != nil || !goes {
		return err
	}
	if cur := st.Turn().Current; st.Turn().IsOut(cur) {
		return st.SetCurrent(st.NextSeat(cur, 1))
	}
	return nil
}

// first reports whether m is the first verb of its declaration among the
// game's mechanics.
func (m *moveMech) first(t mech.Table) bool {
	for _, other := range t.Mechanics() {
		if o, ok := other.(*moveMech); ok && o.game == m.game {
			return o == m
		}
	}
	return false
}

// seatBit is seat's bit in a set of seats, 0 for no seat (-1: a pile no
// seat owns).
func seatBit(seat int) uint64 {
	if seat < 0 {
		return 0
	}
	return 1 << uint(seat)
}

var _ mech.DealWatcher = (*moveMech)(nil)
