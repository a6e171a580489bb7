package calling

import "github.com/rulerun/rulerun/runtime/rules/mech"

// The Does words of the call and the catch.
const (
	doesCall  = "call"
	doesCatch = "catch"
)

// Call declares the call a seat makes when it will hold one card ("uno"),
// and the catching of a seat that did not; a script declares it as
// game.call, read into Decl.Mechanics["call"].
type Call struct {
	Word string `lua:"word" required:"the word said, such as \"uno\"" doc:"The word said, such as \"uno\"."`
	// Part is the optional part of a play by which the call is made with
	// the play.
	Part string `lua:"part" doc:"The optional flag of a play's form by which the call is made with the play, such as \"uno\" in \"play <card> [uno]\"."`
	// Penalty is the cards a caught seat draws for its first, second...
	// offence; the last number is repeated.
	Penalty []int `lua:"penalty" as:"fnList" doc:"The cards a caught seat draws for its first, second... offence; the last is repeated ({2} by default). An entry may be a function(at) of the round, called once as each round starts (rulerun.At)."`
	// PenaltyFn are the entries of Penalty declared as functions of the
	// round (0 for a number), nil when none is.
	PenaltyFn []mech.Func
	// PerSeat counts offences for each seat apart, not over the game.
	PerSeat bool `lua:"per_seat" doc:"Counts offences for each seat apart, not over the game."`
	// Rule is the rule code refusals cite, such as "UNO-7".
	Rule mech.Message `lua:"rule" doc:"The rule code the refusals cite."`
	// PartWhy refuses a call made with a play that may not have it, and
	// VerbWhy a call made alone when no play would leave one card; "" uses
	// the engine's words.
	PartWhy mech.Message `lua:"part_why" doc:"The refusal of a call made with a play that may not have it."`
	VerbWhy mech.Message `lua:"verb_why" doc:"The refusal of the call made alone when no play would leave one card."`
	// ClosesOnAction closes the window to catch a seat at any action of a
	// turn (any verb but the call and the catch), its own included; without
	// it the window closes when another seat begins to act.
	ClosesOnAction bool `lua:"closes" choice:"next_seat|action" doc:"When the window to catch a seat closes: when another seat begins to act (\"next_seat\", the default), or at any action of a turn, the seat's own included (\"action\": any verb but the call and the catch)."`
}

// CallDecl is how a script declares the call (registry.go).
var CallDecl = &mech.Decl{Does: doesCall, Field: "call", Class: "rulerun.CallDecl",
	Doc:   "Declared games: the call a seat makes when it will hold one card (\"uno\"), and the catching of a seat that did not.",
	New:   func() any { return &Call{} },
	Whole: NewPlan}

// Texts the engine uses for a call where the declaration gives none.
const (
	callPartWhy = "you say %s with the play that leaves you one card"
	callVerbWhy = "you say %s when a play will leave you one card"
	noneWhy     = "nobody can be caught now: no one has failed to say %s"
	notHimWhy   = "%s did not fail to say %s"
	selfWhy     = "you cannot catch yourself"
)
