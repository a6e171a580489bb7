package beating

import "github.com/rulerun/rulerun/runtime/rules/mech"

// doesBeat is the Does word of a verb of the bout.
const doesBeat = "beat"

// Beating declares the bout of a beating game, in
// Decl.Mechanics["beat"]; a script declares it as game.beating.
type Beating struct {
	// Attack, Defend, PickUp and Pass are the verbs of the four roles.
	Attack string `lua:"attack" required:"the verb that attacks and throws in, such as \"attack\"" doc:"The verb (form \"<verb> <card>\") that attacks: the attacker's first card of a bout, any card; then a card thrown in, by the attacker or another seat in turn, of a rank already on the table."`
	Defend string `lua:"defend" required:"the verb that beats the card attacking, such as \"beat\"" doc:"The verb (form \"<verb> <card>\") the defender beats the card attacking with."`
	PickUp string `lua:"pick_up" required:"the verb that picks up the table, such as \"take\"" doc:"The verb (no part) the defender picks up every card on the table with, ending the bout."`
	Pass   string `lua:"pass" required:"the verb that throws nothing in, such as \"pass\"" doc:"The verb (no part) a seat throws nothing in with; once every seat that could has passed, the bout is beaten off."`
	// Table, Discard and Trumps are the piles of the bout.
	Table   string `lua:"table" required:"the pile the bout is played on, such as \"table\"" doc:"The shared pile the bout is played on: each card attacking, then the card that beats it."`
	Discard string `lua:"discard" required:"the pile a bout beaten off goes to, such as \"discard\"" doc:"The pile the cards of a bout beaten off go to."`
	Trumps  string `lua:"trumps" required:"the pile of the card turned up for trumps, such as \"trump\" (the deal's turn_up)" doc:"The pile the deal turns a card up to (game.deal.turn_up): its suit is trumps for the game, and it is the stock's last card, drawn after the stock."`
	// Hand is the hand size the seats draw up to after each bout.
	Hand   int `lua:"hand" fn:"round" required:"the hand size the seats draw up to, such as 6" doc:"The hand size each seat draws up to after a bout, the attacker first, then the other seats in turn, the defender last."`
	HandFn mech.Func
	// Attacks is the most cards attacking in one bout.
	Attacks   int `lua:"attacks" fn:"round" doc:"The most cards attacking in one bout (never more than the defender held as it began); no limit but that when 0."`
	AttacksFn mech.Func
	// Beats is the script's function of what beats what, asked whenever
	// the engine needs it (beat_fn.go); 0 for the declared rule.
	Beats mech.Func `lua:"beats" as:"beats" doc:"What beats what, as a function(at, card, on) returning true when card (its code) beats on, the card attacking, in place of the declared rule (a higher card of its suit, or a trump on a card that is none): asked about each card the defender might beat it with, at.trumps the suit of the card turned up; never kept."`
	// Rule is the rule code the bout is played under.
	Rule mech.Message `lua:"rule" doc:"The rule code the bout's moves are made under and its refusals cite, such as \"B-5\"."`
	// Why are the refusals, by what is wrong.
	Why mech.Messages `lua:"why" doc:"The refusals, by what is wrong: held (the card is not in the hand; %s is the card), beat (it does not beat the card attacking; %s is that card), rank (no card of its rank is on the table; %s is the card), limit (the bout holds as many attacks as it may; %s is how many), wait (a card attacking is still to be beaten; %s is that card), nothing (no card is attacking), open (the first card of a bout must be played: no pass)."`
	// Say narrates the bout, by what happens.
	Say mech.Messages `lua:"say" doc:"Narration, by what happens, about the seat that acts: attack ({card}), throw (a card thrown in, {card}), beat ({card} beats {on}), pick_up ({n} cards, {cards} the same in words: \"1 card\", \"3 cards\"), pass, beaten (the bout beaten off), draw ({n}, {cards}: as pick_up), trumps (after the deal, {card} the card turned up), out (a seat out, safe), lost (the loser)."`
	// Reason is the result's reason when the game is lost.
	Reason mech.Message `lua:"reason" doc:"The result's reason when the last seat left holding cards loses, such as \"left holding cards (B-9)\"."`
}

// BeatingDecl is how a script declares the bout (registry.go).
var BeatingDecl = &mech.Decl{Does: doesBeat, Field: "beating", Class: "rulerun.BeatingDecl",
	Doc: "Declared games: the bout of a beating game: verbs with does = \"beat\" attack, beat the card attacking (a higher card of its suit, or a trump), pick up the table, or pass; cards of a rank on the table are thrown in within limits; the seats draw up to a hand size; trumps are the card turned up; the last seat holding cards loses.",
	New: func() any { return &Beating{} }}

// The roles of a verb of the bout.
const (
	roleAttack = iota
	roleDefend
	rolePickUp
	rolePass
)

// The engine's words where the declaration gives none.
const (
	heldWhy     = "you do not hold %s"
	beatWhy     = "the card does not beat %s"
	rankWhy     = "no card of the rank of %s is on the table"
	limitWhy    = "the bout holds %s attacks: no more may be made"
	waitWhy     = "%s is still to be beaten"
	nothingWhy  = "no card is attacking"
	openWhy     = "the bout begins with a card: you may not pass"
	attackText  = "{seat} {attack|attacks} with {card}."
	throwText   = "{seat} {throw|throws} in {card}."
	beatText    = "{seat} {beat|beats} {on} with {card}."
	pickUpText  = "{seat} {pick|picks} up {cards}."
	passText    = "{seat} {pass|passes}."
	beatenText  = "{seat} {beat|beats} off the bout."
	drawText    = "{seat} {draw|draws} {cards}."
	trumpsText  = "{card} is turned up: trumps are its suit."
	outText     = "{seat} {have|has} no cards left and {are|is} out."
	lostText    = "{seat} {are|is} left holding cards and {lose|loses}."
	lostReason  = "the last seat left holding cards loses"
	drawnReason = "the last cards were played at once: nobody is left to lose"
)
