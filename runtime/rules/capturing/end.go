package capturing

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The end of a round of captures: the table's last cards to the last seat
// that captured, the awards scored, then the match's next round or the
// game's end.

// endReason is the result's reason of a game of one round.
const endReason = "the most points"

// endRound ends the round after seat's play, the last: the cards left on
// the table go to the last seat that captured, the awards are scored, and
// the round of a match closes, or the game ends won by the most points.
func (m *captureMech) endRound(t mech.Table, st *core.State, seat int) error {
	if err := m.rest(st); err != nil {
		return err
	}
	if err := m.score(t, st); err != nil {
		return err
	}
	if closed, err := t.CloseRound(st, seat); closed || err != nil {
		return err
	}
	return st.EndGame(mech.Most(st.Score().Totals), endReason)
}

// rest gives the cards left on the table to the last seat that captured,
// when declared.
func (m *captureMech) rest(st *core.State) error {
	last := Key.Of(st).Last - 1
	table := m.table.ID
	if !mech.FlagIn(st, m.decl.Rest, m.decl.RestFn) || last < 0 || st.Pile(table).Len() == 0 {
		return nil
	}
	if !st.Imagined() {
		text := &m.decl.RestText
		st.SayAbout(last, mech.WithCards(text.Or(restText), st.Deck(), st.Pile(table).Cards), text.Codes...)
	}
	return st.MoveAll(table, m.won.Of(last))
}

// EndsRounds implements mech.RoundEnder: the round's last play ends it.
func (*captureMech) EndsRounds() {}

// Standings implements mech.Stander: a seat stands by its points, then by
// the cards it won.
func (m *captureMech) Standings(t mech.Table, out []float64) {
	st := t.State()
	for s := range out {
		out[s] = float64(st.Score().Totals[s]-minTotal(st)) + 1 + float64(st.Pile(m.won.Of(s)).Len())/float64(st.Deck().Size()+1)
	}
}

// minTotal is the lowest total of a seat.
func minTotal(st *core.State) int {
	low := 0
	for _, n := range st.Score().Totals {
		low = min(low, n)
	}
	return low
}
