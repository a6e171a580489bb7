package lua

import "github.com/rulerun/rulerun/core/notation"

// Vetting: a move that Check, RandomMove or Moves found legal may be played
// without running its check again while neither the game nor the move
// changed ([engine.Vetted]). The game's generation counts the changes of
// its state. A copy of the game (Clone) has the same state and generation,
// so it trusts the same moves; Determinize changes the state, so it does
// not.

// isVetted reports whether m was found legal for seat in the game as it is
// now: by the last Check or RandomMove, or among the moves Moves last
// listed.
func (g *Game) isVetted(seat int, m *notation.Move) bool {
	return g.checked.Trusts(g.gen, seat, m) || g.listed.Trusts(g.gen, seat, m)
}

// changed notes that the game's state changed: who is to act must be asked
// again, and no move vetted before is trusted any more.
func (g *Game) changed() {
	g.gen++
	g.decision = nil
}
