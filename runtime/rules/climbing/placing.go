package climbing

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A trickPlayer is a play to the trick, of a match of places or not.
type trickPlayer interface{ trickPlan() *plan }

// placingTrick is the play to the trick of a match of places: it keeps
// the places from one round to the next (mech.Placer).
type placingTrick struct {
	*trickMech
	pl *placesPlan
}

// ScoresPlaces implements mech.Placer.
func (pt *placingTrick) ScoresPlaces() bool { return pt.pl.scores() }

// ScorePlaces implements mech.Placer.
func (pt *placingTrick) ScorePlaces(st *core.State, order []int) { pt.pl.scorePlaces(st, order) }

// MostCards implements mech.Placer.
func (pt *placingTrick) MostCards(t mech.Table, st *core.State, winner int) int {
	return pt.pl.mostCards(t, st, winner)
}

// NextHand implements mech.Placer.
func (pt *placingTrick) NextHand(st *core.State, order []int, most int) error {
	return pt.pl.nextHand(st, order, most)
}

// The answer of mech a play to the trick of a match of places gives.
var _ mech.Placer = (*placingTrick)(nil)
