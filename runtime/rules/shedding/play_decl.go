package shedding

import "github.com/rulerun/rulerun/runtime/rules/mech"

// The declaration of a play (does = "play"): the cards a verb plays from
// the hand onto a pile, what they must match, the runs allowed and the
// optional parts (a suit named, a seat, the call).

// Play declares a verb that plays cards from the hand onto a pile.
type Play struct {
	// At is where the play is declared: the engine's words that no field
	// gives refuse from there.
	At mech.Message `lua:",place"`
	To string       `lua:"to" type:"string" doc:"The pile the cards are played onto."`
	// Cards is the slot of the move that holds the cards played.
	Cards string `lua:"cards" default:"cards" doc:"The slot of the form that holds the cards (\"cards\" by default)."`
	// Match is what a single card must match; nil when any card may be
	// played.
	Match *Match `lua:"match" doc:"What a card played alone must match; without it any card may be played."`
	// Shapes are the sets of cards that may be played together.
	Shapes []Shape `lua:"shapes" as:"shapes" doc:"The sets of cards that may be played together: \"single\" (the default) and {run = {...}}."`
	// Name is the optional part by which a play names a suit, required
	// exactly when the play holds one of NameWith.
	Name     string     `lua:"name" doc:"The optional part of the form by which a play names a suit, such as \"call\"."`
	NameWith mech.Cards `lua:"name_with" doc:"The cards whose play must name a suit; no other play may."`
	// NameHow is the refusal when a play that must name a suit does not,
	// and NameNot when one that may not does.
	NameHow mech.Message `lua:"name_how" doc:"The refusal of a play that must name a suit and does not."`
	NameNot mech.Message `lua:"name_not" doc:"The refusal of a play that names a suit and may not."`
	// NotLast are the cards a seat may not play as its last card, and
	// NotLastWhy the refusal.
	NotLast    mech.Cards   `lua:"not_last" doc:"Cards a seat may not play as its last card."`
	NotLastWhy mech.Message `lua:"not_last_why" doc:"The refusal of one."`
	// Text narrates the play, a template about the seat where {cards} is
	// the cards ("" for the engine's: "{seat} {play|plays} 8H.").
	Text mech.Message `lua:"say" doc:"Narrates the play, a line about the seat where {cards} is the cards (the engine's words by default: \"{seat} {play|plays} 8H.\")."`
	// HoldWhy refuses cards the seat does not hold, {card} the first
	// missing ("" for the engine's words).
	HoldWhy mech.Message `lua:"hold_why" doc:"The refusal of cards the seat does not hold; {card} is the first missing (\"you do not hold {card}\" by default)."`
	// NotTaken forbids playing the card the seat took from a pile this
	// turn (the part TakeKey); NotTakenWhy is the refusal.
	NotTaken    bool         `lua:"not_taken" doc:"The card the seat took from a pile this turn (a verb's take) may not be played."`
	NotTakenWhy mech.Message `lua:"not_taken_why" doc:"The refusal of it."`
	// NameText narrates the suit a play names, after its cards; %s is the
	// suit ("" for the engine's words: " and {call|calls} %s").
	NameText mech.Message `lua:"name_say" doc:"Narrates the suit a play names, after its cards; %s is the suit (\" and {call|calls} %s\" by default)."`
	// SuitNames names the suits in narration ("clubs"); "" uses the code.
	SuitNames map[string]string
	// JumpIn lets any other seat play a card identical to the one just
	// played, out of turn (JumpKey); JumpWhy refuses another card (%s is
	// the card to jump in with) and JumpText narrates a jump.
	JumpIn   bool         `lua:"jump_in" doc:"After a play that passes the turn, any other seat may play a card identical to the card on top, out of turn, until the next action; the jumper takes the turn and play goes on from it. Seats racing to jump are offered the move in the engine's seeded order."`
	JumpWhy  mech.Message `lua:"jump_why" doc:"The refusal of a play out of turn with another card; %s is the card to jump in with."`
	JumpText mech.Message `lua:"jump_say" doc:"Narrates a jump, a line about the jumper (\"{seat} {jump|jumps} in.\" by default)."`
	// Seat is the optional part by which a play names a seat, required
	// exactly when the play holds one of SeatWith; SeatHow refuses a play
	// that must name another seat and does not, SeatNot one that may not.
	Seat     string       `lua:"seat" doc:"The optional part of the form by which a play names a seat, such as \"seat\" in \"[with <seat>]\"."`
	SeatWith mech.Cards   `lua:"seat_with" doc:"The cards whose play must name another seat; no other play may."`
	SeatHow  mech.Message `lua:"seat_how" doc:"The refusal of a play that must name another seat and does not (or names its player)."`
	SeatNot  mech.Message `lua:"seat_not" doc:"The refusal of a play that names a seat and may not."`
}

// Shape is a set of cards that may be played together.
type Shape struct {
	// Single is one card that matches.
	Single bool
	// Run is cards of consecutive ranks (in the deck's rank order).
	Run *Run
}
