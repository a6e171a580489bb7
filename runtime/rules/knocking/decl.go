package knocking

import "github.com/rulerun/rulerun/runtime/rules/mech"

// doesKnock is the Does word of a knock.
const doesKnock = "knock"

// Knocking declares private melds and the knock, among the declarations
// of the whole game under "knock"; a script declares it as game.knocking.
type Knocking struct {
	// Limit is the most deadwood a seat may knock with; Meld the fewest
	// cards of a meld.
	Limit int `lua:"limit" default:"10" fn:"round" doc:"The most deadwood a seat may knock with (10 by default)."`
	Meld  int `lua:"meld" default:"3" doc:"The fewest cards of a meld, set or run (3 by default)."`
	// LimitFn is Limit declared as a function of the round.
	LimitFn mech.Func
	// CleanBonusFn and UndercutBonusFn are the bonuses below declared as
	// functions of the round.
	CleanBonusFn, UndercutBonusFn mech.Func
	// CleanBonus and UndercutBonus are the bonuses of a clean knock and an undercut.
	CleanBonus    int `lua:"clean_bonus" fn:"round" doc:"What a knock with no deadwood (a clean knock) scores on top of the other seats' deadwood."`
	UndercutBonus int `lua:"undercut_bonus" fn:"round" doc:"What a seat that undercuts the knocker (deadwood no more than the knocker's) scores on top of the difference."`
	// DrawnAt draws the hand when a turn ends with that many cards or fewer
	// in the stock (0 never); DrawnAtFn is DrawnAt declared as a function
	// of the round.
	DrawnAt   int `lua:"drawn_at" fn:"round" doc:"The hand is drawn, nobody scoring and the same dealer dealing again, when a turn ends with this many cards or fewer in the stock (0: never)."`
	DrawnAtFn mech.Func
	// Rule is the rule code the knock's refusal cites; LimitWhy the refusal.
	Rule     mech.Message `lua:"rule" doc:"The rule code the refusal of a knock cites, such as \"KN-5\"."`
	LimitWhy mech.Message `lua:"limit_why" doc:"The refusal of a knock with too much deadwood; {deadwood} is the deadwood it would leave, {limit} the limit."`
	// CardWhy and MeldWhy refuse an arrangement the knocker types (a knock
	// whose form has a <melds> slot): a card not in the hand once it
	// discards, or typed twice ({card}); a group that is no meld ({meld}
	// its cards, {size} the fewest cards of a meld).
	CardWhy mech.Message `lua:"card_why" doc:"The refusal of a typed arrangement (a knock whose form has a <melds> slot) naming a card not in the hand once the knocker discards, or twice; {card} is the card."`
	MeldWhy mech.Message `lua:"meld_why" doc:"The refusal of a typed arrangement with a group that is no meld; {meld} is the group, {size} the fewest cards of a meld."`
	// The narrations, templates about a seat ("" for the engine's words):
	// {melds} are the melds ("AS 2S 3S / 7H 7D 7C"), {deadwood} the
	// deadwood's cards, {points} its points, {cards} the cards laid off.
	KnockText    mech.Message `lua:"knock_say" doc:"Narrates the knocker's hand shown, about it: {melds}, {deadwood} and {points} (its deadwood's points)."`
	CleanText    mech.Message `lua:"clean_say" doc:"Narrates a clean knock, one with no deadwood, about the knocker: {melds}."`
	ShowText     mech.Message `lua:"show_say" doc:"Narrates another seat's hand shown, about it: {melds}, {deadwood} and {points} (after its lay-offs)."`
	LayOffText   mech.Message `lua:"lay_off_say" doc:"Narrates the cards a seat lays off onto the knocker's melds, about it: {cards}."`
	ScoreText    mech.Message `lua:"score_say" doc:"Narrates the knocker's score, about it: {points}."`
	UndercutText mech.Message `lua:"undercut_say" doc:"Narrates an undercut, about the seat that makes it: {points} is its score."`
	DrawnText    mech.Message `lua:"drawn_say" doc:"Narrates a drawn hand."`
	Reason       mech.Message `lua:"reason" doc:"The result's reason when the game is a single hand (no game.match)."`
}

// KnockingDecl is how a script declares the knocking (the registry).
var KnockingDecl = &mech.Decl{Does: doesKnock, Field: "knocking", Class: "rulerun.KnockingDecl",
	Doc: "Declared games: private melds and a knock: verbs with does = \"knock\" (a play of one card) discard a card and end the hand when the deadwood left, in the engine's least-deadwood arrangement of sets and runs (or the melds the knocker types, when the knock's form has an optional <melds> slot: \"knock <card> [with <melds>]\"), is no more than the limit; the other seats lay off onto the knocker's melds (not after a clean knock); the lower deadwood scores the difference, with bonuses for a clean knock (no deadwood) and an undercut.",
	New: func() any { return &Knocking{} }}

// The engine's words where the declaration gives none.
const (
	knockLimitWhy  = "your deadwood would be {deadwood}: you may knock with {limit} or less"
	knockText      = "{seat} {knock|knocks}: {melds}; deadwood {deadwood} ({points})."
	knockCleanText = "{seat} {knock|knocks} with no deadwood: {melds}."
	knockShowText  = "{seat} {show|shows} {melds}; deadwood {deadwood} ({points})."
	knockLayText   = "{seat} {lay|lays} off {cards}."
	knockScoreText = "{seat} {score|scores} {points}."
	knockUnderText = "{seat} {undercut|undercuts} the knocker and {score|scores} {points}."
	knockDrawnText = "The stock is down to its last cards: the hand is drawn."
	knockReason    = "the hand is knocked"
)
