package capturing

import "github.com/rulerun/rulerun/runtime/rules/mech"

// doesCapture is the Does word of a capture.
const doesCapture = "capture"

// Capturing declares the capture of a fishing game, in
// Decl.Mechanics["capture"]; a script declares it as game.capturing.
type Capturing struct {
	// Pile is the shared pile played to and captured from; Won the
	// per-seat pile the cards captured go to.
	Pile string `lua:"pile" required:"the shared pile cards are played to and captured from, such as \"table\"" doc:"The shared pile a card is played to and captures from (the table)."`
	Won  string `lua:"won" required:"the pile declared per seat that the cards captured go to, such as \"taken\"" doc:"The pile declared per seat that each capture goes to: the cards taken and the card that took them."`
	// Values are what each rank counts in a sum, by rank code; a rank's
	// place in the deck's order, from 1, by default.
	Values map[string]int `lua:"values" as:"fnMap" doc:"What each rank counts in a sum, by rank code, such as {A = 1, J = 8, Q = 9, K = 10}; a rank's place in the deck's order (from 1) when not declared. An entry may be a function(at) of the round, such as {J = function(at) return 7 + at.round % 2 end}, called once as each round starts (rulerun.At)."`
	// ValuesFn are the entries of Values given as functions, by rank code
	// (their entries in Values are 0).
	ValuesFn map[string]mech.Func
	MayLayFn mech.Func
	// By are the ways a card captures, in order of preference: a card
	// that can capture one way may not capture a later way.
	By []string `lua:"by" doc:"The ways a card captures, in order of preference: \"rank\", one card of its own rank; \"sum\", two or more cards whose values add up to its value. A card that can capture a way may capture no later way; {\"rank\", \"sum\"} by default."`
	// MayLay lets a card that could capture be laid on the table instead;
	// MayLayFn is MayLay declared as a function of the round.
	MayLay bool `lua:"may_lay" fn:"round" doc:"A card that could capture may be laid on the table instead (a capture is compulsory without it)."`
	// Again is how many cards each seat is dealt again from the stock when
	// every hand is empty and the stock holds cards; AgainFn is Again
	// declared as a function of the round.
	Again     int `lua:"deal_again" fn:"round" doc:"When every hand is empty and the stock still holds cards, the dealer deals each seat this many more, one at a time from the dealer's left; without it the round ends when the hands are empty."`
	AgainFn   mech.Func
	AgainText mech.Message `lua:"deal_again_say" doc:"Narrates the hands dealt again, a line about the dealer."`
	// Rest gives the cards left on the table at the round's end to the
	// last seat that captured; RestFn is Rest declared as a function of
	// the round.
	Rest     bool `lua:"rest_to_last" fn:"round" doc:"At the round's end the cards left on the table go to the last seat that captured."`
	RestFn   mech.Func
	RestText mech.Message `lua:"rest_say" doc:"Narrates it, a line about that seat; {cards} are the cards."`
	// Sweep is what a capture that clears the table scores.
	Sweep *Sweep `lua:"sweep" doc:"A capture that clears the table scores a sweep."`
	// Awards score the round at its end.
	Awards []Award `lua:"awards" doc:"How the round is scored at its end, once the table's cards are given: a list of awards, each scored by the seat that wins it (by most cards, a card held, a best total)."`
	// Rule is the rule code a play is made under and its refusals cite;
	// RankRule and SumRule those a capture by rank or by sum is made under
	// besides.
	Rule     mech.Message `lua:"rule" doc:"The rule code a play is made under, such as \"SCO-3\"."`
	RankRule mech.Message `lua:"rank_rule" doc:"The rule code a capture by rank is made under, besides rule."`
	SumRule  mech.Message `lua:"sum_rule" doc:"The rule code a capture by sum is made under, besides rule."`
	// Why are the refusals, by what is wrong.
	Why mech.Messages `lua:"why" doc:"The refusals, by what is wrong: hand (the card is not in the hand; %s is the card), table (a card taken is not on the table; %s is that card), rank (a card of the played card's rank is on the table, one of them must be taken alone; %s is the card played), sum (the cards taken are no capture of the card; %s is the card played), must (the card can capture, so must; %s is the card)."`
	// Text narrates a capture, LayText a card laid on the table.
	Text    mech.Message `lua:"say" doc:"Narrates a capture, about the player: {card} is the card played, {cards} the cards taken."`
	LayText mech.Message `lua:"lay_say" doc:"Narrates a card laid on the table that captures nothing, about the player: {card} is the card."`
}

// Sweep declares what a capture that clears the table scores.
type Sweep struct {
	Points   int `lua:"points" default:"1" fn:"round" doc:"The points of a sweep."`
	PointsFn mech.Func
	Last     bool `lua:"last" fn:"round" doc:"The round's last play scores a sweep too (it does not by default)."`
	LastFn   mech.Func
	Rule     mech.Message `lua:"rule" doc:"The rule code of the sweep, counted each time one is scored."`
	Text     mech.Message `lua:"say" doc:"Narrates the sweep, about the player; {points} is the points."`
}

// Award declares one award of a round's scoring, won by one seat (a tie
// wins it for nobody).
type Award struct {
	// By is how it is won: the most cards of Cards won, a card of Cards
	// won, or the best total of Values.
	By string `lua:"by" choice:"most (the most cards won, of cards when declared)|holds (a card of cards won)|best (the highest total of each suit's best card won, by values)" doc:"How the award is won: \"most\" (the default), the most cards in the pile won (of cards, when declared); \"holds\", a card of cards in the pile won; \"best\", the highest total of the best card of every suit in the pile won, by values (a seat that won no card of some suit cannot win it). A tie wins it for nobody."`
	// Cards selects the cards counted or held.
	Cards mech.Cards `lua:"cards" doc:"The cards counted (by = \"most\": every card when not declared) or held (by = \"holds\"), such as {suits = {\"D\"}} or {codes = {\"7D\"}}."`
	// Values are, by rank code, what each card counts for by = "best";
	// ValuesFn those given as functions (their entries in Values are 0).
	Values   map[string]int `lua:"values" as:"fnMap" doc:"With by = \"best\": what each card counts, by rank code, such as {[\"7\"] = 21, [\"6\"] = 18}; a rank not named counts 0. An entry may be a function(at) of the round, as the capture's values."`
	ValuesFn map[string]mech.Func
	Points   int `lua:"points" default:"1" fn:"round" doc:"The points of the award."`
	PointsFn mech.Func
	Rule     mech.Message `lua:"rule" doc:"The rule code of the award, counted each time it is scored."`
	Text     mech.Message `lua:"say" doc:"Narrates the award, about its winner; {n} is the count or total that won it, {points} the points."`
}

// CapturingDecl is how a script declares the capture (registry.go).
var CapturingDecl = &mech.Decl{Does: doesCapture, Field: "capturing", Class: "rulerun.CapturingDecl",
	Doc: "Declared games: the capture of a fishing game: verbs with does = \"capture\" play a card from the hand to the table, taking a card of its rank or cards whose values add up to its own; sweeps, the hands dealt again, the table's last cards to the last capturer, and the round scored by awards.",
	New: func() any { return &Capturing{} },
	Parts: []mech.DeclPart{
		{Class: "rulerun.SweepDecl", Doc: "game.capturing.sweep: what a capture that clears the table scores.", New: func() any { return &Sweep{} }},
		{Class: "rulerun.AwardDecl", Doc: "An entry of game.capturing.awards: a point of a round's scoring, won by one seat.", New: func() any { return &Award{} }},
	}}

// The engine's words where the declaration gives none.
const (
	captureText = "{seat} {play|plays} {card} and {take|takes} {cards}."
	layText     = "{seat} {lay|lays} {card} on the table."
	againText   = "{seat} {deal|deals} the next cards."
	restText    = "{seat} {take|takes} the cards left on the table: {cards}."
	sweepText   = "{seat} {sweep|sweeps} the table: {points}."
	awardText   = "{seat} {win|wins} an award ({n}): {points}."
	handWhy     = "%s is not in your hand"
	tableWhy    = "%s is not on the table"
	rankWhy     = "a card of the rank of %s is on the table: take one of them alone"
	sumWhy      = "those cards are no capture of %s"
	mustWhy     = "%s can capture: name the cards it takes"
)
