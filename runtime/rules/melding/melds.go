package melding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Melds declares a game of melds: sets and runs laid from the hand in a
// shared area (a rummy's Community) that every seat builds on. Meld n lies
// in its own public pile, Prefix+n, made when first needed; the part "melds"
// says which card each wild in it stands for. The verbs that lay cards
// are those whose Does word is "meld", "add" or "layout".
type Melds struct {
	// At is where the melds are declared: the engine's words that no field
	// gives refuse from there.
	At mech.Message `lua:",place"`
	// Rules is what a meld is.
	Rules core.MeldRules `lua:",inline" as:"melds"`
	// Prefix names the pile of meld n (Prefix + n, such as "meld1"), and
	// Group is the group of those piles.
	Prefix string `lua:"prefix" doc:"The name of meld n's pile is prefix .. n (\"meld\" by default: meld1, meld2...); the piles are public and made when needed."`
	Group  string `lua:"group" doc:"The group of those piles (\"melds\" by default; g:group reads them)."`
	// OwnFirst lets a seat add to or rearrange the melds only after it has
	// laid one of its own this round; the verb's Why["own"] is the refusal.
	OwnFirst bool `lua:"own_first" doc:"A seat may add to or rearrange the melds only after laying one of its own this round; the verb's why.own is the refusal."`
	// FirstNoWild forbids wilds in a seat's first meld of the round, and
	// FirstNoWildWhy is the refusal.
	FirstNoWild    bool         `lua:"first_no_wild" doc:"A seat's first meld of the round may hold no wild."`
	FirstNoWildWhy mech.Message `lua:"first_no_wild_why" doc:"The refusal of one."`
	// Rule is the rule code a refusal of a meld cites, Codes the code for
	// each kind of problem (by core.MeldError's Code); TurnRule is the
	// code of "you do not hold" and "there is no meld".
	Rule     mech.Message  `lua:"rule" doc:"The rule code a refusal of a meld cites."`
	Codes    mech.Messages `lua:"codes" doc:"The rule code cited for each problem: size, naturals, wilds, kind, set, run, wrap, wild, missing, extra."`
	TurnRule mech.Message  `lua:"turn_rule" doc:"The rule code of \"you do not hold\" and \"there is no meld\"."`
	// SetWildWhy refuses a wild written as a card in a set ("%s" is the
	// card as written); "" allows it.
	SetWildWhy mech.Message `lua:"set_wild_why" doc:"Refuses a wild written as a card in a set (W=P6), which stands for none; %s is the card as written. Without it a set's wild may be written either way."`
	// AddMovedWhy is added to the refusal of an add that would need a wild
	// already laid to move.
	AddMovedWhy mech.Message `lua:"add_moved_why" doc:"Added to the refusal of an add that would need a wild already laid to move."`
	// NoMeldWhy refuses an add to a meld that does not exist: {n} is the
	// number asked, {count} how many melds there are.
	NoMeldWhy mech.Message `lua:"no_meld_why" doc:"The refusal of an add to a meld that does not exist: {n} is the number asked, {count} how many melds there are."`
	// LayText, AddText and LayoutText narrate the three verbs: templates
	// about the seat, where {n} is the meld's number, {meld} its cards,
	// {cards} the cards added, {melds} every meld numbered, {first}
	// FirstText on a seat's first meld, and {from_hand} FromHandText
	// when a layout used cards from the hand.
	LayText      mech.Message `lua:"lay_say" doc:"Narrates a new meld, a line about the seat: {n} is its number, {meld} its cards, {first} first_say on the seat's first meld."`
	AddText      mech.Message `lua:"add_say" doc:"Narrates an add: {cards} the cards added, {n} the meld's number, {meld} its cards now."`
	LayoutText   mech.Message `lua:"layout_say" doc:"Narrates a rearrangement: {melds} every meld numbered (\"1: R3 R4 R5 / 2: B6 P6 G6\"), {from_hand} from_hand_say when the hand gave cards."`
	FirstText    mech.Message `lua:"first_say" doc:"Put in lay_say's {first} on a seat's first meld of the round."`
	FromHandText mech.Message `lua:"from_hand_say" doc:"Put in layout_say's {from_hand}: {cards} the hand's cards."`
	// Samples is the most layouts offered to bots at one decision (0
	// means 12): layouts are too many to list, so the verb is open and the
	// engine proposes some.
	Samples int `lua:"samples" doc:"The most rearrangements offered to bots at one decision (12 by default)."`
	// Owned makes each meld the seat's that laid it, and credits the
	// points of every card laid, in a new meld or added to anyone's, to
	// the seat that lays it (owned.go).
	Owned bool `lua:"owned" doc:"Each meld belongs to the seat that laid it, and the points of every card laid (in a new meld, or added to anyone's meld) are credited to the seat that lays it. Not with a verb that rearranges the melds (does = \"layout\")."`
	// ScoreLaid scores each round of the match by the melds: each seat
	// scores the points credited to it less those of the cards left in
	// its hand; ScoreText narrates each seat's score.
	ScoreLaid bool         `lua:"score_laid" doc:"Each round of the match (game.match) is scored by the melds: each seat scores the points of the cards it laid this round (owned) less the points of the cards left in its hand, which may be below 0."`
	ScoreText mech.Message `lua:"score_say" doc:"Narrates a seat's score of the round: {laid} the points it laid, {held} those it holds, {points} the difference, {total} its total."`
	// StockEnds ends the round, scored, when a turn ends with the stock
	// empty; StockEndsText narrates it.
	StockEnds     bool         `lua:"stock_ends" doc:"The round ends, scored as when a seat goes out, when a turn ends with the stock (game.stock) empty."`
	StockEndsText mech.Message `lua:"stock_ends_say" doc:"Narrates that end."`
	// DigFrom is the pile a verb with does = "dig" takes from: any card
	// of it with every card above it, the card taken deepest laid at once
	// (dig.go); DigText narrates the take.
	DigFrom string       `lua:"dig_from" doc:"The pile a verb with does = \"dig\" takes from (a discard pile kept spread): a card of it, named by the verb's <card>, with every card above it, the card named laid at once in the same move, in a new meld of its <cards> or, with its <n>, added with them to meld n."`
	DigText mech.Message `lua:"dig_say" doc:"Narrates the take, a line about the seat; {cards} is the cards taken."`
}

// lay is what a verb does with the melds.
type lay int

// The verbs of a game of melds.
const (
	layNew    lay = iota // lay a new meld from the hand (<cards>)
	layAdd               // add cards from the hand to meld <n> (<n> <cards>)
	layLayout            // rearrange every meld, with cards from the hand (<melds>)
)
