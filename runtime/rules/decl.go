package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// Decl is the structure of a game as its script declares it, for one set of
// options and one number of seats: plain data that the engine runs, and the
// script's code for what the data does not say (Hooks).
type Decl struct {
	Grammar *notation.Grammar
	Deck    *core.Deck
	Piles   []core.PileSpec
	// Start names the pile that holds every card before the deal ("" for
	// the first declared).
	Start string
	// Teams are the partnerships the seats declare (seats.teams), seats
	// counted from 0; nil when every seat plays for itself.
	Teams core.Teams
	// Hand is the per-seat pile a seat plays from and draws into.
	Hand string `lua:"hand" default:"hand" doc:"Declared games: the per-seat pile a seat plays from and draws into; \"hand\" by default."`
	Deal Deal   `lua:"deal" as:"declared" doc:"Declares the game's structure (the engine runs it): how a round is dealt. With it, setup and to_act are optional."`
	// Stock is where cards are drawn from; its Pile is "" when the game
	// draws no cards.
	Stock Stock `lua:"stock" as:"declared" doc:"Declared games: the pile cards are drawn from, and what happens when it runs out."`
	Turn  Turn  `lua:"turn" as:"declared" doc:"Declared games: how the turn passes."`
	// Verbs describes each verb of the grammar, in the grammar's order.
	Verbs []Verb
	// Effects are what cards do when played, in the order they take
	// effect.
	Effects []Effect `lua:"effects" as:"effects" type:"rulerun.EffectDecl[]|fun(options: table<string, any>, seats: integer): rulerun.EffectDecl[]" doc:"Declared games: what cards do when played, in the order they take effect: the one place each card's effect lives."`
	// Call is the call a seat makes when it is about to hold one card, and
	// the window in which the others may catch a seat that did not.
	Call *Call `lua:"call" as:"declared" doc:"Declared games: the call a seat makes when it will hold one card (\"uno\"), and the catching of a seat that did not."`
	// Win ends the game when a seat's hand is empty after its play.
	Win Win `lua:"win" as:"declared" doc:"Declared games: how the game is won."`
	// Trick, when set, makes the game a climbing game of tricks.
	Trick *Trick `lua:"trick" as:"declared" doc:"Declared games: a climbing game's trick: the kinds of play, how they beat each other, passing, and going out in places."`
	// Duties are the obligations a seat may owe, which it must answer
	// before anything else (Flow.Duty holds one imposed).
	Duties []Duty `lua:"duties" as:"duties" type:"table<string, rulerun.DutyDecl>|fun(options: table<string, any>, seats: integer): table<string, rulerun.DutyDecl>" doc:"Declared games: the obligations a seat may owe, by name: until it answers with one of the duty's verbs it may make no other move (but a catch); an answer is refused when the duty is not owed. An effect's duty, or g:impose, imposes one; a duty with a pile is owed while the pile of the seat to act holds a card."`
	// Rounds, when set, plays the game as a match of rounds: the win of
	// Win ends a round, which is scored, until a total reaches a target.
	Rounds *Rounds `lua:"match" as:"declared" doc:"Declared games: a match of rounds. The win of game.win ends the round, which is scored; the next round is dealt at once (game.deal, then after_deal), the deal passing to the left, until a total reaches the target."`
	// Melds, when set, makes the game one of melds laid in a shared area
	// that every seat builds on (a rummy).
	Melds *Melds `lua:"melds" as:"declared" doc:"Declared games: a game of melds (a rummy): what a meld is, and the melds laid in a shared area that every seat builds on, one public pile each; verbs with does = \"meld\", \"add\" or \"layout\" lay them."`
	// Limit caps the game's length, as a rule of the game.
	Limit Limit `lua:"limit" as:"declared" doc:"Declared games: a cap on the game's length, as a rule of the game: after that many moves it ends, drawn, or in a match won by the best total."`
	// Scripted makes the game one of functions alone (Rules API v2): the
	// script's setup deals, its to_act says who must decide (Hooks must be
	// a Decider), and every verb is its own code; the engine deals
	// nothing and passes no turn (scripted.go).
	Scripted bool
	// DealtCode is true when the script runs code after every deal
	// (Hooks.Dealt), which may fail: a move that may end a round then
	// plays on a fork of the state.
	DealtCode bool
	// Mechanics holds the declarations of the mechanics that keep their
	// own for the whole game, by Does word (such as *Tricks for "follow"):
	// each mechanic reads its own (registry.go).
	Mechanics map[string]any
}

// Win declares how a game is won.
type Win struct {
	// EmptyHand: the first seat with no card in hand wins at once.
	EmptyHand bool `lua:"empty_hand" doc:"The first seat whose hand is empty after its play wins at once."`
	// Text narrates it and Reason is the result's reason: templates about
	// the winner. Silent narrates nothing (the match's score says it).
	Text   Message `lua:"say" as:"textOrNo" doc:"Narrates the win: a line about the winner, where {round} is the number of the round; false narrates nothing (the match's score_say says it)."`
	Reason Message `lua:"reason" doc:"The result's reason: a line about the winner."`
	Silent bool
}

// Verb is what the engine knows of one verb of the notation.
type Verb struct {
	Name string
	// At is where the verb is declared: the engine's words that no field
	// gives refuse from there.
	At Message `lua:",place"`
	// Does is the kind of move the verb is: the mechanic that lists, checks
	// and applies its moves (registry.go). The script's does word ("call",
	// "catch", "trick", "pass", "name", "exchange", "meld", "add", "layout"),
	// or what the verb's declaration implies: "take" for a Take, "play"
	// for a Play, "draw" for a Draw, and "code" for a verb the script's
	// functions run alone.
	Does string `lua:"does" as:"does" doc:"Declared games: \"call\" makes the verb the call of game.call, said before a play; \"catch\" makes it the catching of a seat that did not make it, out of turn; \"trick\" makes it a play to game.trick (its cards in the slot <cards>); \"pass\" makes it the pass of a trick or, without one, ends the turn after a draw with play_drawn or in a turn in steps (game.turn.open); \"name\" names the suit of its <suit> slot as the suit to follow; \"meld\" lays a new meld of game.melds from its <cards>, \"add\" adds its <cards> to meld <n>, and \"layout\" rearranges every meld as its <melds> say, with cards from the hand (an open verb: the engine proposes some to bots); \"give\" gives the card of its <card> slot, for every seat to see, to the seat whose move imposed the duty it answers (its say narrates it after: {card} is the card, {to} that seat); \"follow\" plays its <card> to game.tricks; \"choose\" makes its <cards> the secret choice of game.choice, made by every seat that owes one, in any order (an open verb: the engine proposes some to bots, which also draw any at random); \"bid\" bids its <n> tricks, as game.bidding says, each seat in turn from the dealer's left before the first lead; \"knock\" discards its <card> (its play) and ends the hand of game.knocking, when the deadwood left is within the limit; \"count\" plays its <card> to the running count of game.count."`
	// Play, when set, makes the verb a play of cards from the hand (with
	// Does "play"), or names the slot of the cards played to the trick
	// (with Does "trick").
	Play *Play `lua:"play" as:"declared" doc:"Declared games: the verb plays cards from the hand; the engine lists, checks and plays them."`
	// Draw is how many cards a draw draws from the stock; the draw ends
	// the turn unless PlayDrawn.
	Draw int `lua:"draw" doc:"Declared games: the verb draws this many cards from the stock, which ends the turn (unless play_drawn)."`
	// PlayDrawn makes a Draw keep the turn: the seat may then play only the
	// card drawn, or pass.
	PlayDrawn bool `lua:"play_drawn" doc:"Declared games: the draw keeps the turn; the seat may then play only the card it drew (if it matches), or pass (the verb with does = \"pass\")."`
	// Why are the verb's refusals, by what is wrong; for a draw with
	// PlayDrawn: "drawn" (%s is the card drawn), "nothing", "again" and
	// "pass" (a pass before drawing); for a give: "held" (a card not held,
	// %s). "" uses the engine's words.
	Why Messages `lua:"why" doc:"Declared games: the verb's refusals, by what is wrong. For a draw with play_drawn: drawn (a play of another card than the one drawn; %s is that card), nothing (a play after a draw that brought no card), again (a second draw), pass (a pass before drawing), must (a pass after drawing a card that can be played, with must_play; %s is that card), stuck (a draw while holding a card that can be played, with must_play; %s is that card); until, the reason narrated with a draw until playable."`
	// Text narrates the move before its mechanics, a template about the
	// seat; %s is the suit the move names. "" narrates nothing. A give
	// narrates it after: {card} is the card, {to} the seat given to.
	Text Message `lua:"say" doc:"Declared games: narrates the move before what it does, a line about the seat; %s is the suit the move names. For does = \"give\" it narrates the gift after it: {card} is the card, {to} the seat given it."`
	// Take, when set, makes the verb take cards from a pile into the hand.
	Take *Take `lua:"take" as:"declared" doc:"Declared games: the verb takes cards from a pile into the hand."`
	// Code says which of the verb's rules the script wrote as code.
	Code VerbCode
	// OutOfTurn lets the seats the script's to_act names besides the one
	// to decide make the verb (a game of functions alone).
	OutOfTurn bool
	// UntilPlayable makes a Draw draw one card at a time until the seat
	// can play one (drawplayable.go); MustPlay, with PlayDrawn, refuses a
	// pass after it drew such a card (Why "must").
	UntilPlayable bool `lua:"until_playable" doc:"Declared games, with play_drawn: the draw draws one card at a time until it draws a card the seat can play, or the stock has none left (refilled or run out as game.stock says)."`
	MustPlay      bool `lua:"must_play" doc:"Declared games, with play_drawn: a seat that can play must: it may not draw while it holds a card it can play, nor pass after drawing one."`
}

// VerbCode says which of a verb's rules are the script's own code.
type VerbCode struct {
	Check, Apply, Generate bool
}

// Play declares a verb that plays cards from the hand onto a pile.
type Play struct {
	// At is where the play is declared: the engine's words that no field
	// gives refuse from there.
	At Message `lua:",place"`
	To string  `lua:"to" type:"string" doc:"The pile the cards are played onto."`
	// Cards is the slot of the move that holds the cards played.
	Cards string `lua:"cards" default:"cards" doc:"The slot of the form that holds the cards (\"cards\" by default)."`
	// Match is what a single card must match; nil when any card may be
	// played.
	Match *Match `lua:"match" doc:"What a card played alone must match; without it any card may be played."`
	// Shapes are the sets of cards that may be played together.
	Shapes []Shape `lua:"shapes" as:"shapes" doc:"The sets of cards that may be played together: \"single\" (the default) and {run = {...}}."`
	// Name is the optional part by which a play names a suit, required
	// exactly when the play holds one of NameWith.
	Name     string `lua:"name" doc:"The optional part of the form by which a play names a suit, such as \"call\"."`
	NameWith Cards  `lua:"name_with" doc:"The cards whose play must name a suit; no other play may."`
	// NameHow is the refusal when a play that must name a suit does not,
	// and NameNot when one that may not does.
	NameHow Message `lua:"name_how" doc:"The refusal of a play that must name a suit and does not."`
	NameNot Message `lua:"name_not" doc:"The refusal of a play that names a suit and may not."`
	// NotLast are the cards a seat may not play as its last card, and
	// NotLastWhy the refusal.
	NotLast    Cards   `lua:"not_last" doc:"Cards a seat may not play as its last card."`
	NotLastWhy Message `lua:"not_last_why" doc:"The refusal of one."`
	// Text narrates the play, a template about the seat where {cards} is
	// the cards ("" for the engine's: "{seat} {play|plays} 8H.").
	Text Message `lua:"say" doc:"Narrates the play, a line about the seat where {cards} is the cards (the engine's words by default: \"{seat} {play|plays} 8H.\")."`
	// HoldWhy refuses cards the seat does not hold, {card} the first
	// missing ("" for the engine's words).
	HoldWhy Message `lua:"hold_why" doc:"The refusal of cards the seat does not hold; {card} is the first missing (\"you do not hold {card}\" by default)."`
	// NotTaken forbids playing the card the seat took from a pile this
	// turn (the part "take": take.go); NotTakenWhy is the refusal.
	NotTaken    bool    `lua:"not_taken" doc:"The card the seat took from a pile this turn (a verb's take) may not be played."`
	NotTakenWhy Message `lua:"not_taken_why" doc:"The refusal of it."`
	// NameText narrates the suit a play names, after its cards; %s is the
	// suit ("" for the engine's words: " and {call|calls} %s").
	NameText Message `lua:"name_say" doc:"Narrates the suit a play names, after its cards; %s is the suit (\" and {call|calls} %s\" by default)."`
	// SuitNames names the suits in narration ("clubs"); "" uses the code.
	SuitNames map[string]string
	// JumpIn lets any other seat play a card identical to the one just
	// played, out of turn (jumpin.go); JumpWhy refuses another card (%s is
	// the card to jump in with) and JumpText narrates a jump.
	JumpIn   bool    `lua:"jump_in" doc:"After a play that passes the turn, any other seat may play a card identical to the card on top, out of turn, until the next action; the jumper takes the turn and play goes on from it. Seats racing to jump are offered the move in the engine's seeded order."`
	JumpWhy  Message `lua:"jump_why" doc:"The refusal of a play out of turn with another card; %s is the card to jump in with."`
	JumpText Message `lua:"jump_say" doc:"Narrates a jump, a line about the jumper (\"{seat} {jump|jumps} in.\" by default)."`
	// Seat is the optional part by which a play names a seat, required
	// exactly when the play holds one of SeatWith; SeatHow refuses a play
	// that must name another seat and does not, SeatNot one that may not.
	Seat     string  `lua:"seat" doc:"The optional part of the form by which a play names a seat, such as \"seat\" in \"[with <seat>]\"."`
	SeatWith Cards   `lua:"seat_with" doc:"The cards whose play must name another seat; no other play may."`
	SeatHow  Message `lua:"seat_how" doc:"The refusal of a play that must name another seat and does not (or names its player)."`
	SeatNot  Message `lua:"seat_not" doc:"The refusal of a play that names a seat and may not."`
}

// Shape is a set of cards that may be played together.
type Shape struct {
	// Single is one card that matches.
	Single bool
	// Run is cards of consecutive ranks (in the deck's rank order).
	Run *Run
}

// Run declares runs: consecutive ranks of the suit to follow.
type Run struct {
	Min int `lua:"min" default:"2" doc:"The fewest cards of a run (2 by default)."`
	// Keep is how many cards the seat must keep in hand after the run.
	Keep int `lua:"keep" doc:"How many cards the seat must keep in hand after it."`
	// InOpenTurn allows runs during an open turn.
	InOpenTurn bool `lua:"in_open_turn" doc:"Runs are allowed during an open turn."`
	// Rule is the rule code refusals cite, and Why the refusal of cards
	// that are not such a run, by what is wrong: "suit", "consecutive",
	// "keep", "short", "open" ("" for the engine's words).
	Rule Message  `lua:"rule" doc:"The rule code the refusals cite."`
	Why  Messages `lua:"why" doc:"The refusals, by what is wrong: suit (%s is the suit), consecutive, keep, short, open."`
}

// Effect is what the cards it selects do when played: each effect that
// selects one of the cards takes effect, in the declared order.
type Effect struct {
	Cards Cards `lua:",inline"`
	// Reverse turns the direction of play around.
	Reverse bool `lua:"reverse" doc:"The direction of play reverses."`
	// Skip makes that many seats lose their turn when it passes; LoseText
	// narrates each seat that loses it to this effect ("" for the turn's
	// LoseText).
	Skip     int     `lua:"skip" doc:"That many seats lose their turn when it passes."`
	LoseText Message `lua:"lose_say" doc:"Narrates a seat losing its turn to this effect, a line about that seat: a seat it skips, or one that draws a total it stacked (game.turn.lose_say by default). A variant that words one effect's lost turn leaves the others' as they were."`
	// Again gives the seat another turn after this one.
	Again bool `lua:"again" doc:"The seat takes another turn after this one."`
	// Owe makes the next seat draw that many cards when the turn passes
	// (they add up).
	Owe int `lua:"owe" doc:"The next seat draws that many cards when the turn passes to it; they add up."`
	// Name makes the suit named in the play the suit to follow.
	Name bool `lua:"name" doc:"The suit the play names (its play.name part) is the suit to follow."`
	// TurnUp turns up the top card of the stock onto the play's pile, and
	// again while it is one of TurnUpAgain; it becomes the card to match.
	TurnUp bool `lua:"turn_up" doc:"The top stock card is turned up onto the play's pile (again while it is one of deal.turn_up_again) and becomes the card to match."`
	// OpenTurn starts an open turn (a "free reign"): the seat plays on,
	// one card at a time, until it draws or plays another of these cards.
	OpenTurn bool `lua:"open_turn" doc:"Starts an open turn (a free reign): the seat plays on, one card at a time, until it draws or plays another of these cards, which ends the turn."`
	// InOpenTurn is true for an effect that still counts during an open
	// turn; the others do not.
	InOpenTurn bool `lua:"in_open_turn" doc:"The effect still counts during an open turn; the others do not."`
	// Text narrates the effect, a template about the seat ("" for none).
	Text Message `lua:"say" doc:"Narrates the effect: a line about the seat."`
	// Rule is the rule code of the effect, counted each time it fires.
	Rule Message `lua:"rule" doc:"The rule code of the effect, such as \"ABC-11\": the designer's report counts the rule as happening each time the effect fires."`
	// NextDraws makes the next seat draw that many cards at once (Skip
	// says whether it also loses its turn); Why is the reason given.
	NextDraws int     `lua:"next_draws" doc:"The next seat draws that many cards at once (add skip = 1 for it to lose its turn too); unlike owe, they do not wait for its turn."`
	Why       Message `lua:"why" msg:"reason" doc:"The reason given with the cards of next_draws or owe, such as \"Draw Two\" (for owe, game.turn.owed_why by default)."`
	// Duty names a declared duty the next seat owes: the turn passes to it
	// at once, and it must answer before anything else.
	Duty string `lua:"duty" doc:"The next seat owes this duty of game.duties: the turn passes to it at once, and it must answer first. g:flow().duty tells what the play left: the suit to follow before it and how many cards its player held."`
	// Stack holds the cards of NextDraws or Owe against the seat the turn
	// passes to, which plays a card of a stacking effect to pass the total
	// on, or draws it (stacking.go). StackWhy refuses another play, and
	// StackText narrates the total (%s is the cards).
	Stack     bool    `lua:"stack" doc:"Stacking: the cards of next_draws or owe are not drawn at once but held against the seat the turn passes to (skip does not skip it), which plays a card of a stacking effect to add to them and pass the total on, or draws the total with its draw verb (losing its turn when the effect has skip). g:flow().stack is the total held."`
	StackWhy  Message `lua:"stack_why" doc:"The refusal of another play while a total is held; %s is the cards (\"4 cards\")."`
	StackText Message `lua:"stack_say" doc:"Narrates the total held, a line about the seat that holds it; %s is the cards (\"{seat} must draw %s, or pass them on.\" by default)."`
	// Hands moves hands between seats (hands.go).
	Hands Hands `lua:"hands" choice:"|swap (with the seat the play names)|pass (every hand to the next seat)" doc:"Moves hands: \"swap\" exchanges the player's hand with that of the seat the play names (its play.seat part); \"pass\" gives every hand to the next seat in the direction of play. say replaces the engine's words."`
	// LastCard makes the effect one of a card that empties the hand: it
	// takes effect (its NextDraws, Text and Hook) just before the game or
	// round ends, and never otherwise.
	LastCard bool `lua:"last_card" doc:"The effect is that of a card that empties the hand: it takes effect (next_draws, say, apply) just before the game or round ends, and never otherwise; the other effects do not count for a last card."`
	// Hook is the index of the script's code for the effect, or -1.
	Hook int
}

// NoDealer is Deal.Dealer for a game without a dealer: the first seat
// starts, unless the script's setup says otherwise.
const NoDealer = -2

// Deal declares how a round is dealt.
type Deal struct {
	// Dealer is the first dealer's seat, -1 for one chosen at random, or
	// NoDealer.
	Dealer int `lua:"dealer" as:"seat" doc:"The first dealer's seat, or 0 to pick one at random; the seat after the dealer starts. Without it the game has no dealer and seat 1 starts (setup may say otherwise)."`
	// Hand is how many cards each seat is dealt.
	Hand int `lua:"hand" doc:"How many cards each seat is dealt, one at a time, from the stock after it is shuffled."`
	// All deals the whole stock out, one card at a time from the seat
	// after the dealer: some seats may hold one card more.
	All bool `lua:"all" doc:"Deals the whole stock out, one card at a time from the seat after the dealer (after the hand cards each, if any): some seats may hold one card more."`
	// Rest names the pile the cards left after the deal go to ("" leaves
	// them in the stock); Sort sorts every hand in deck order.
	Rest string `lua:"rest" doc:"The pile the cards left after the deal go to, such as \"out\"; they stay in the stock without it."`
	Sort bool   `lua:"sort" doc:"Sorts every hand in deck order after the deal."`
	// Text narrates the deal, a template about the dealer; {round} is the
	// number of the round and {direction} the direction of play
	// ("clockwise"). FirstText, when set, narrates the first round's deal
	// instead.
	Text      Message `lua:"say" doc:"Narrates the deal: a line about the dealer, such as \"{seat} {deal|deals} seven cards to each player.\"; {round} is the number of the round, {direction} the direction of play (\"clockwise\" or \"counterclockwise\")."`
	FirstText Message `lua:"first_say" doc:"Narrates the first round's deal instead of say."`
	// TurnUp turns up the top card of the stock onto a pile to start the
	// play on, again while it is one of TurnUpAgain.
	TurnUp      string `lua:"turn_up" doc:"The pile the top stock card is turned up onto to start play on, such as \"discard\"."`
	TurnUpAgain Cards  `lua:"turn_up_again" doc:"Cards play may not start on: another card is turned up onto them."`
	// TurnUpText narrates each card turned up; "%s" is the card.
	TurnUpText Message `lua:"turn_up_say" doc:"Narrates each card turned up; %s is the card (\"Turned up: %s.\" by default)."`
	// TurnUpBack puts a card of TurnUpAgain back into the stock, which is
	// shuffled, before the next is turned up; TurnUpBackText narrates it
	// ("%s" is the card).
	TurnUpBack     bool    `lua:"turn_up_back" doc:"A card of turn_up_again goes back into the stock, which is shuffled, before the next is turned up (it stays on the pile without it)."`
	TurnUpBackText Message `lua:"turn_up_back_say" doc:"Narrates a card put back; %s is the card."`
}

// Call declares the call a seat makes when it will hold one card ("uno"),
// and the catching of a seat that did not.
type Call struct {
	Word string `lua:"word" required:"the word said, such as \"uno\"" doc:"The word said, such as \"uno\"."`
	// Part is the optional part of a play by which the call is made with
	// the play.
	Part string `lua:"part" doc:"The optional flag of a play's form by which the call is made with the play, such as \"uno\" in \"play <card> [uno]\"."`
	// Penalty is the cards a caught seat draws for its first, second...
	// offence; the last number is repeated.
	Penalty []int `lua:"penalty" doc:"The cards a caught seat draws for its first, second... offence; the last is repeated ({2} by default)."`
	// PerSeat counts offences for each seat apart, not over the game.
	PerSeat bool `lua:"per_seat" doc:"Counts offences for each seat apart, not over the game."`
	// Rule is the rule code refusals cite, such as "UNO-7".
	Rule Message `lua:"rule" doc:"The rule code the refusals cite."`
	// PartWhy refuses a call made with a play that may not have it, and
	// VerbWhy a call made alone when no play would leave one card; "" uses
	// the engine's words.
	PartWhy Message `lua:"part_why" doc:"The refusal of a call made with a play that may not have it."`
	VerbWhy Message `lua:"verb_why" doc:"The refusal of the call made alone when no play would leave one card."`
	// ClosesOnAction closes the window to catch a seat at any action of a
	// turn (any verb but the call and the catch), its own included; without
	// it the window closes when another seat begins to act.
	ClosesOnAction bool `lua:"closes" choice:"next_seat|action" doc:"When the window to catch a seat closes: when another seat begins to act (\"next_seat\", the default), or at any action of a turn, the seat's own included (\"action\": any verb but the call and the catch)."`
}
