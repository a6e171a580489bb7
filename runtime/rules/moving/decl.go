package moving

import "github.com/rulerun/rulerun/runtime/rules/mech"

// doesMove is the Does word of a move between piles.
const doesMove = "move"

// Moving declares the moves between piles of a game, in
// Decl.Mechanics["move"]; a script declares it as game.moving.
type Moving struct {
	// Moves are the verbs of this kind, each with its piles and its
	// conditions.
	Moves []Move `lua:"moves" required:"the verbs that move cards between piles, such as {{verb = \"play\", from = {\"column1\"}, to = \"waste\"}}" doc:"The verbs with does = \"move\", one table each: the piles a card is taken from and goes to, and what it must fit there: verb, from, to, rank, wrap, suit, colour (\"alternate\": red on black), empty, closed, take, run, whole (a run moved whole), count and redeals (a stock turned n at a time, turned back over n times), when (a predicate function(at, move) returning true to allow, asked only about the candidates the declared conditions pass: a Lua call for each), again, rule, why, say, redeal_say (docs/writing-a-game.md section 16)."`
	// Won ends the game won by the mover when the piles it names are
	// empty after a move.
	Won *Won `lua:"won" doc:"When the game is won: by the player whose move leaves every pile of empty empty."`
	// Stuck ends the game, won by nobody, when the seat to act can make
	// none of these moves.
	Stuck *Stuck `lua:"stuck" doc:"When the game is lost: the seat to act can make none of these moves (nothing to move, nothing to draw); the game ends won by nobody (a patience is lost), and with lose = true lost by that seat (the result's losers)."`
	// Score are the piles whose cards each seat is left with at the end,
	// a point each.
	Score []string `lua:"score" doc:"The piles whose cards count at the end: each seat scores a point for each card left in them (in its own, for a pile declared per seat)."`
	// Sets are the cards of one rank a seat discards as soon as it holds
	// them (a pair).
	Sets *Sets `lua:"sets" doc:"The sets a seat discards as soon as its pile holds one: count cards of the same rank (a pair), from the pile to another, face up; every seat's after the deal, the receiving seat's after each move."`
	// Out takes a seat whose piles are empty out of the turn order.
	Out *Out `lua:"out" doc:"A seat whose piles named are empty is out: safe, skipped by the turn and by every move from \"name.next\" or \"name.previous\"."`
	// Lost ends the game lost by the last seat left in.
	Lost *Lost `lua:"lost" doc:"When the game is lost, by one seat and won by nobody: the last seat not out (Out) loses once every other seat is out."`
	// TurnUp turns a face-down card up when it becomes the top of a pile.
	TurnUp *TurnUp `lua:"turn_up" doc:"Face-down cards turned up: a pile of face-down cards (hidden) lies under each pile of face-up cards, and when the face-up pile is empty after a move (or after the deal) the top face-down card is turned up onto it, as a patience's tableau turns up the card a move uncovers."`
	// Red are the cards of one colour, for the moves that build in
	// alternating colours or in one colour.
	Red mech.Cards `lua:"red" doc:"The cards of one colour (red), the others being of the other (black), for a move's colour: such as {suits = {\"D\", \"H\"}}, which is what it is by default in a deck with diamonds and hearts."`
}

// TurnUp declares the face-down cards turned up when the face-up pile on
// them is emptied.
type TurnUp struct {
	From []string     `lua:"from" required:"the piles of face-down cards, such as {\"down1\", \"down2\"}" doc:"The piles of face-down cards, one for each pile of to, in the same order."`
	To   []string     `lua:"to" required:"the piles of face-up cards they are turned up onto, such as {\"column1\", \"column2\"}" doc:"The piles of face-up cards: when one is empty, the top card of the pile of from at the same place is turned up onto it."`
	Text mech.Message `lua:"say" doc:"Narrates a card turned up, about the mover: {card} is the card, {to} the pile."`
}

// Sets declares the sets of one rank a seat discards as soon as it holds
// them.
type Sets struct {
	From  string       `lua:"from" required:"the pile the sets are discarded from, such as \"hand\"" doc:"The pile the sets are discarded from, declared per seat: each seat's own."`
	To    string       `lua:"to" required:"the pile the sets go to, such as \"discard\"" doc:"The pile the sets go to, on top."`
	Count int          `lua:"count" doc:"How many cards of the same rank make a set: 2 (a pair) by default."`
	Rule  mech.Message `lua:"rule" doc:"The rule code the sets are discarded under, such as \"OM-3\"."`
	Text  mech.Message `lua:"say" doc:"Narrates a set discarded, about its seat: {cards} are its cards."`
}

// Out declares when a seat is out of the turn order.
type Out struct {
	Empty []string     `lua:"empty" required:"the piles that must be empty, such as {\"hand\"}" doc:"The piles, declared per seat, whose emptying takes their seat out."`
	Text  mech.Message `lua:"say" doc:"Narrates a seat going out, about it."`
}

// Lost ends the game lost by the last seat left in.
type Lost struct {
	Last   bool         `lua:"last" required:"last = true: the last seat left in loses" doc:"The last seat not out loses, once every other is out."`
	Text   mech.Message `lua:"say" doc:"Narrates the loss, about the loser."`
	Reason mech.Message `lua:"reason" doc:"The result's reason, such as \"left holding the odd queen (OM-7)\"."`
}

// Move declares one verb that moves a card between piles.
type Move struct {
	// Verb is the verb's name; From and To the piles it takes from and
	// goes to (a shared pile, the mover's own pile of a per-seat
	// declaration, or every seat's written "name.*").
	Verb string   `lua:"verb" required:"the name of the verb, declared in game.verbs with does = \"move\"" doc:"The verb, declared in game.verbs with does = \"move\"."`
	From []string `lua:"from" required:"the piles the card is taken from, such as {\"column1\", \"column2\"}" doc:"The piles a card is taken from, their top card: a shared pile, a pile declared per seat (the mover's own), every seat's (\"hand.*\"), or the next or the previous seat's still in play (\"hand.next\", \"hand.previous\": a seat out is skipped). A move names its card (a <card> in its form) unless it takes from one pile."`
	To   []string `lua:"to" required:"the piles the card goes to, such as \"waste\"" doc:"The piles the card goes to, on top; several need a part <n:to> in the form: the number of the pile in this list."`
	// Rank, Wrap and Suit are what the card must be to the top card of
	// the pile it goes to.
	Rank string `lua:"rank" choice:"any (any rank)|up (one rank higher, in the deck's order)|down (one rank lower)|either (one rank higher or lower)|same (the same rank)" doc:"The card's rank to the top card where it goes: \"up\" one higher in the deck's order, \"down\" one lower, \"either\", \"same\"; any rank by default."`
	Wrap bool   `lua:"wrap" doc:"Ranks go round the corner: the lowest rank is one above the highest (a king on an ace and an ace on a king, in a deck from ace to king)."`
	Suit string `lua:"suit" choice:"any (any suit)|same (the same suit)|other (another suit)" doc:"The card's suit to the top card where it goes: \"same\" or \"other\"; any suit by default."`
	// Colour is the card's colour to the top card where it goes.
	Colour string `lua:"colour" choice:"any (any colour)|alternate (the other colour: red on black, black on red)|same (the same colour)" doc:"The card's colour to the top card where it goes: \"alternate\", red on black and black on red, or \"same\"; any colour by default. The red cards are game.moving's red."`
	// Empty is what may go to an empty pile: any card when it selects
	// none.
	Empty mech.Cards `lua:"empty" doc:"The cards that may go to an empty pile, such as {ranks = {\"K\"}}; any card when not declared."`
	// Closed are the cards nothing may go on.
	Closed mech.Cards `lua:"closed" doc:"The cards nothing may go on, such as {ranks = {\"K\"}}."`
	// Take is what is taken: the top card, a card and every card above it
	// (in a run, with Run), or any one card.
	Take string `lua:"take" choice:"top (the top card)|above (a card and every card above it)|any (any one card: a hand)|blind (one card unseen, by its place)" doc:"What the move takes: \"top\", the top card of a pile (the default); \"above\", a card named and every card above it, carried in their order; \"any\", any one card of the pile, as from a hand; \"blind\", one card of a pile the mover cannot see, named by its place (the part <n:at> of its form: 1 for the bottom card, as the pile lies), which only the piles' owners see drawn. The conditions hold between the card named and the top card where it goes."`
	Run  bool   `lua:"run" doc:"With take = \"above\": the cards taken must be a run, each fitting on the one below it as the card fits where it goes (rank, suit, colour)."`
	// Whole moves a run whole, never to an empty pile from the bottom of
	// a pile.
	Whole bool `lua:"whole" doc:"With take = \"above\" and run: a run moves whole, from its lowest card (not part of it), and not from the bottom of a pile to an empty one, which would change nothing but its place (a face-down card still to turn up under it is something): every such move uncovers a card, so the play ends."`
	// Count is how many cards are taken at once, and Redeals how often
	// the pile gone to is turned back over onto the pile taken from.
	Count int `lua:"count" doc:"How many cards are taken at once from the top of the pile, one after the other onto the pile they go to (a stock turned to a waste three at a time): fewer when fewer are left; 1 by default. The conditions hold for the first."`
	// RedealText narrates a redeal.
	RedealText mech.Message `lua:"redeal_say" doc:"Narrates a redeal, about the mover: {from} is the pile taken from (the stock), {to} the pile turned back over onto it."`
	Redeals    int          `lua:"redeals" doc:"When the pile taken from is empty, the move turns the pile it goes to back over onto it (a waste turned back into the stock), as often as this says in a game, 0 (the default) never: a bound, so that a game of bots ends (a large one plays as often as the player likes). For a move from one pile to one pile."`
	// When is the script's predicate on the move, 0 for none: asked only
	// about a candidate the declared conditions pass.
	When mech.Func `lua:"when" as:"func" doc:"A condition the declared ones cannot say, as a function(at, move) returning true to allow the move: at is the round's context (rulerun.At), move the move (move.seat from 1, move.verb, move.card, move.from, move.to: the card and the piles' names). The engine still lists the candidates in Go and calls it only for a candidate every declared condition passes, once at each listing and each check: a Lua call for each, which a move without it never pays. A refusal of it says when (%s is the card)."`
	// Again keeps the turn with the mover.
	Again bool `lua:"again" doc:"The mover moves again: the move does not end the turn."`
	// Rule is the rule code the move is made under and its refusals cite.
	Rule mech.Message `lua:"rule" doc:"The rule code the move is made under, such as \"PAT-4\"."`
	// Why are the refusals, by what is wrong.
	Why mech.Messages `lua:"why" doc:"The refusals, by what is wrong: top (the card is not on top of a pile it may be taken from, or with take = \"above\" in one; %s is the card), run (the cards above it are not a run; %s is the card), rank (it is not the rank to go there; %s is the top card there), suit (not the suit; %s is the top card there), empty (it may not go to an empty pile; %s is the card), closed (nothing goes on the top card there; %s is that card), colour (not the colour; %s is the top card there), whole (with whole, the card is not the lowest of the run on its pile; %s is the card), place (with whole, the move would change nothing but the place of the cards; %s is the card), when (the predicate when refuses it; %s is the card), nothing (the piles it takes from are empty), to (no such pile to go to; %s is its number), at (with take = \"blind\", no card at that place; %s is the place)."`
	// Text narrates the move.
	Text mech.Message `lua:"say" doc:"Narrates the move, about the mover: {card} is the card (the lowest of those taken; with a count, the new top card where they went), {n} how many cards are taken, {from} and {to} the piles. With take = \"blind\" it is why the mover draws (\"from {from}\"): the card is named to those who see the pile it goes to, its count to the others."`
}

// Won ends the game won by the mover.
type Won struct {
	Empty  []string     `lua:"empty" required:"the piles that must be empty, such as {\"column1\", \"column2\"}" doc:"The piles whose emptying wins: a pile declared per seat is the mover's own."`
	Text   mech.Message `lua:"say" doc:"Narrates the win, about the winner."`
	Reason mech.Message `lua:"reason" doc:"The result's reason."`
}

// Stuck ends the game won by nobody when the seat to act can make no
// move between piles.
type Stuck struct {
	Text   mech.Message `lua:"say" doc:"Narrates the end, about the seat that can make no move."`
	Reason mech.Message `lua:"reason" doc:"The result's reason, such as \"no card can be moved and the stock is empty\"."`
	// Lose makes the seat that can make no move the game's loser.
	Lose bool `lua:"lose" doc:"The seat that can make no move loses (the result's losers), as a patience is lost; without it the game ends won by nobody and lost by nobody."`
}

// MovingDecl is how a script declares the moves between piles
// (registry.go).
var MovingDecl = &mech.Decl{Does: doesMove, Field: "moving", Class: "rulerun.MovingDecl",
	Doc: "Declared games: moves between piles: verbs with does = \"move\" take the top card of a pile to another, when it fits the top card there (a rank one up or down, the same suit...); the game is won when declared piles are empty, and lost when nothing can be moved.",
	New: func() any { return &Moving{} }}

// The engine's words where the declaration gives none.
const (
	moveText    = "{seat} {move|moves} {card} from {from} to {to}."
	topWhy      = "%s is not on top of a pile you may move from"
	aboveWhy    = "%s is not in a pile you may move from"
	runWhy      = "the cards above %s are not a run"
	rankWhy     = "the card does not go on %s: not the rank"
	suitWhy     = "the card does not go on %s: not the suit"
	emptyWhy    = "%s may not go to an empty pile"
	closedWhy   = "nothing goes on %s"
	nothingWhy  = "there is no card to move"
	toWhy       = "there is no pile %s to move to"
	colourWhy   = "the card does not go on %s: not the colour"
	wholeWhy    = "%s is not the lowest card of the run on its pile: a run moves whole"
	placeWhy    = "%s and the cards on it would only change their place"
	redealText  = "{seat} {turn|turns} {to} back over onto {from}."
	whenWhy     = "%s may not be moved there"
	turnUpText  = "{card} is turned up on {to}."
	atWhy       = "there is no card %s there: name one by its place, from 1"
	blindText   = "from {from}"
	setsText    = "{seat} {discard|discards} {cards}."
	outText     = "{seat} {have|has} no cards left: out."
	lostText    = "{seat} {lose|loses}."
	lostReason  = "the last seat left in loses"
	wonText     = "{seat} {win|wins}."
	wonReason   = "every pile is cleared"
	stuckText   = "{seat} can move no card."
	stuckReason = "no card can be moved"
)
