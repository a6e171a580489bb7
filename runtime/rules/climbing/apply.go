package climbing

import (
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/words"
)

// applyTrick lays a play on the table: it becomes the play to beat; a seat
// whose hand it empties finishes; then the next seat still in the trick
// plays, or the trick ends.
func (tp *plan) applyTrick(t *table, st *core.State, seat int, m *notation.Move, refs []notation.CardRef) error {
	hand := tp.hand.Of(seat)
	cur, following := tp.toBeat(t)
	cards := make([]core.CardID, len(refs))
	for i, r := range refs {
		c, err := st.MoveKind(hand, r.Kind, tp.table.ID, core.OnTop)
		if err != nil {
			return err
		}
		cards[i] = c
	}
	st.Deck().SortCards(cards)
	p, _ := tp.classify(t, cards)
	if following && tp.Beats != 0 {
		if err := tp.askedAgain(t, p, cur); err != nil {
			return err
		}
	}
	bomb := following && cur.kind != p.kind && tp.Beats == 0
	if bomb {
		if i := tp.bombOf(t, p, cur); i >= 0 {
			t.Fired(m.Verb, i)
		}
	}
	if !st.Imagined() {
		tp.narrate(t, st, seat, p, cur, bomb)
	}
	*ToBeatOf.Ref(st) = TrickToBeat{Kind: p.kind + 1, Size: len(cards), Seat: seat}
	if tp.Rejoin {
		st.ClearPasses() // a pass counts until the next play
	}
	if st.Pile(hand).Len() == 0 {
		if tp.emptyHandWins {
			return t.GoOut(st, seat, m, nil)
		}
		if over, err := tp.finish(t, st, seat); over || err != nil {
			return err
		}
	}
	tp.announceLast(st, seat)
	tp.goOn(st, seat)
	return nil
}

// narrate says what seat played: p, laid on cur when it is a bomb.
func (tp *plan) narrate(t *table, st *core.State, seat int, p, cur play, bomb bool) {
	words := tp.appendPlay(t.r.text[:0], t, p)
	t.r.text = words
	if !bomb {
		st.SayAbout(seat, "{seat} {play|plays} "+tp.article(words)+string(words)+".") // one allocation
		return
	}
	text := "{seat} {play|plays} " + tp.article(words) + string(words) + " on the " + tp.describe(t, cur)
	if tp.BombRule.Text != "" {
		text += " (" + tp.BombRule.Text + ")"
	}
	st.SayAbout(seat, text+".", tp.BombRule.Codes...)
}

// applyPass passes: the seat is out of the trick.
func (tp *plan) applyPass(st *core.State, seat int) {
	_ = st.Pass(seat)
	st.SayAbout(seat, "{seat} {pass|passes}.")
	tp.goOn(st, seat)
}

// goOn gives the turn to the next seat still in the trick, or ends the
// trick when every other seat has passed.
func (tp *plan) goOn(st *core.State, seat int) {
	next := st.NextActive(seat)
	if next < 0 || next == ToBeatOf.Of(st).Seat {
		tp.endTrick(st)
		return
	}
	_ = st.SetCurrent(next)
}

// endTrick clears the table: the last play wins the trick, and its seat
// leads, or the next seat when it has gone out.
func (tp *plan) endTrick(st *core.State) {
	winner := ToBeatOf.Of(st).Seat
	_ = st.MoveAll(tp.table.ID, tp.played.ID)
	st.ClearPasses()
	*ToBeatOf.Ref(st) = TrickToBeat{}
	leader := winner
	if st.Turn().IsOut(winner) {
		leader = st.NextSeat(winner, 1)
		tp.narrateLead(st, winner, leader)
	} else {
		st.SayAbout(winner, tp.WonText.Or("{seat} {win|wins} the trick and {lead|leads}."), tp.WonText.Codes...)
	}
	_ = st.SetCurrent(leader)
}

// narrateLead says that the winner of a trick has gone out and leader
// leads; nothing in an imagined game, which keeps no narration.
func (tp *plan) narrateLead(st *core.State, winner, leader int) {
	if st.Imagined() {
		return
	}
	open, rule, end := "", tp.LeadRule.Text, "."
	if rule != "" {
		open, end = " (", ")."
	}
	st.Say(mech.SeatName(winner)+" wins the trick but has gone out: "+mech.SeatName(leader)+" leads"+open+rule+end, tp.LeadRule.Codes...) // one allocation
}

// finish takes out a seat that has no cards left, with the next place; when
// one seat is left, it is last and the game ends, or the round of a match
// of places. It reports whether the game or the round ended.
func (tp *plan) finish(t *table, st *core.State, seat int) (bool, error) {
	place, _ := st.FinishSeat(seat)
	if !st.Imagined() {
		st.SayAbout(seat, "{seat} {have|has} no cards left and {take|takes} "+words.Ordinal(place)+" place.")
	}
	if st.ActiveSeats() > 1 {
		return false, nil
	}
	for s := range st.Seats() {
		if !st.Turn().IsOut(s) {
			_, _ = st.FinishSeat(s)
		}
	}
	if tp.places {
		_ = st.MoveAll(tp.table.ID, tp.played.ID)
		_, err := t.EndRound(st, st.Turn().Order[0]) // places are a match's: the round ends
		return true, err
	}
	order := st.Turn().Order
	parts := make([]string, len(order))
	for i, s := range order {
		parts[i] = words.Ordinal(i+1) + " " + mech.SeatName(s)
	}
	text := strings.Join(parts, ", ")
	if !st.Imagined() {
		st.Say("The game is over. Finishing order: " + text + ".")
	}
	_ = st.EndGame([]int{order[0]}, "finishing order: "+text)
	return true, nil
}
