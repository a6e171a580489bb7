package shedding

import "github.com/rulerun/rulerun/runtime/rules/mech"

// Take declares a verb that takes cards from the top of a pile into the
// hand, in the open (every seat sees them): the top card, or the whole
// pile.
type Take struct {
	From string `lua:"from" required:"the pile taken from, such as \"discard\"" doc:"The pile taken from, such as \"discard\"; every seat sees the cards taken."`
	All  bool   `lua:"all" doc:"Takes the whole pile, not only its top card."`
	// EndWith names the verb the seat must then end its turn with (a
	// discard after taking the whole pile), and EndWithWhy refuses
	// ending it otherwise.
	EndWith    string       `lua:"end_with" doc:"The verb the seat must then end its turn with, such as \"discard\"; the verb with does = \"pass\" is refused until then."`
	EndWithWhy mech.Message `lua:"end_with_why" doc:"The refusal of that pass."`
	// EmptyWhy refuses a take from an empty pile ("" for the engine's
	// words).
	EmptyWhy mech.Message `lua:"empty_why" doc:"The refusal of a take from an empty pile."`
	// Text narrates the take, a template about the seat where {cards} is
	// the cards taken ("" for the engine's words).
	Text mech.Message `lua:"say" doc:"Narrates the take, a line about the seat; {cards} is the cards taken."`
}

// EndWithRefusal refuses the pass that would end a turn this take bound
// the seat to end with another verb.
func (t *Take) EndWithRefusal() mech.Refusal {
	return mech.Refuse(&t.EndWithWhy, t.EndWithWhy.Or("after taking that pile you must end your turn with "+t.EndWith))
}
