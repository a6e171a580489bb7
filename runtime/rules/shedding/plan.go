package shedding

import "github.com/rulerun/rulerun/runtime/rules/mech"

// Plan is what the package keeps for a plan's games besides its verbs'
// mechanics: the stacking, the drawing and the cards that open a turn,
// which the turn core gathers from the declarations and asks of every
// play and draw.
type Plan struct {
	// Stack is the stacking of draw penalties, nil without one.
	Stack *Stack
	// Drawn is the draw that keeps the turn for the card drawn, and what
	// each verb declares of drawing.
	Drawn *Drawn
	// Opens are the cards, by kind, whose effect starts (or, in an open
	// turn, ends) an open turn; nil when no effect does.
	Opens mech.Set
	// Remembers is whether an effect imposes a duty, which remembers what
	// the play was to match before it (Core.Effects' before): a play reads
	// that only then.
	Remembers bool
}
