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
	// Hand is the per-seat pile a seat plays from and draws into.
	Hand string
	Deal Deal
	// Stock is where cards are drawn from; its Pile is "" when the game
	// draws no cards.
	Stock Stock
	Turn  Turn
	// Verbs describes each verb of the grammar, in the grammar's order.
	Verbs []Verb
	// Effects are what cards do when played, in the order they take
	// effect.
	Effects []Effect
	// Call is the call a seat makes when it is about to hold one card, and
	// the window in which the others may catch a seat that did not.
	Call *Call
	// Win ends the game when a seat's hand is empty after its play.
	Win Win
	// Trick, when set, makes the game a climbing game of tricks.
	Trick *Trick
	// Duties are the obligations a seat may owe, which it must answer
	// before anything else (core.Flow.Duty holds one imposed).
	Duties []Duty
	// Rounds, when set, plays the game as a match of rounds: the win of
	// Win ends a round, which is scored, until a total reaches a target.
	Rounds *Rounds
	// Melds, when set, makes the game one of melds laid in a shared area
	// that every seat builds on (a rummy).
	Melds *Melds
	// Limit caps the game's length, as a rule of the game.
	Limit Limit
}

// Win declares how a game is won.
type Win struct {
	// EmptyHand: the first seat with no card in hand wins at once.
	EmptyHand bool
	// Text narrates it and Reason is the result's reason: templates about
	// the winner. Silent narrates nothing (the match's score says it).
	Text, Reason string
	Silent       bool
}

// Verb is what the engine knows of one verb of the notation.
type Verb struct {
	Name string
	// Does is the kind of move the verb is: the mechanic that lists, checks
	// and applies its moves (registry.go). The script's does word ("call",
	// "catch", "trick", "pass", "name", "give", "meld", "add", "layout"),
	// or what the verb's declaration implies: "take" for a Take, "play"
	// for a Play, "draw" for a Draw, and "code" for a verb the script's
	// functions run alone.
	Does string
	// Play, when set, makes the verb a play of cards from the hand (with
	// Does "play"), or names the slot of the cards played to the trick
	// (with Does "trick").
	Play *Play
	// Draw is how many cards a draw draws from the stock; the draw ends
	// the turn unless PlayDrawn.
	Draw int
	// PlayDrawn makes a Draw keep the turn: the seat may then play only the
	// card drawn, or pass.
	PlayDrawn bool
	// Why are the verb's refusals, by what is wrong; for a draw with
	// PlayDrawn: "drawn" (%s is the card drawn), "nothing", "again" and
	// "pass" (a pass before drawing); for a give: "held" (a card not held,
	// %s). "" uses the engine's words.
	Why map[string]string
	// Text narrates the move before its mechanics, a template about the
	// seat; %s is the suit the move names. "" narrates nothing. A give
	// narrates it after: {card} is the card, {to} the seat given to.
	Text string
	// Take, when set, makes the verb take cards from a pile into the hand.
	Take *Take
	// Code says which of the verb's rules the script wrote as code.
	Code VerbCode
	// UntilPlayable makes a Draw draw one card at a time until the seat
	// can play one (drawplayable.go); MustPlay, with PlayDrawn, refuses a
	// pass after it drew such a card (Why "must").
	UntilPlayable, MustPlay bool
}

// VerbCode says which of a verb's rules are the script's own code.
type VerbCode struct {
	Check, Apply, Generate bool
}

// Play declares a verb that plays cards from the hand onto a pile.
type Play struct {
	To string // the pile the cards go to
	// Cards is the slot of the move that holds the cards played.
	Cards string
	// Match is what a single card must match; nil when any card may be
	// played.
	Match *Match
	// Shapes are the sets of cards that may be played together.
	Shapes []Shape
	// Name is the optional part by which a play names a suit, required
	// exactly when the play holds one of NameWith.
	Name     string
	NameWith Cards
	// NameHow is the refusal when a play that must name a suit does not,
	// and NameNot when one that may not does.
	NameHow, NameNot string
	// NotLast are the cards a seat may not play as its last card, and
	// NotLastWhy the refusal.
	NotLast    Cards
	NotLastWhy string
	// Text narrates the play, a template about the seat where {cards} is
	// the cards ("" for the engine's: "{seat} {play|plays} 8H.").
	Text string
	// HoldWhy refuses cards the seat does not hold, {card} the first
	// missing ("" for the engine's words).
	HoldWhy string
	// NotTaken forbids playing the card the seat took from a pile this
	// turn (core.Flow.Took); NotTakenWhy is the refusal.
	NotTaken    bool
	NotTakenWhy string
	// NameText narrates the suit a play names, after its cards; %s is the
	// suit ("" for the engine's words: " and {call|calls} %s").
	NameText string
	// SuitNames names the suits in narration ("clubs"); "" uses the code.
	SuitNames map[string]string
	// JumpIn lets any other seat play a card identical to the one just
	// played, out of turn (jumpin.go); JumpWhy refuses another card (%s is
	// the card to jump in with) and JumpText narrates a jump.
	JumpIn            bool
	JumpWhy, JumpText string
	// Seat is the optional part by which a play names a seat, required
	// exactly when the play holds one of SeatWith; SeatHow refuses a play
	// that must name another seat and does not, SeatNot one that may not.
	Seat             string
	SeatWith         Cards
	SeatHow, SeatNot string
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
	Min int // the fewest cards
	// Keep is how many cards the seat must keep in hand after the run.
	Keep int
	// InOpenTurn allows runs during an open turn.
	InOpenTurn bool
	// Rule is the rule code refusals cite, and Why the refusal of cards
	// that are not such a run, by what is wrong: "suit", "consecutive",
	// "keep", "short", "open" ("" for the engine's words).
	Rule string
	Why  map[string]string
}

// Effect is what the cards it selects do when played: each effect that
// selects one of the cards takes effect, in the declared order.
type Effect struct {
	Cards Cards
	// Reverse turns the direction of play around.
	Reverse bool
	// Skip makes that many seats lose their turn when it passes.
	Skip int
	// Again gives the seat another turn after this one.
	Again bool
	// Owe makes the next seat draw that many cards when the turn passes
	// (they add up).
	Owe int
	// Name makes the suit named in the play the suit to follow.
	Name bool
	// TurnUp turns up the top card of the stock onto the play's pile, and
	// again while it is one of TurnUpAgain; it becomes the card to match.
	TurnUp bool
	// OpenTurn starts an open turn (a "free reign"): the seat plays on,
	// one card at a time, until it draws or plays another of these cards.
	OpenTurn bool
	// InOpenTurn is true for an effect that still counts during an open
	// turn; the others do not.
	InOpenTurn bool
	// Text narrates the effect, a template about the seat ("" for none).
	Text string
	// NextDraws makes the next seat draw that many cards at once (Skip
	// says whether it also loses its turn); Why is the reason given.
	NextDraws int
	Why       string
	// Duty names a declared duty the next seat owes: the turn passes to it
	// at once, and it must answer before anything else.
	Duty string
	// Stack holds the cards of NextDraws or Owe against the seat the turn
	// passes to, which plays a card of a stacking effect to pass the total
	// on, or draws it (stacking.go). StackWhy refuses another play, and
	// StackText narrates the total (%s is the cards).
	Stack               bool
	StackWhy, StackText string
	// Hands moves hands between seats (hands.go).
	Hands Hands
	// LastCard makes the effect one of a card that empties the hand: it
	// takes effect (its NextDraws, Text and Hook) just before the game or
	// round ends, and never otherwise.
	LastCard bool
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
	Dealer int
	// Hand is how many cards each seat is dealt.
	Hand int
	// Rest names the pile the cards left after the deal go to ("" leaves
	// them in the stock); Sort sorts every hand in deck order.
	Rest string
	Sort bool
	// Text narrates the deal, a template about the dealer; {round} is the
	// number of the round and {direction} the direction of play
	// ("clockwise"). FirstText, when set, narrates the first round's deal
	// instead.
	Text, FirstText string
	// TurnUp turns up the top card of the stock onto a pile to start the
	// play on, again while it is one of TurnUpAgain.
	TurnUp      string
	TurnUpAgain Cards
	// TurnUpText narrates each card turned up; "%s" is the card.
	TurnUpText string
	// TurnUpBack puts a card of TurnUpAgain back into the stock, which is
	// shuffled, before the next is turned up; TurnUpBackText narrates it
	// ("%s" is the card).
	TurnUpBack     bool
	TurnUpBackText string
}

// Call declares the call a seat makes when it will hold one card ("uno"),
// and the catching of a seat that did not.
type Call struct {
	Word string // the word said, such as "uno"
	// Part is the optional part of a play by which the call is made with
	// the play.
	Part string
	// Penalty is the cards a caught seat draws for its first, second...
	// offence; the last number is repeated.
	Penalty []int
	// PerSeat counts offences for each seat apart, not over the game.
	PerSeat bool
	// Rule is the rule code refusals cite, such as "UNO-7".
	Rule string
	// PartWhy refuses a call made with a play that may not have it, and
	// VerbWhy a call made alone when no play would leave one card; "" uses
	// the engine's words.
	PartWhy, VerbWhy string
	// ClosesOnAction closes the window to catch a seat at any action of a
	// turn (any verb but the call and the catch), its own included; without
	// it the window closes when another seat begins to act.
	ClosesOnAction bool
}
