package moving

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The end of a game of moves between piles: won when the piles declared
// are empty, lost when the seat to act can move nothing, and scored by
// the cards left in the piles declared.

// isWon reports whether seat's move leaves every pile of the declared win
// empty.
func (m *moveMech) isWon(st *core.State, seat int) bool {
	if m.game.Won == nil {
		return false
	}
	var room [maxPiles]core.PileID
	for _, p := range piles(m.won, st, seat, room[:0]) {
		if st.Pile(p).Len() > 0 {
			return false
		}
	}
	return true
}

// stuck ends the game won by nobody when the game declares so and the
// seat to act can make no move of any verb of this kind.
func (m *moveMech) stuck(t mech.Table, st *core.State) error {
	if m.game.Stuck == nil || st.Result().Over {
		return nil
	}
	seat := t.SeatToAct(st)
	for _, other := range t.Mechanics() {
		if o, ok := other.(*moveMech); ok && o.game == m.game && o.any(t, st, seat) {
			return nil
		}
	}
	return m.end(st, nil, seat, &m.game.Stuck.Text, &m.game.Stuck.Reason, stuckText, stuckReason)
}

// end scores the cards left, narrates text about seat and ends the game
// won by winners; by nobody, lost by seat when the game is stuck and
// declares the seat stuck loses (Stuck.Lose), else by nobody.
func (m *moveMech) end(st *core.State, winners []int, seat int, text, reason *mech.Message, defText, defReason string) error {
	var room [maxPiles]core.PileID
	for s := range st.Seats() {
		left := 0
		for _, p := range piles(m.score, st, s, room[:0]) {
			left += st.Pile(p).Len()
		}
		if len(m.score) > 0 {
			if err := st.AddScore(s, left); err != nil {
				return err
			}
		}
	}
	st.SayAbout(seat, text.Or(defText), text.Codes...)
	if winners == nil && m.game.Stuck != nil && m.game.Stuck.Lose {
		return st.EndGameLost([]int{seat}, reason.Or(defReason), reason.Codes...)
	}
	return st.EndGame(winners, reason.Or(defReason), reason.Codes...)
}

// Standings implements mech.Stander: a seat stands better the fewer cards
// are left in the piles that win when empty (or, without them, that
// score, or whose emptying takes a seat out).
func (m *moveMech) Standings(t mech.Table, out []float64) {
	refs := m.won
	if refs == nil {
		refs = m.score
	}
	if refs == nil {
		refs = m.outs
	}
	st := t.State()
	var room [maxPiles]core.PileID
	for s := range out {
		left := 0
		for _, p := range piles(refs, st, s, room[:0]) {
			left += st.Pile(p).Len()
		}
		out[s] = float64(st.Deck().Size()-left) + 1
	}
}
