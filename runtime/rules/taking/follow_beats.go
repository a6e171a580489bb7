package taking

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// What beats what in the trick as the script's function (Tricks.Beats =
// function(at, card, best)): the card led is best; each card played after
// it, in turn, becomes best when the function says it beats it. It is
// asked whenever a trick is taken, its answer never kept (mech.WhenAsked).

// beatenBy is the seat whose card the function of what beats what makes
// best of the trick on the table: an error is the script's.
func (f *followMech) beatenBy(t mech.Table, st *core.State, p *followPart) (int, error) {
	cards := st.Pile(f.table.ID).Cards
	if len(cards) == 0 {
		return p.Leader, nil
	}
	trumps := f.trumpSuit(st)
	best, bestSeat := cards[0], p.Leader
	seat := p.Leader
	for _, card := range cards[1:] {
		seat = st.NextSeat(seat, 1)
		beats, err := t.Beats(f.Beats, st, trumps, card, best)
		if err != nil {
			return 0, err
		}
		if beats {
			best, bestSeat = card, seat
		}
	}
	return bestSeat, nil
}
