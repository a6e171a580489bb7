package mech

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// A Play is the play of cards a verb declares (game.verbs.X.play: the
// pile the cards go to, what they must match, the card taken that may not
// go back), as the engine's own play mechanic plays it. A mechanic whose
// move is also such a play (a discard that knocks) checks and plays it so,
// then does its own part (Setup.Play).
type Play interface {
	// Single reports whether the play is of one card, never a run.
	Single() bool
	// Barred reports whether the card of kind may not be played on st
	// whatever else holds: the card taken this turn, when the play says
	// so.
	Barred(st *core.State, kind int) bool
	// Check refuses seat's play m, or returns Legal.
	Check(t Table, seat int, m *notation.Move) Refusal
	// Apply plays seat's checked play m on st: the cards moved, the
	// call, the game ended when the hand empties and wins, the cards'
	// effects.
	Apply(t Table, st *core.State, seat int, m *notation.Move) error
	// RunsCode reports whether seat's play m calls the script's code (a
	// card's effect, the round ended by the hand emptied).
	RunsCode(t Table, seat int, m *notation.Move) bool
}
