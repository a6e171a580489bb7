package lua

import "github.com/rulerun/rulerun/runtime/lua/decl"

// The fields of the tables the bindings hand a script, for the editor
// annotations (LuaLSAnnotations); a test checks them against the bindings.

// cardDecl is every field of a card's facts, g.cards[code] or g:card(code).
var cardDecl = []decl.Field{
	{Name: "code", Type: "string", Doc: "The card's code, such as \"8H\"."},
	{Name: "suit", Type: "string", Doc: "Its suit's code, or \"\" for a card without one."},
	{Name: "rank", Type: "string", Doc: "Its rank's code, or \"\" for a card without one."},
	{Name: "kind", Type: "string", Doc: "Its kind, such as \"wild\", or \"\"."},
	{Name: "points", Type: "number", Doc: "Its points, for scoring."},
	{Name: "rank_index", Type: "integer", Doc: "The rank's position in the deck's rank order, from 1."},
	{Name: "suit_index", Type: "integer", Doc: "The suit's position in the deck's suit order, from 1."},
	{Name: "order", Type: "integer", Doc: "The card's position in deck order, from 1."},
}

// shapeDecl is every field of what g:shape returns.
var shapeDecl = []decl.Field{
	{Name: "size", Type: "integer", Doc: "How many cards."},
	{Name: "counts", Type: "integer[]", Doc: "The sizes of the rank groups, largest first."},
	{Name: "ranks", Type: "string[]", Doc: "The rank of each group, in the order of counts."},
	{Name: "per_rank", Type: "integer", Doc: "Cards per rank when every group has the same size, otherwise 0."},
	{Name: "unranked", Type: "integer", Doc: "How many cards have no rank."},
	{Name: "same_suit", Type: "boolean", Doc: "Whether every card has one suit."},
	{Name: "suit", Type: "string?", Doc: "That suit, when same_suit."},
	{Name: "consecutive", Type: "boolean", Doc: "Whether the ranks are consecutive."},
	{Name: "low", Type: "string?", Doc: "The lowest rank, when the cards have ranks."},
	{Name: "high", Type: "string?", Doc: "The highest rank."},
	{Name: "low_index", Type: "integer?", Doc: "The lowest rank's position in rank order, from 1."},
	{Name: "high_index", Type: "integer?", Doc: "The highest rank's position."},
	{Name: "top", Type: "string?", Doc: "The highest card, in deck order."},
}

// atDecl is every field of the context a function declared in place of a
// value is called with (rules.At; declared_value.go).
var atDecl = []decl.Field{
	{Name: "round", Type: "integer", Doc: "The number of the round about to be played (or, for a function of the game, the first), from 1."},
	{Name: "played", Type: "integer", Doc: "The number of rounds (deals) of the match played before this one: 0 in the first."},
	{Name: "seats", Type: "integer", Doc: "The number of seats."},
	{Name: "pack", Type: "integer", Doc: "The number of cards in the deck."},
	{Name: "dealer", Type: "integer?", Doc: "The dealer's seat of the round, from 1; nil in a game without a dealer, and for a function of the game (called before the first dealer is chosen)."},
	{Name: "scores", Type: "integer[]", Doc: "Each seat's total so far, by seat from 1: at.scores[1] is seat 1's (all 0 as the game starts)."},
	{Name: "trumps", Type: "string?", Doc: "The code of the trump suit, such as \"H\", where the function is asked about a round's trumps: a function of the round and its trumps (tricks.suits, tricks.high: each suit in turn, nil for none), or of what beats what (tricks.beats, beating.beats: the round's trumps, nil for none); nil for every other function."},
}
