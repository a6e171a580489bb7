package phasing

import "github.com/rulerun/rulerun/runtime/rules/mech"

// doesPhase is the Does word of a verb made in a phase.
const doesPhase = "phase"

// Phases declares the phases of a round before its play, in
// Decl.Mechanics["phase"]; a script declares it as game.phases.
type Phases struct {
	// At is where the phases are declared: the engine's refusals cite it.
	At mech.Message `lua:",place"`
	// Sequence is the phases, in the order they come in each round.
	Sequence []Phase `lua:"sequence" required:"the phases, in order, such as {{name = \"order\", verbs = {\"order\", \"pass\"}, ends = \"order\"}}" doc:"The phases of each round before the play, in order: each a table of name, verbs, acts, ends, after, unless, trumps, alone, takes, discards, forced."`
	// Rule is the rule code the refusals cite; WaitWhy refuses a move of
	// another verb while a phase is under way, TurnWhy a move of a seat
	// that does not act now (a verb of another phase is refused in the
	// engine's words).
	Rule    mech.Message `lua:"rule" doc:"The rule code the refusals cite."`
	WaitWhy mech.Message `lua:"wait_why" doc:"The refusal of a move of a verb of no phase (the play) while a phase is under way."`
	TurnWhy mech.Message `lua:"turn_why" doc:"The refusal of a move by a seat that does not act now; %s is the phase under way."`
	// ThrownText narrates a round thrown in: the phases over and nobody
	// made trumps, the deal passes.
	ThrownText mech.Message `lua:"thrown_say" doc:"Narrates a round thrown in: every phase over and nobody made trumps, the deal passes to the left."`
}

// Phase is one phase of a round.
type Phase struct {
	// Name names the phase: the table shows it, and After and Unless
	// name phases by it.
	Name string `lua:"name" required:"the phase's name" doc:"The phase's name, shown while it is under way; after and unless name a phase by it."`
	// Verbs are the verbs made in it (each declared with does =
	// "phase").
	Verbs []string `lua:"verbs" required:"the verbs made in the phase, such as {\"order\", \"pass\"}" doc:"The verbs made in the phase, each declared with does = \"phase\"."`
	// Acts is who acts in it: each seat once, in turn from the dealer's
	// left ("in turn"), the dealer, the maker, or every seat at once
	// ("all").
	Acts string `lua:"acts" choice:"in turn|dealer|maker|all" doc:"Who acts: \"in turn\" (the default), each seat once from the dealer's left; \"dealer\" or \"maker\" (the seat that made trumps), once; \"all\", every seat once, at once."`
	// Ends are the verbs that end the phase when made; without them it
	// ends when each seat that acts in it has acted once.
	Ends []string `lua:"ends" doc:"The verbs that end the phase when made, such as \"order\"; it ends anyway when each seat that acts in it has acted once."`
	// After plays the phase only when the phase it names was ended by
	// one of its ending verbs; Unless skips it then.
	After  string `lua:"after" doc:"The phase is played only when the phase of that name was ended by one of its ends verbs."`
	Unless string `lua:"unless" doc:"The phase is skipped when the phase of that name was ended by one of its ends verbs (trumps made: no second round)."`
	// Trumps is what an ending verb makes trumps: the suit of the card
	// the deal turned up ("turn_up"), the suit the verb names
	// ("named"), or a suit it names other than the turned-up card's
	// ("other"); its seat is the maker.
	Trumps string `lua:"trumps" choice:"|turn_up|named|other" doc:"What a verb that ends the phase makes trumps (game.tricks.trumps = \"named\"), its seat the maker: \"turn_up\", the suit of the card turned up (deal.turn_up); \"named\", the <suit> it names; \"other\", a <suit> other than the turned-up card's."`
	// Alone is the verb by which the seat plays the round without its
	// partners: they sit it out.
	Alone string `lua:"alone" doc:"The verb by which the seat plays the round alone: its partners sit it out (the turn and the trick pass them by)."`
	// Takes is a pile whose cards the seat acting takes into its hand
	// with its move; Discards the pile the <card> of the move goes to,
	// from its hand.
	Takes    string `lua:"takes" doc:"A pile whose cards the seat takes into its hand with its move (the turned-up card, taken up), before it discards."`
	Discards string `lua:"discards" doc:"The pile the <card> of the move goes to from the seat's hand (a discard), such as \"kitty\"."`
	// Forced makes the last seat to act end the phase (stick the
	// dealer): a verb that does not end it is refused it, with
	// ForcedWhy.
	Forced    bool         `lua:"forced" doc:"The last seat to act must end the phase with one of its ends verbs (stick the dealer)."`
	ForcedWhy mech.Message `lua:"forced_why" doc:"The refusal of a verb that does not end the phase to its last seat (forced)."`
	// Says narrate its verbs, by verb: about the seat, {suit} the suit
	// named or made trumps, {card} the card discarded.
	Says mech.Messages `lua:"says" doc:"Narrates each verb, by its name: a line about the seat, {suit} the trumps it makes, {card} the card it discards, such as {pass = \"{seat} {pass|passes}.\"}."`
}

// PhasesDecl is how a script declares the phases (the registry of the
// kinds of move).
var PhasesDecl = &mech.Decl{Does: doesPhase, Field: "phases", Class: "rulerun.PhasesDecl",
	Doc:   "Declared games: a round in phases before its play: verbs with does = \"phase\" are made in the phases of game.phases.sequence, in order, by the seats each phase says (in turn, the dealer, the maker, all), until each has acted or a verb ends it; a phase may be skipped after or unless another was ended; an ending verb may make trumps and its seat the maker, a verb may have the seat play alone, a phase may take up a pile and discard.",
	New:   func() any { return &Phases{} },
	Whole: newPlan}

// The engine's words where the declaration gives none.
const (
	waitWhy    = "the round's phases come before its play"
	turnWhy    = "you do not act now: the round is in its phase %s"
	forcedWhy  = "you are the last to act in this phase: you must end it"
	otherWhy   = "name a suit other than the turned-up card's"
	heldWhy    = "you do not hold %s"
	notNowWhy  = "that is no move of the phase under way: %s"
	thrownText = "Nobody made trumps: the hand is thrown in and the deal passes."
)
