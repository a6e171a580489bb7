package moving

import (
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The builds of a patience's tableau: in alternating colours (red on
// black), and a run moved whole (Move.Colour, Move.Whole).

// redOf is the red cards of a game whose moves build in colours: those
// declared (Moving.Red), or the diamonds and the hearts of a deck that has
// them; nil when no move builds in colours.
func redOf(s mech.Setup, g *Moving) (mech.Set, error) {
	if !slices.ContainsFunc(g.Moves, func(m Move) bool { return m.Colour == "alternate" || m.Colour == "same" }) {
		return nil, nil
	}
	red := g.Red
	if red.Empty() {
		red = mech.Cards{Suits: []string{"D", "H"}}
	}
	set, err := red.Compile(s.Deck())
	if err != nil {
		return nil, fmt.Errorf("moving red: a move builds in colours: declare the red cards, such as red = {suits = {\"D\", \"H\"}}: %w", err)
	}
	return set, nil
}

// span is the places of pile f a card may be taken from, lo to hi: the
// top card's; for any card or a card and every card above it, the
// bottom's up; or the run's on top when the cards taken must be one, its
// lowest card alone when the run moves whole.
func (m *moveMech) span(st *core.State, f core.PileID) (lo, hi int) {
	lo, hi = m.lowest(st, f), st.Pile(f).Len()-1
	if m.decl.Whole && hi >= 0 {
		hi = lo
	}
	return lo, hi
}

// idle reports whether taking the card at place i of pile f to pile d
// would change nothing but the place of the cards (Move.Whole): the whole
// of a pile to an empty one, no face-down card under it to turn up.
func (m *moveMech) idle(st *core.State, f core.PileID, i int, d core.PileID) bool {
	return m.decl.Whole && i == 0 && st.Pile(d).Len() == 0 && !m.covers(st, f)
}

// wholeFits refuses the card at place i of pile f when the run moves
// whole and it is not the run's lowest card.
func (m *moveMech) wholeFits(st *core.State, f core.PileID, i int) mech.Refusal {
	if !m.decl.Whole || i == m.lowest(st, f) {
		return mech.Legal
	}
	return m.why("whole", wholeWhy, st.Deck().Card(st.Pile(f).Cards[i]).Code)
}

// placeFits refuses the card at place i of pile f going to pile d when it
// would change nothing but the place of the cards (idle).
func (m *moveMech) placeFits(st *core.State, f core.PileID, i int, d core.PileID) mech.Refusal {
	if !m.idle(st, f, i, d) {
		return mech.Legal
	}
	return m.why("place", placeWhy, st.Deck().Card(st.Pile(f).Cards[i]).Code)
}
