package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// Ctx is the context of one call into the script's code: the state the
// code reads and may change, and whether it may change it. Each call gets
// its own; nothing is kept between calls.
type Ctx struct {
	State    *core.State
	ReadOnly bool
}

// Hooks is the script's code, called where the declaration leaves a rule
// to it. Each method gets the context of its call.
type Hooks interface {
	// Setup runs after the declared deal of the first round, for what the
	// game adds to it.
	Setup(c *Ctx) error
	// FirstDealer chooses the first dealer before the first deal (drawing
	// cards for it, say); ok is false when the script leaves it to the
	// declaration.
	FirstDealer(c *Ctx) (seat int, ok bool, err error)
	// Dealt runs after the declared deal of every round, for what the start
	// of a round adds (the card turned up's own rules).
	Dealt(c *Ctx) error
	// Check is the verb's own check of a move the declaration allows: nil
	// when it has nothing against it, else the refusal, as a message of the
	// script's words, the codes they cite and the code that refused it (the
	// verb's check, or the part rule's function).
	Check(c *Ctx, verb, seat int, m *notation.Move) (*Message, error)
	// Apply is the verb's own apply, after the declared mechanics.
	Apply(c *Ctx, verb, seat int, m *notation.Move) error
	// Generate lists moves of the verb the declaration does not list.
	Generate(c *Ctx, verb, seat int, emit func(*notation.Move)) error
	// Effect runs the effect hook of that index for a play by seat; it
	// reports whether the game goes on.
	Effect(c *Ctx, hook, seat int, m *notation.Move) (bool, error)
	// Status is the script's line about the table for seat.
	Status(c *Ctx, seat int) (string, error)
}
