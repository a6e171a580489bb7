package banking

import "github.com/rulerun/rulerun/runtime/rules/mech"

// The Does words of the verbs of a banking game.
const (
	doesBet    = "bet"
	doesHit    = "hit"
	doesStand  = "stand"
	doesDouble = "double"
	doesSplit  = "split"
)

// Banking declares a banking game, in Decl.Mechanics["bet"]; a script
// declares it as game.banking.
type Banking struct {
	// Values, High and Limit are what the cards count (values.go);
	// ValuesFn and HighFn the entries of Values and High given as
	// functions, by rank code (their entries there are 0).
	Values   map[string]int `lua:"values" as:"fnMap" doc:"What each card counts, by rank code, such as {A = 1, T = 10, J = 10, Q = 10, K = 10}; a rank of digits not named counts its number. An entry may be a function(at) of the round, such as {K = function(at) return 9 + at.round % 2 end}, called once as each round starts (rulerun.At)."`
	ValuesFn map[string]mech.Func
	High     map[string]int `lua:"high" as:"fnMap" doc:"The flexible cards, by rank code, and what each may count instead, such as {A = 11}: one of them counts high while the hand's total stays within limit (the hand is soft). An entry may be a function(at) of the round, as values'."`
	HighFn   map[string]mech.Func
	Limit    int `lua:"limit" fn:"round" doc:"The best total a hand may reach, such as 21: a hand over it is bust (21 by default; a function's answer of 0 too)."`
	LimitFn  mech.Func
	// Cards is how many cards each seat and the house are dealt once the
	// bets are made; CardsFn is Cards declared as a function of the round.
	Cards   int `lua:"cards" fn:"round" doc:"How many cards each seat that bet is dealt, face up, once every bet is made, one at a time (2 by default); the house is dealt as many, its last face down. A function's answer of 0 deals 2."`
	CardsFn mech.Func
	// Split is the pile of a seat's second hand, once it splits a pair.
	Split string `lua:"split" doc:"The pile, declared per seat, that holds a seat's second hand once it splits a pair (does = \"split\"): the pair's second card goes there with a bet equal to the first, each hand is dealt one card more, and the seat plays its first hand out, then its second."`
	// Rounds is how many rounds the match lasts.
	Rounds int `lua:"rounds" fn:"game" required:"how many rounds the match lasts, such as 10" doc:"How many rounds the match lasts; it ends sooner when no seat has the chips to bet. The seats with the most chips win."`
	// RoundsFn is Rounds declared as a function of the game.
	RoundsFn mech.Func
	// House is the house's hand and its policy.
	House *House `lua:"house" required:"the house's piles and policy, such as {pile = \"house\", hole = \"hole\", stands = 17}" doc:"The house: its hand, a card of it face down until it plays, and the policy it draws by."`
	// Stakes are the chips, the bets and the payouts.
	Stakes *Stakes `lua:"stakes" required:"the chips and the bets, such as {bankroll = 100, min = 1, max = 10}" doc:"The chips each seat starts with, the bounds of a bet and what each outcome pays."`
	// Rule is the rule code of a hit and a stand.
	Rule mech.Message `lua:"rule" doc:"The rule code a card drawn or a hand stood is played under, such as \"BJ-6\"."`
	// Why are the refusals, by what is wrong.
	Why mech.Messages `lua:"why" doc:"The refusals, by what is wrong: bet (a bet out of bounds; %s is the bounds), chips (a bet or a double the chips do not cover; %s is the chips), bets (a card drawn before the deal), dealt (a bet after it), double (a double after a hand's first cards), split (a split of two cards that are no pair, or a second split)."`
	// Texts narrate the turn.
	HitText    mech.Message `lua:"hit_say" doc:"Narrates a card drawn, about the seat: {card} is the card, {total} the hand's total after it."`
	StandText  mech.Message `lua:"stand_say" doc:"Narrates a hand stood, about the seat: {total} is its total."`
	DoubleText mech.Message `lua:"double_say" doc:"Narrates a bet doubled, about the seat: {card} is the one card drawn, {bet} the bet, {total} the hand's total."`
	DealText   mech.Message `lua:"deal_say" doc:"Narrates a seat's hand once dealt, about the seat: {cards} are its cards, {total} their total."`
	SplitText  mech.Message `lua:"split_say" doc:"Narrates a pair split, about the seat: {cards} are its first hand's cards and {total} their total, {second} the second hand's cards and total."`
}

// House declares the house: a hand that is no seat's, played by a policy.
type House struct {
	Pile string `lua:"pile" required:"the house's pile of cards face up, such as \"house\"" doc:"The house's public pile: its cards face up."`
	Hole string `lua:"hole" required:"the pile of its card face down, such as \"hole\"" doc:"The pile its card face down lies in, hidden from every seat until the house plays: then it is turned up onto pile."`
	// Stands and HitsSoft are the policy; StandsFn and HitsSoftFn the
	// policy declared as functions of the round.
	Stands     int `lua:"stands" fn:"round" required:"the total the house stands on, such as 17" doc:"The house draws while its best total is under this, and stands on it or more."`
	StandsFn   mech.Func
	HitsSoft   bool `lua:"hits_soft" fn:"round" doc:"The house draws to a soft total of stands too (one whose flexible card counts high), as some tables play; it stands on it by default."`
	HitsSoftFn mech.Func
	// Peeks looks at the card face down at once when the card face up
	// might make a natural; PeeksFn is Peeks declared as a function of
	// the round.
	Peeks   bool `lua:"peeks" fn:"round" doc:"The house looks at its card face down as soon as it is dealt: with a natural (limit in the first cards), it turns it up at once and the round is settled before any seat plays."`
	PeeksFn mech.Func
	Rule    mech.Message `lua:"rule" doc:"The rule code of the house's play, such as \"BJ-8\"."`
	// Texts narrate the house's play.
	UpText     mech.Message `lua:"up_say" doc:"Narrates the house's card face up after the deal: {card} is the card."`
	RevealText mech.Message `lua:"reveal_say" doc:"Narrates the card face down turned up: {card} is the card, {total} the house's total."`
	DrawText   mech.Message `lua:"draw_say" doc:"Narrates a card the house draws: {card} is the card, {total} its total after it."`
	StandText  mech.Message `lua:"stand_say" doc:"Narrates the house standing: {total} is its total."`
	BustText   mech.Message `lua:"bust_say" doc:"Narrates the house going bust: {total} is its total."`
}

// Stakes declares the chips, the bets and the payouts.
type Stakes struct {
	Bankroll int `lua:"bankroll" required:"the chips each seat starts with, such as 100" doc:"The chips each seat starts the match with; a seat's chips are its bankroll and its total (the score), shown beside it."`
	Min      int `lua:"min" fn:"round" doc:"The least bet (1 by default); a seat with fewer chips sits out the round. A function's answer under 1 counts as 1."`
	MinFn    mech.Func
	Max      int `lua:"max" fn:"round" required:"the most a seat may bet, such as 10" doc:"The most a seat may bet, and never more than its chips. A function's answer under min counts as min."`
	MaxFn    mech.Func
	// Win and Natural are what a bet won pays, as {pays, for}.
	Win       []int `lua:"win" as:"payout" doc:"What a hand that beats the house wins, as {chips, for a bet of}: {1, 1} (even money) by default; its chips may be a function(at) of the round, such as {function(at) return at.round end, 1}, called once as each round starts (rulerun.At)."`
	WinFn     mech.Func
	Natural   []int `lua:"natural" as:"payout" doc:"What a natural wins (limit in the first cards) unless the house has one too, as {chips, for a bet of}, rounded down, such as {3, 2}; as win without it; its chips may be a function(at) of the round, as win's."`
	NaturalFn mech.Func
	Rule      mech.Message `lua:"rule" doc:"The rule code the bets are settled under, such as \"BJ-9\"."`
	// Texts narrate the bets and the payouts.
	BetText     mech.Message `lua:"bet_say" doc:"Narrates a bet, about the seat: {bet} is the bet, {chips} the chips it holds; the rule codes it cites are the bet's (rule's without them)."`
	WinText     mech.Message `lua:"win_say" doc:"Narrates a hand that beats the house, about its seat: {chips} are the chips won, {total} the hand's total."`
	NaturalText mech.Message `lua:"natural_say" doc:"Narrates a natural paid, about its seat: {chips} are the chips won."`
	LoseText    mech.Message `lua:"lose_say" doc:"Narrates a hand that loses to the house, about its seat: {chips} are the chips lost, {total} the hand's total."`
	BustText    mech.Message `lua:"bust_say" doc:"Narrates a hand gone bust, about its seat: {chips} are the chips lost, {total} the hand's total."`
	PushText    mech.Message `lua:"push_say" doc:"Narrates a hand that ties the house (a push), about its seat: the bet is returned."`
	OutText     mech.Message `lua:"out_say" doc:"Narrates a seat that sits out a round, its chips under the least bet."`
	EndText     mech.Message `lua:"end_say" doc:"The result's reason: {chips} are the winners' chips, {rounds} the rounds played."`
}

// BankingDecl is how a script declares a banking game (registry.go).
var BankingDecl = &mech.Decl{Does: doesBet, Field: "banking", Class: "rulerun.BankingDecl",
	Doc: "Declared games: a banking game: each seat bets (does = \"bet\"), then plays its own hand against a house that is no seat, drawing (does = \"hit\"), standing (does = \"stand\"), doubling its bet for one card more (does = \"double\") or splitting a pair into two hands (does = \"split\", with split); the house reveals its card face down and draws by its policy; bets are settled in chips, kept in the score.",
	New: func() any { return &Banking{} }, Whole: newPlan,
	Parts: []mech.DeclPart{
		{Class: "rulerun.HouseDecl", Doc: "game.banking.house: the house's hand and the policy it draws by.", New: func() any { return &House{} }},
		{Class: "rulerun.StakesDecl", Doc: "game.banking.stakes: the chips, the bounds of a bet and what each outcome pays.", New: func() any { return &Stakes{} }},
	}}

// The engine's words where the declaration gives none.
const (
	betWhy       = "a bet is %s chips"
	chipsWhy     = "you hold %s chips"
	betsWhy      = "the cards are dealt once every bet is made"
	dealtWhy     = "the bets are made before the deal"
	doubleWhy    = "a bet is doubled on the first cards alone"
	splitWhy     = "only a pair of the first cards is split, once"
	splitText    = "{seat} {split|splits} the pair: {cards}, {total}; {second}."
	betText      = "{seat} {bet|bets} {bet} ({chips} chips)."
	dealText     = "{seat} {hold|holds} {cards}: {total}."
	hitText      = "{seat} {draw|draws} {card}: {total}."
	standText    = "{seat} {stand|stands} on {total}."
	doubleText   = "{seat} {double|doubles} to {bet} and {draw|draws} {card}: {total}."
	upText       = "The house shows {card}."
	revealText   = "The house turns up {card}: {total}."
	houseDraw    = "The house draws {card}: {total}."
	houseStand   = "The house stands on {total}."
	houseBust    = "The house goes bust with {total}."
	winText      = "{seat} {win|wins} {chips} chips with {total}."
	naturalText  = "{seat} {have|has} a natural and {win|wins} {chips} chips."
	loseText     = "{seat} {lose|loses} {chips} chips with {total}."
	bustText     = "{seat} {go|goes} bust with {total} and {lose|loses} {chips} chips."
	pushText     = "{seat} {tie|ties} the house: the bet is returned."
	outText      = "{seat} {sit|sits} out: too few chips to bet."
	endReason    = "the most chips ({chips}) after {rounds} rounds"
	defaultLimit = 21
)
