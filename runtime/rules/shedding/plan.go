package shedding

// Plan is what the package keeps for a plan's games besides its verbs'
// mechanics: the stacking and the drawing, which the turn core gathers
// from the declarations and asks of every play and draw.
type Plan struct {
	// Stack is the stacking of draw penalties, nil without one.
	Stack *Stack
	// Drawn is the draw that keeps the turn for the card drawn, and what
	// each verb declares of drawing.
	Drawn *Drawn
}
