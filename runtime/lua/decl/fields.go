package decl

// Field is one field a script declares or reads: a field of the game
// table, of a verb's entry, of a card or of a shape. The same lists check a
// script's declarations, and write the reference and the editor annotations
// (runtime/lua's LuaLSAnnotations), so all three always agree.
type Field struct {
	Name string
	Type string // its type in LuaLS notation, such as "integer" or "fun(g: rulerun.G)"
	Doc  string
}

// GameFields is every field of the game table a script returns.
var GameFields = []Field{
	{"name", "string", "The game's name (required)."},
	{"description", "string?", "One or two sentences shown to players."},
	{"seats", "{min: integer, max: integer, default: integer}?", "How many seats the game takes, at most 64."},
	{"options", "table<string, rulerun.OptionDecl>?", "The game's options, read as g.options.name; players set them with --opt name=value."},
	{"moves", "string[]?", "The notation: one pattern per verb, such as \"play <cards> [call <suit>]\", in the order moves are listed."},
	{"verbs", "table<string, rulerun.Verb>", "For each verb of moves, the functions that are its rules (required)."},
	{"piles", "table<string, string|rulerun.PileDecl>?", "The piles every game starts with: name = visibility, or a table."},
	{"start", "string?", "The pile that holds every card, unshuffled, before setup; the first declared pile by default."},
	{"deck", "table|fun(options: table<string, any>, seats: integer): table", "The deck, or a function of the options and the number of seats returning one."},
	{"rules", "table?", "Your own table of rule functions, so that a variant can replace one."},
	{"hand", "string?", "Declared games: the per-seat pile a seat plays from and draws into; \"hand\" by default."},
	{"deal", "rulerun.DealDecl|fun(options: table<string, any>, seats: integer): rulerun.DealDecl", "Declares the game's structure (the engine runs it): how a round is dealt. With it, setup and to_act are optional."},
	{"stock", "rulerun.StockDecl|fun(options: table<string, any>, seats: integer): rulerun.StockDecl", "Declared games: the pile cards are drawn from, and what happens when it runs out."},
	{"turn", "rulerun.TurnDecl|fun(options: table<string, any>, seats: integer): rulerun.TurnDecl", "Declared games: how the turn passes."},
	{"effects", "rulerun.EffectDecl[]|fun(options: table<string, any>, seats: integer): rulerun.EffectDecl[]", "Declared games: what cards do when played, in the order they take effect: the one place each card's effect lives."},
	{"call", "rulerun.CallDecl|fun(options: table<string, any>, seats: integer): rulerun.CallDecl", "Declared games: the call a seat makes when it will hold one card (\"uno\"), and the catching of a seat that did not."},
	{"win", "rulerun.WinDecl|fun(options: table<string, any>, seats: integer): rulerun.WinDecl", "Declared games: how the game is won."},
	{"trick", "rulerun.TrickDecl|fun(options: table<string, any>, seats: integer): rulerun.TrickDecl", "Declared games: a climbing game's trick: the kinds of play, how they beat each other, passing, and going out in places."},
	{"duties", "table<string, rulerun.DutyDecl>|fun(options: table<string, any>, seats: integer): table<string, rulerun.DutyDecl>", "Declared games: the obligations a seat may owe, by name: until it answers with one of the duty's verbs it may make no other move (but a catch); an answer is refused when the duty is not owed. An effect's duty, or g:impose, imposes one; a duty with a pile is owed while the pile of the seat to act holds a card."},
	{"match", "rulerun.RoundsDecl|fun(options: table<string, any>, seats: integer): rulerun.RoundsDecl", "Declared games: a match of rounds. The win of game.win ends the round, which is scored; the next round is dealt at once (game.deal, then after_deal), the deal passing to the left, until a total reaches the target."},
	{"melds", "rulerun.MeldsDecl|fun(options: table<string, any>, seats: integer): rulerun.MeldsDecl", "Declared games: a game of melds (a rummy): what a meld is, and the melds laid in a shared area that every seat builds on, one public pile each; verbs with does = \"meld\", \"add\" or \"layout\" lay them."},
	{"limit", "rulerun.LimitDecl|fun(options: table<string, any>, seats: integer): rulerun.LimitDecl", "Declared games: a cap on the game's length, as a rule of the game: after that many moves it ends, drawn, or in a match won by the best total."},
	{"first_dealer", "(fun(g: rulerun.G): integer)?", "Declared games: chooses the first dealer before the first deal, instead of deal.dealer (by drawing cards for it, say, which it puts back): returns the seat."},
	{"after_deal", "(fun(g: rulerun.G))?", "Declared games: runs after the deal of every round (setup runs only after the first), for what the start of a round adds, such as the rules of the card turned up."},
	{"setup", "fun(g: rulerun.G)", "Deals and sets who starts (required unless deal is declared; then it runs after the deal, for what the game adds)."},
	{"to_act", "fun(g: rulerun.G): integer?, integer[]?", "Returns the seat that must decide, and optionally the seats that may act out of turn now (required unless deal is declared)."},
	{"status", "(fun(g: rulerun.G, seat: integer): string?)?", "A one-line summary of the table shown to players."},
	{"standing", "(fun(g: rulerun.G, seat: integer): number)?", "How well seat stands, for the bots: a number of 0 or more, more is better. The search bot shares a win among the seats in proportion when it judges a game still going, and greedy plays the move after which its seat's share is largest. Without it, a seat stands 1/(1+cards held)^2."},
}

// VerbFields is every field of a verb's entry in game.verbs; a verb may also
// have a rule for each optional part of its form, named after the part.
var VerbFields = []Field{
	{"check", "(fun(g: rulerun.G, seat: integer, move: rulerun.Move): string|boolean|nil, string?)?", "Whether seat may make move now: nothing when it may, the reason (naming the rule) when it may not."},
	{"apply", "fun(g: rulerun.G, seat: integer, move: rulerun.Move)", "What the move does (required); it runs only after check accepted the move."},
	{"generate", "(fun(g: rulerun.G, seat: integer, out: rulerun.Out))?", "Proposes the moves of this verb that may be legal now, with out:add and out:each."},
	{"sample", "(fun(g: rulerun.G, seat: integer, out: rulerun.Out))?", "For an open verb: proposes some of its moves, which bots choose among."},
	{"open", "boolean?", "True for a verb whose legal moves are too many to list; it has sample instead of generate."},
	{"example", "string?", "For an open verb: an example move the terminal shows with its form."},
	{"out_of_turn", "boolean?", "True for a verb that the seats to_act lists besides the one to decide may make."},
	{"play", "rulerun.PlayDecl|fun(options: table<string, any>, seats: integer): rulerun.PlayDecl", "Declared games: the verb plays cards from the hand; the engine lists, checks and plays them."},
	{"draw", "integer?", "Declared games: the verb draws this many cards from the stock, which ends the turn (unless play_drawn)."},
	{"play_drawn", "boolean?", "Declared games: the draw keeps the turn; the seat may then play only the card it drew (if it matches), or pass (the verb with does = \"pass\")."},
	{"until_playable", "boolean?", "Declared games, with play_drawn: the draw draws one card at a time until it draws a card the seat can play, or the stock has none left (refilled or run out as game.stock says)."},
	{"must_play", "boolean?", "Declared games, with play_drawn: a seat that can play must: it may not draw while it holds a card it can play, nor pass after drawing one."},
	{"why", "table<string, string>?", "Declared games: the verb's refusals, by what is wrong. For a draw with play_drawn: drawn (a play of another card than the one drawn; %s is that card), nothing (a play after a draw that brought no card), again (a second draw), pass (a pass before drawing), must (a pass after drawing a card that can be played, with must_play; %s is that card), stuck (a draw while holding a card that can be played, with must_play; %s is that card); until, the reason narrated with a draw until playable. For does = \"give\": held (a card not held; %s is the card)."},
	{"say", "string?", "Declared games: narrates the move before what it does, a line about the seat; %s is the suit the move names."},
	{"does", "(\"call\"|\"catch\"|\"trick\"|\"pass\"|\"name\"|\"meld\"|\"add\"|\"layout\"|\"give\")?", "Declared games: \"call\" makes the verb the call of game.call, said before a play; \"catch\" makes it the catching of a seat that did not make it, out of turn; \"trick\" makes it a play to game.trick (its cards in the slot <cards>); \"pass\" makes it the pass of a trick or, without one, ends the turn after a draw with play_drawn or in a turn in steps (game.turn.open); \"name\" names the suit of its <suit> slot as the suit to follow; \"meld\" lays a new meld of game.melds from its <cards>, \"add\" adds its <cards> to meld <n>, and \"layout\" rearranges every meld as its <melds> say, with cards from the hand (an open verb: the engine proposes some to bots); \"give\" gives the card of its <card> slot, for every seat to see, to the seat whose move imposed the duty it answers (its say narrates it after: {card} is the card, {to} that seat)."},
	{"take", "rulerun.TakeDecl|fun(options: table<string, any>, seats: integer): rulerun.TakeDecl", "Declared games: the verb takes cards from a pile into the hand."},
}

// Names is the set of names of a field list.
func Names(fields []Field) map[string]bool {
	out := make(map[string]bool, len(fields))
	for _, f := range fields {
		out[f.Name] = true
	}
	return out
}
