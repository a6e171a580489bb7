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
	// Win ends the game when a seat's hand is empty after its play.
	Win Win `lua:"win" as:"declared" doc:"Declared games: how the game is won."`
	// Trick, when set, makes the game a climbing game of tricks.
	Trick *Trick `lua:"trick" as:"declared" doc:"Declared games: a climbing game's trick: the kinds of play, how they beat each other, passing, and going out in places."`
	// Duties are the obligations a seat may owe, which it must answer
	// before anything else (Flow.Duty holds one imposed).
	Duties []Duty `lua:"duties" as:"duties" type:"table<string, rulerun.DutyDecl>|fun(options: table<string, any>, seats: integer): table<string, rulerun.DutyDecl>" doc:"Declared games: the obligations a seat may owe, by name: until it answers with one of the duty's verbs it may make no other move (but a catch); an answer is refused when the duty is not owed. An effect's duty, or g:impose, imposes one; a duty with a pile is owed while the pile of the seat to act holds a card."`
	// Rounds, when set, plays the game as a match of rounds: the win of
	// Win ends a round, which is scored, until a total reaches a target.
	Rounds *Rounds `lua:"match" as:"declared" doc:"Declared games: a match of rounds. The win of game.win ends the round, which is scored; the next round is dealt at once (game.deal, then after_deal), the deal passing to the left, until a total reaches the target or the match's rounds are played."`
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
	// own for the whole game, by Does word (such as *taking.Tricks for
	// "follow"): each mechanic reads its own (registry.go).
	Mechanics map[string]any
	Funcs     []FuncDecl // the functions declared in place of values, by Func from 1 (deal_value.go)
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
	Does string `lua:"does" as:"does" doc:"Declared games: \"call\" makes the verb the call of game.call, said before a play; \"catch\" makes it the catching of a seat that did not make it, out of turn; \"trick\" makes it a play to game.trick (its cards in the slot <cards>); \"pass\" makes it the pass of a trick or, without one, ends the turn after a draw with play_drawn or in a turn in steps (game.turn.open); \"name\" names the suit of its <suit> slot as the suit to follow; \"meld\" lays a new meld of game.melds from its <cards>, \"add\" adds its <cards> to meld <n>, and \"layout\" rearranges every meld as its <melds> say, with cards from the hand (an open verb: the engine proposes some to bots); \"dig\" takes its <card> from deep in game.melds.dig_from with every card above it and lays it at once, in a new meld of its <cards> or, with its optional <n> ([on <n>]), added with them to meld n; \"give\" gives the card of its <card> slot, for every seat to see, to the seat whose move imposed the duty it answers (its say narrates it after: {card} is the card, {to} that seat); \"follow\" plays its <card> to game.tricks; \"choose\" makes its <cards> the secret choice of game.choice, made by every seat that owes one, in any order (an open verb: the engine proposes some to bots, which also draw any at random); \"bid\" bids its <n> tricks, as game.bidding says, each seat in turn from the dealer's left before the first lead; \"knock\" discards its <card> (its play) and ends the hand of game.knocking, when the deadwood left is within the limit; \"count\" plays its <card> to the running count of game.count."`
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
	Why Messages `lua:"why" doc:"Declared games: the verb's refusals, by what is wrong. For a draw with play_drawn: drawn (a play of another card than the one drawn; %s is that card), nothing (a play after a draw that brought no card), again (a second draw), pass (a pass before drawing), must (a pass after drawing a card that can be played, with must_play; %s is that card), stuck (a draw while holding a card that can be played, with must_play; %s is that card); until, the reason narrated with a draw until playable. For a dig (does = \"dig\"): absent (the card named is not in the pile; %s is that card), lay (the card taken deepest is not among the cards laid at once; %s is that card)."`
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
