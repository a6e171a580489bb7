package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// layMech lays cards in the shared melds of a game of melds (meld*.go):
// a new meld (does = "meld"), cards added to one ("add"), or every meld
// rearranged ("layout").
type layMech struct {
	lay   Lay
	melds *meldPlan
}

// newLay makes the mechanic of verbs that lay melds in that way.
func newLay(lay Lay) func(p *Plan, v int) (mechanic, error) {
	return func(p *Plan, v int) (mechanic, error) {
		if p.melds == nil {
			return nil, fmt.Errorf("it lays melds: declare the melds")
		}
		return layMech{lay, p.melds}, nil
	}
}

// runsCode implements codeRunner: a laying move that empties the hand ends
// the round of a match, whose next deal runs the script's code.
func (l layMech) runsCode(g *Game, seat int, m *notation.Move) bool {
	return g.p.rounds != nil && g.p.melds.laysAll(g, seat, m)
}

func (l layMech) list(g *Game, v, seat int, current bool) {
	if current {
		g.p.melds.listLay(g, l.lay, v, seat)
	}
}

func (l layMech) check(g *Game, seat int, m *notation.Move) refusal {
	return g.p.melds.checkLay(g, l.lay, seat, m)
}

func (l layMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	return g.p.melds.applyLay(g, l.lay, st, seat, m)
}

// Offers implements mech.Offerer: whether a move of the verb may be
// legal now: an add or a layout only once the seat has laid a meld of its
// own, when the melds declare so.
func (l layMech) Offers(t mech.Table, v, seat int) bool {
	return l.lay == LayNew || !l.melds.OwnFirst || meldsOf.Of(t.State()).HasMelded(seat)
}

// The answers of mech the layMech gives.
var (
	_ mech.Offerer = layMech{}
)
