package melding

import (
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// scoredLay is the mechanic of the verb that lays a new meld in a game
// whose rounds the melds score (Melds.ScoreLaid): it lays melds as
// layMech does, scores each round of the match (each seat the points it
// laid less those it holds), and ends a round when a turn ends with the
// stock empty (Melds.StockEnds).
type scoredLay struct {
	*layMech
	stock mech.Pile // the stock, when a round ends with it empty
}

// scored makes l the scorer of the rounds its melds declare, or refuses
// a declaration it cannot score by.
func scored(s mech.Setup, l *layMech) (mech.Mechanic, error) {
	switch {
	case !l.Owned:
		return nil, mech.InDecl(doesMeld+"s", fmt.Errorf("melds score_laid: the melds must be owned (owned = true) to credit each seat the cards it laid"))
	case !s.Match():
		return nil, mech.InDecl(doesMeld+"s", fmt.Errorf("melds score_laid: the melds score the rounds of a match: declare game.match"))
	}
	sl := &scoredLay{layMech: l}
	if l.StockEnds {
		if s.Stock() == nil {
			return nil, mech.InDecl(doesMeld+"s", fmt.Errorf("melds stock_ends: declare the stock (game.stock)"))
		}
		sl.stock = s.Stock().DrawPile()
	}
	return sl, nil
}

// held is the points of the cards seat holds in st.
func (l *layMech) held(st *core.State, seat int) int {
	d, total := st.Deck(), 0
	for _, c := range st.Pile(l.hand.Of(seat)).Cards {
		total += d.Card(c).Points
	}
	return total
}

// ScoreRound implements mech.RoundScorer: each seat scores the points it
// laid this round less the points of the cards it holds, and the score is
// narrated.
func (sl *scoredLay) ScoreRound(t mech.Table, st *core.State) {
	for seat := range st.Seats() {
		laid, held := laidBy(st, seat), sl.held(st, seat)
		_ = st.AddScore(seat, laid-held)
		if st.Imagined() {
			continue
		}
		text := mech.Fill(sl.ScoreText.Or("{seat} {score|scores} {points}: {laid} laid less {held} held, {total} in all."),
			"{points}", strconv.Itoa(laid-held), "{laid}", strconv.Itoa(laid), "{held}", strconv.Itoa(held),
			"{total}", strconv.Itoa(st.Score().Totals[seat]))
		st.SayAbout(seat, text, sl.ScoreText.Codes...)
	}
}

// Moved implements mech.MoveWatcher: a turn ended with the stock empty
// ends the round, scored, when the melds declare so.
func (sl *scoredLay) Moved(t mech.Table, st *core.State) error {
	if !sl.StockEnds || st.Result().Over || st.Pile(sl.stock.ID).Len() > 0 {
		return nil
	}
	if draws, _ := t.Draws(st); draws > 0 {
		return nil
	}
	if !st.Imagined() {
		st.Say(sl.StockEndsText.Or("The stock is empty: the round ends."), sl.StockEndsText.Codes...)
	}
	_, err := t.EndRound(st, st.Turn().Current)
	return err
}

// Standings implements mech.Stander: each seat stands by its total with
// the points it laid this round less those it holds, the higher the
// better.
func (sl *scoredLay) Standings(t mech.Table, out []float64) {
	st := t.State()
	for s := range out {
		out[s] = float64(max(0, st.Score().Totals[s]+laidBy(st, s)-sl.held(st, s)+1000))
	}
}

// The answers of mech a scoring laying verb gives, besides a laying verb's.
var (
	_ mech.RoundScorer = (*scoredLay)(nil)
	_ mech.MoveWatcher = (*scoredLay)(nil)
	_ mech.Stander     = (*scoredLay)(nil)
	_ mech.Shower      = (*scoredLay)(nil)
	_ mech.Offerer     = (*scoredLay)(nil)
	_ mech.MoveMaker   = (*scoredLay)(nil)
	_ mech.Shedder     = (*scoredLay)(nil)
)
