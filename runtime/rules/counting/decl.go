package counting

import "github.com/rulerun/rulerun/runtime/rules/mech"

// doesCount is the Does word of a play to a running count.
const doesCount = "count"

// Count declares a running count, among the declarations of the whole
// game under "count"; a script declares it as game.count.
type Count struct {
	// Played is the per-seat pile, seen by all, a seat's played cards lie
	// in until the show; Cap the count's cap; Values what a card of each
	// rank adds (a rank not named adds its place in the rank order).
	Played string         `lua:"played" required:"the per-seat pile a seat's played cards lie in until the show" doc:"The per-seat pile, seen by every seat, where a seat's cards played to the count lie until the show."`
	Cap    int            `lua:"cap" required:"the most the count may reach, such as 31" doc:"The most the count may reach."`
	Values map[string]int `lua:"values" as:"fnMap" doc:"What a card adds to the count and to a sum, by rank code, such as {T = 10, J = 10, Q = 10, K = 10}; a rank not named adds its place in the rank order (1 for the lowest). An entry may be a function(at) of the round, such as {K = function(at) return 10 + at.round % 2 end}, called once as each round starts (rulerun.At)."`
	// ValuesFn are the entries of Values given as functions, by rank code
	// (their entries in Values are 0).
	ValuesFn map[string]mech.Func
	// Sums are the counts that score SumPoints when reached; Pairs what 2,
	// 3, 4 ... cards of one rank played in a row score; Run the fewest
	// cards of a run (any order) among the last played, scoring a point a
	// card; Last the point of the last card of a count below the cap. Each
	// may be a function of the round (its Fn twin; an entry of Sums or
	// Pairs, by its place).
	Sums        []int `lua:"sums" as:"fnList" doc:"The counts that score when a play reaches them, such as {15, 31}. An entry may be a function(at) of the round, such as {15, function(at) return 30 + at.round % 2 end}, called once as each round starts (rulerun.At)."`
	SumsFn      []mech.Func
	SumPoints   int `lua:"sum_points" fn:"round" doc:"What reaching one of those counts scores."`
	SumPointsFn mech.Func
	Pairs       []int `lua:"pairs" as:"fnList" doc:"What 2, 3, 4 ... cards of one rank played in a row score, such as {2, 6, 12}; in the show each pair held scores the first. An entry may be a function(at) of the round, as sums'."`
	PairsFn     []mech.Func
	Run         int `lua:"run" fn:"round" doc:"The fewest cards of a run, in the last cards played (in any order) or in a hand counted, each scoring a point a card; 0 for none."`
	RunFn       mech.Func
	Last        int `lua:"last" fn:"round" doc:"What the seat that played the last card of a count that did not reach the cap scores."`
	LastFn      mech.Func
	// Starter is the pile the starter card is turned up onto once every
	// choice is made; Jack the rank whose starter scores the dealer
	// Heels, and whose card of the starter's suit in a hand counted scores
	// Nobs. Crib is the pile laid away for the dealer, counted last.
	Starter string `lua:"starter" required:"the pile the starter card is turned up onto, such as \"starter\"" doc:"The pile, seen by every seat, the starter is turned up onto from the stock once every choice is made."`
	Jack    string `lua:"jack" doc:"The rank code of the starter that scores the dealer heels points, and of the card of the starter's suit that scores nobs in a hand counted, such as \"J\"."`
	Heels   int    `lua:"heels" fn:"round" doc:"What the dealer scores when the starter is of rank jack."`
	HeelsFn mech.Func
	Nobs    int `lua:"nobs" fn:"round" doc:"What a hand counted scores for its card of rank jack of the starter's suit."`
	NobsFn  mech.Func
	Crib    string `lua:"crib" doc:"The pile laid away for the dealer (a choice whose to names it), counted for the dealer after the hands."`
	// ShowSum is the sum every set of cards of a hand counted scores
	// ShowSumPoints for; Flush the fewest cards of a hand of one suit
	// scoring a point a card (and one more with the starter), CribFlush
	// the fewest of the crib and starter together. Each may be a function
	// of the round (its Fn twin).
	ShowSum         int `lua:"show_sum" fn:"round" doc:"In the show: every set of a hand's cards and the starter whose values make this sum scores show_sum_points, such as 15."`
	ShowSumFn       mech.Func
	ShowSumPoints   int `lua:"show_sum_points" fn:"round" doc:"What each such set scores."`
	ShowSumPointsFn mech.Func
	Flush           int `lua:"flush" fn:"round" doc:"In the show: a hand whose cards, this many or more, are all of one suit scores a point a card, one more with the starter of that suit; 0 for none."`
	FlushFn         mech.Func
	CribFlush       int `lua:"crib_flush" fn:"round" doc:"In the show: the crib scores a flush only when it and the starter, this many cards, are all of one suit."`
	CribFlushFn     mech.Func
	// Target is the total that wins at once.
	Target int `lua:"target" fn:"game" required:"the total that wins the game at once, such as 121" doc:"The total that wins the game at once, even in the middle of a hand."`
	// TargetFn is Target declared as a function of the game.
	TargetFn mech.Func
	// Rule is the rule code the refusals cite, CapWhy refuses a card that
	// would pass the cap (%s is the cap); PlayRule, GoRule, ShowRule,
	// StarterRule and WonRule are the codes the narration of the scores cites.
	Rule        mech.Message `lua:"rule" doc:"The rule code the refusals cite."`
	CapWhy      mech.Message `lua:"cap_why" doc:"The refusal of a card that would take the count past the cap; %s is the cap."`
	PlayRule    mech.Message `lua:"play_rule" doc:"The rule code narrated with the scores made in play."`
	GoRule      mech.Message `lua:"go_rule" doc:"The rule code narrated with a go and the last card point."`
	ShowRule    mech.Message `lua:"show_rule" doc:"The rule code narrated with the show."`
	StarterRule mech.Message `lua:"starter_rule" doc:"The rule code narrated with the starter turned up and heels."`
	WonRule     mech.Message `lua:"won_rule" doc:"The rule code the win at the target cites."`
}

// CountDecl is how a script declares the count (the registry).
var CountDecl = &mech.Decl{Does: doesCount, Field: "count", Class: "rulerun.CountDecl",
	Doc: "Declared games: a running count (verbs with does = \"count\" play one card to it): each card adds its value, the count may not pass the cap, a seat that cannot play says go; sums, cards of a rank and runs score as they happen, then each hand is counted with a starter (the show) and the first total to reach the target wins at once.",
	New: func() any { return &Count{} }}

// The engine's words where the declaration gives none.
const countCapWhy = "the count may not pass %s"
