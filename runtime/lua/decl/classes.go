package decl

// The fields of the declarations a script that declares its game's
// structure writes (game.deal, game.stock, game.effects...). The same lists
// check a script's tables and write the editor annotations.

// cardsDecl is a card selection: a card is selected when one of its fields
// is listed. Each list may also be one string.
var cardsDecl = []Field{
	{"ranks", "string|string[]?", "The ranks selected, such as {\"8\", \"Q\"}."},
	{"suits", "string|string[]?", "The suits selected."},
	{"kinds", "string|string[]?", "The kinds selected, such as \"wild\"."},
	{"codes", "string|string[]?", "The cards selected by code."},
}

var dealDecl = []Field{
	{"dealer", "integer?", "The first dealer's seat, or 0 to pick one at random; the seat after the dealer starts. Without it the game has no dealer and seat 1 starts (setup may say otherwise)."},
	{"hand", "integer?", "How many cards each seat is dealt, one at a time, from the stock after it is shuffled."},
	{"rest", "string?", "The pile the cards left after the deal go to, such as \"out\"; they stay in the stock without it."},
	{"sort", "boolean?", "Sorts every hand in deck order after the deal."},
	{"say", "string?", "Narrates the deal: a line about the dealer, such as \"{seat} {deal|deals} seven cards to each player.\"; {round} is the number of the round, {direction} the direction of play (\"clockwise\" or \"counterclockwise\")."},
	{"first_say", "string?", "Narrates the first round's deal instead of say."},
	{"turn_up", "string?", "The pile the top stock card is turned up onto to start play on, such as \"discard\"."},
	{"turn_up_again", "rulerun.CardsDecl?", "Cards play may not start on: another card is turned up onto them."},
	{"turn_up_say", "string?", "Narrates each card turned up; %s is the card (\"Turned up: %s.\" by default)."},
	{"turn_up_back", "boolean?", "A card of turn_up_again goes back into the stock, which is shuffled, before the next is turned up (it stays on the pile without it)."},
	{"turn_up_back_say", "string?", "Narrates a card put back; %s is the card."},
}

var stockDecl = []Field{
	{"pile", "string", "The pile cards are drawn from, such as \"stock\"."},
	{"refill", "string?", "A pile whose cards but its top one are shuffled into the empty stock so that a draw goes on, such as \"discard\"."},
	{"refill_say", "string?", "Narrates a refill."},
	{"when_out", "(\"skip\"|\"draw\")?", "When the stock is empty even after a refill: \"skip\" the rest of the draw (the default), or \"draw\": the game ends drawn."},
	{"out_say", "string?", "Narrates running out."},
	{"out_reason", "string?", "The reason given for a game drawn by running out, citing the rule."},
	{"drawn_when_empty", "boolean?", "The game ends drawn as soon as the stock is empty, not when a card is next wanted."},
	{"empty_say", "string?", "Narrates that."},
	{"empty_reason", "string?", "The reason given for that draw."},
	{"no_refill_why", "string?", "In a turn opened by a draw (game.turn.open): the refusal of a draw from an empty stock that the refill pile cannot refill while it holds its one top card (take it instead). Without it such a draw finds nothing, and out_say narrates it."},
}

var turnDecl = []Field{
	{"owed_why", "string?", "The reason given with cards a seat draws when the turn passes to it owing cards (effects' owe), such as \"a two was played\"."},
	{"again_say", "string?", "Narrates a seat playing again (\"{seat} {play|plays} again.\" by default)."},
	{"lose_say", "string?", "Narrates a seat losing its turn (\"{seat} {lose|loses} a turn.\" by default)."},
	{"open", "string[]?", "The verbs one of which opens each turn, before anything else (such as {\"draw\", \"take\"}): the turn is in steps. A draw among them keeps the turn; the turn then goes on until a play or the verb with does = \"pass\" ends it."},
	{"open_why", "string?", "The refusal of another verb before the turn is opened."},
	{"opened_why", "string?", "The refusal of a second opening in a turn."},
}

var effectDecl = append(append([]Field(nil), cardsDecl...), []Field{
	{"reverse", "boolean?", "The direction of play reverses."},
	{"skip", "integer?", "That many seats lose their turn when it passes."},
	{"again", "boolean?", "The seat takes another turn after this one."},
	{"owe", "integer?", "The next seat draws that many cards when the turn passes to it; they add up."},
	{"name", "boolean?", "The suit the play names (its play.name part) is the suit to follow."},
	{"turn_up", "boolean?", "The top stock card is turned up onto the play's pile (again while it is one of deal.turn_up_again) and becomes the card to match."},
	{"open_turn", "boolean?", "Starts an open turn (a free reign): the seat plays on, one card at a time, until it draws or plays another of these cards, which ends the turn."},
	{"in_open_turn", "boolean?", "The effect still counts during an open turn; the others do not."},
	{"say", "string?", "Narrates the effect: a line about the seat."},
	{"next_draws", "integer?", "The next seat draws that many cards at once (add skip = 1 for it to lose its turn too); unlike owe, they do not wait for its turn."},
	{"why", "string?", "The reason given with the cards of next_draws, such as \"Draw Two\"."},
	{"duty", "string?", "The next seat owes this duty of game.duties: the turn passes to it at once, and it must answer first. g:flow().duty tells what the play left: the suit to follow before it and how many cards its player held."},
	{"stack", "boolean?", "Stacking: the cards of next_draws or owe are not drawn at once but held against the seat the turn passes to (skip does not skip it), which plays a card of a stacking effect to add to them and pass the total on, or draws the total with its draw verb (losing its turn when the effect has skip). g:flow().stack is the total held."},
	{"stack_why", "string?", "The refusal of another play while a total is held; %s is the cards (\"4 cards\")."},
	{"stack_say", "string?", "Narrates the total held, a line about the seat that holds it; %s is the cards (\"{seat} must draw %s, or pass them on.\" by default)."},
	{"hands", "(\"swap\"|\"pass\")?", "Moves hands: \"swap\" exchanges the player's hand with that of the seat the play names (its play.seat part); \"pass\" gives every hand to the next seat in the direction of play. say replaces the engine's words."},
	{"last_card", "boolean?", "The effect is that of a card that empties the hand: it takes effect (next_draws, say, apply) just before the game or round ends, and never otherwise; the other effects do not count for a last card."},
	{"apply", "(fun(g: rulerun.G, seat: integer, move: rulerun.Move))?", "Anything else the cards do, after the declared parts of the effect."},
}...)

var callDecl = []Field{
	{"word", "string", "The word said, such as \"uno\"."},
	{"part", "string?", "The optional flag of a play's form by which the call is made with the play, such as \"uno\" in \"play <card> [uno]\"."},
	{"penalty", "integer[]?", "The cards a caught seat draws for its first, second... offence; the last is repeated ({2} by default)."},
	{"per_seat", "boolean?", "Counts offences for each seat apart, not over the game."},
	{"rule", "string?", "The rule code the refusals cite."},
	{"part_why", "string?", "The refusal of a call made with a play that may not have it."},
	{"verb_why", "string?", "The refusal of the call made alone when no play would leave one card."},
	{"closes", "(\"next_seat\"|\"action\")?", "When the window to catch a seat closes: when another seat begins to act (\"next_seat\", the default), or at any action of a turn, the seat's own included (\"action\": any verb but the call and the catch)."},
}

var dutyDecl = []Field{
	{"answers", "string|string[]", "The verbs that answer the duty."},
	{"pile", "string?", "A per-seat pile: the seat whose turn it is owes the duty while its pile holds a card (such a duty is never imposed)."},
	{"why", "string?", "The refusal of any other move while the duty is owed."},
	{"none_why", "string?", "The refusal of an answer when the duty is not owed."},
	{"say", "string?", "Narrates the duty when it is imposed: a line about the seat that owes it."},
	{"retry_why", "string?", "With a pile, for answers that name a suit: an answer that leaves the same card on top of the pile failed (a wrong guess; g:flow().tried records its suit until an answer takes the card), and naming that suit again is refused with this (%s is the suit), and not listed."},
}

var roundsDecl = []Field{
	{"score", "(\"others\"|\"own\")?", "How a round is scored: its winner scores the points of the cards the others hold (\"others\", the default), or each seat adds the points of its own (\"own\")."},
	{"piles", "string[]?", "The per-seat piles whose cards count ({hand} by default)."},
	{"target", "integer", "The total that ends the match."},
	{"wins", "(\"highest\"|\"lowest\")?", "Which total wins the match (ties share it): the highest (the default) or the lowest."},
	{"next_dealer", "(\"left\"|\"winner\")?", "Who deals the next round: the seat to the dealer's left (the default) or the round's winner."},
	{"direction", "(\"clockwise\"|\"alternate\")?", "The direction of play of each round: clockwise (the default), or the opposite of the round before (\"alternate\")."},
	{"by_count", "rulerun.BandDecl[]?", "With score = \"own\": each seat scores by how many cards it holds, not their points, by the first line whose max it does not exceed (the last line beyond them all)."},
	{"exchange", "rulerun.ExchangeDecl?", "The exchange of cards before each round after the first."},
	{"score_say", "string?", "Narrates the winner's score, a line about the winner; {points} is the points (\"6 points\"), {total} the winner's total after them."},
	{"held_say", "string?", "With score = \"others\": narrates, before the winner's score, what each other seat holds, a line about that seat; {points} is the points."},
	{"won_say", "string?", "Narrates the end of the match, a line about its (first) winner; {target} is the target, {total} the winning total (the engine's words by default)."},
	{"shared_say", "string?", "Narrates the end of a match whose win is shared (won_say by default); {winners} are the winners (\"seat 1 and seat 3\"), {target} the target, {total} their total."},
	{"own_say", "string?", "Narrates each seat's own score (score = \"own\"); {points} is the points, {cards} the cards held (\"2 cards\"), {total} the seat's total."},
}

var bandDecl = []Field{
	{"max", "integer", "The most cards a seat holds for this line to count."},
	{"each", "integer?", "The points per card."},
	{"points", "integer?", "The points in all, whatever the number of cards."},
}

var exchangeDecl = []Field{
	{"duty", "string", "The duty of game.duties the round's winner owes once the seat that held the most cards (ties: the higher total, then the first clockwise from the winner) has given it its highest card: a verb with does = \"give\" answers it, giving that seat a card of the winner's choice; then the winner leads."},
	{"say", "string?", "Narrates the highest card given, a line about the seat that gives it; {card} is the card, {to} the winner."},
}

var winDecl = []Field{
	{"empty_hand", "boolean?", "The first seat whose hand is empty after its play wins at once."},
	{"say", "(string|false)?", "Narrates the win: a line about the winner; false narrates nothing (the match's score_say says it)."},
	{"reason", "string?", "The result's reason: a line about the winner."},
}

var playDecl = []Field{
	{"to", "string", "The pile the cards are played onto."},
	{"cards", "string?", "The slot of the form that holds the cards (\"cards\" by default)."},
	{"match", "rulerun.MatchDecl?", "What a card played alone must match; without it any card may be played."},
	{"shapes", "(string|{run: rulerun.RunDecl})[]?", "The sets of cards that may be played together: \"single\" (the default) and {run = {...}}."},
	{"name", "string?", "The optional part of the form by which a play names a suit, such as \"call\"."},
	{"name_with", "rulerun.CardsDecl?", "The cards whose play must name a suit; no other play may."},
	{"name_how", "string?", "The refusal of a play that must name a suit and does not."},
	{"name_not", "string?", "The refusal of a play that names a suit and may not."},
	{"not_last", "rulerun.CardsDecl?", "Cards a seat may not play as its last card."},
	{"not_last_why", "string?", "The refusal of one."},
	{"say", "string?", "Narrates the play, a line about the seat where {cards} is the cards (the engine's words by default: \"{seat} {play|plays} 8H.\")."},
	{"hold_why", "string?", "The refusal of cards the seat does not hold; {card} is the first missing (\"you do not hold {card}\" by default)."},
	{"not_taken", "boolean?", "The card the seat took from a pile this turn (a verb's take) may not be played."},
	{"not_taken_why", "string?", "The refusal of it."},
	{"name_say", "string?", "Narrates the suit a play names, after its cards; %s is the suit (\" and {call|calls} %s\" by default)."},
	{"jump_in", "boolean?", "After a play that passes the turn, any other seat may play a card identical to the card on top, out of turn, until the next action; the jumper takes the turn and play goes on from it. Seats racing to jump are offered the move in the engine's seeded order."},
	{"jump_why", "string?", "The refusal of a play out of turn with another card; %s is the card to jump in with."},
	{"jump_say", "string?", "Narrates a jump, a line about the jumper (\"{seat} {jump|jumps} in.\" by default)."},
	{"seat", "string?", "The optional part of the form by which a play names a seat, such as \"seat\" in \"[with <seat>]\"."},
	{"seat_with", "rulerun.CardsDecl?", "The cards whose play must name another seat; no other play may."},
	{"seat_how", "string?", "The refusal of a play that must name another seat and does not (or names its player)."},
	{"seat_not", "string?", "The refusal of a play that names a seat and may not."},
}

var matchDecl = []Field{
	{"pile", "string", "The pile whose top card is matched."},
	{"suit", "boolean?", "A card of the top card's suit matches (or of the suit named after a play named one)."},
	{"rank", "boolean?", "A card of the top card's rank matches."},
	{"wild", "rulerun.CardsDecl?", "Cards that may be played on anything."},
	{"any", "rulerun.CardsDecl?", "Top cards on which any card may be played; any card may also be played on an empty pile."},
	{"rule", "string?", "The rule code a refusal cites."},
	{"why", "string?", "The refusal of a card that does not match: {card} is the card, {suit} the suit to follow, {top} the top card (the engine's words by default)."},
	{"named_why", "string?", "The refusal after a play named the suit to follow (why by default)."},
}

var takeDecl = []Field{
	{"from", "string", "The pile taken from, such as \"discard\"; every seat sees the cards taken."},
	{"all", "boolean?", "Takes the whole pile, not only its top card."},
	{"end_with", "string?", "The verb the seat must then end its turn with, such as \"discard\"; the verb with does = \"pass\" is refused until then."},
	{"end_with_why", "string?", "The refusal of that pass."},
	{"empty_why", "string?", "The refusal of a take from an empty pile."},
	{"say", "string?", "Narrates the take, a line about the seat; {cards} is the cards taken."},
}

var meldsDecl = []Field{
	{"min", "integer?", "The fewest cards of a meld, wilds included (3 by default)."},
	{"max_wilds", "integer?", "The most wilds in one meld (no limit by default)."},
	{"min_naturals", "integer?", "The fewest cards of a meld that are not wild (1 by default)."},
	{"sets", "boolean?", "Sets (cards of one rank) are melds (true by default)."},
	{"runs", "boolean?", "Runs (consecutive ranks) are melds (true by default)."},
	{"wrap", "boolean?", "A run may go on from the highest rank to the lowest."},
	{"mixed_suits", "boolean?", "The cards of a run may differ in suit."},
	{"set_suits", "boolean?", "The cards of a set must differ in suit."},
	{"wild", "string?", "The kind of the wild cards (\"wild\" by default)."},
	{"prefix", "string?", "The name of meld n's pile is prefix .. n (\"meld\" by default: meld1, meld2...); the piles are public and made when needed."},
	{"group", "string?", "The group of those piles (\"melds\" by default; g:group reads them)."},
	{"own_first", "boolean?", "A seat may add to or rearrange the melds only after laying one of its own this round; the verb's why.own is the refusal."},
	{"first_no_wild", "boolean?", "A seat's first meld of the round may hold no wild."},
	{"first_no_wild_why", "string?", "The refusal of one."},
	{"rule", "string?", "The rule code a refusal of a meld cites."},
	{"codes", "table<string, string>?", "The rule code cited for each problem: size, naturals, wilds, kind, set, run, wrap, wild, missing, extra."},
	{"turn_rule", "string?", "The rule code of \"you do not hold\" and \"there is no meld\"."},
	{"set_wild_why", "string?", "Refuses a wild written as a card in a set (W=P6), which stands for none; %s is the card as written. Without it a set's wild may be written either way."},
	{"add_moved_why", "string?", "Added to the refusal of an add that would need a wild already laid to move."},
	{"no_meld_why", "string?", "The refusal of an add to a meld that does not exist: {n} is the number asked, {count} how many melds there are."},
	{"lay_say", "string?", "Narrates a new meld, a line about the seat: {n} is its number, {meld} its cards, {first} first_say on the seat's first meld."},
	{"first_say", "string?", "Put in lay_say's {first} on a seat's first meld of the round."},
	{"add_say", "string?", "Narrates an add: {cards} the cards added, {n} the meld's number, {meld} its cards now."},
	{"layout_say", "string?", "Narrates a rearrangement: {melds} every meld numbered (\"1: R3 R4 R5 / 2: B6 P6 G6\"), {from_hand} from_hand_say when the hand gave cards."},
	{"from_hand_say", "string?", "Put in layout_say's {from_hand}: {cards} the hand's cards."},
	{"samples", "integer?", "The most rearrangements offered to bots at one decision (12 by default)."},
}

var limitDecl = []Field{
	{"moves", "integer", "The moves after which the game ends: drawn, or in a match (game.match) won by the lowest or highest total as the match says."},
	{"say", "string?", "Narrates the end; {moves} is the cap."},
	{"reason", "string?", "The result's reason, citing the rule; {moves} is the cap."},
}

var runDecl = []Field{
	{"min", "integer?", "The fewest cards of a run (2 by default)."},
	{"keep", "integer?", "How many cards the seat must keep in hand after it."},
	{"in_open_turn", "boolean?", "Runs are allowed during an open turn."},
	{"rule", "string?", "The rule code the refusals cite."},
	{"why", "table<string, string>?", "The refusals, by what is wrong: suit (%s is the suit), consecutive, keep, short, open."},
}

// Class is an editor class of the declarations: a table a script
// declares, and its fields.
type Class struct {
	Name, Doc string
	Fields    []Field
}

// Classes are the editor classes of the declarations, in the order the
// annotations list them.
var Classes = []Class{
	{"rulerun.CardsDecl", "A selection of cards: a card is selected when one of its fields is listed.", cardsDecl},
	{"rulerun.DealDecl", "game.deal: how a round is dealt.", dealDecl},
	{"rulerun.StockDecl", "game.stock: where cards are drawn from and what happens when it runs out.", stockDecl},
	{"rulerun.TurnDecl", "game.turn: how the turn passes.", turnDecl},
	{"rulerun.EffectDecl", "An entry of game.effects: what the cards it selects do when played.", effectDecl},
	{"rulerun.CallDecl", "game.call: the call a seat makes when it will hold one card, and the catching of one that did not.", callDecl},
	{"rulerun.WinDecl", "game.win: how the game is won.", winDecl},
	{"rulerun.PlayDecl", "A verb's play: the verb plays cards from the hand.", playDecl},
	{"rulerun.MatchDecl", "What a card played alone must match.", matchDecl},
	{"rulerun.RunDecl", "Runs: consecutive ranks of the suit to follow.", runDecl},
}

// fieldNames lists the names of a declaration's fields.
func fieldNames(fields []Field) []string {
	out := make([]string, len(fields))
	for i, f := range fields {
		out[i] = f.Name
	}
	return out
}

var trickDecl = []Field{
	{"table", "string", "The pile plays go to; the play to beat is on top."},
	{"played", "string", "The pile a finished trick goes to."},
	{"kinds", "rulerun.KindDecl[]", "The kinds of play, in the order moves are listed."},
	{"bombs", "rulerun.BombDecl[]?", "Plays of one kind that beat plays of another."},
	{"rule", "string?", "The rule code of refusals that a play does not beat the one on the table, or is not a play."},
	{"bomb_rule", "string?", "The rule code of refusals about bombs, also cited when one is laid."},
	{"lead_rule", "string?", "The rule code cited when the winner of a trick has gone out and the next seat leads."},
	{"not_a_play", "string?", "The refusal of cards that are no play of any kind."},
	{"lead_why", "string?", "The refusal of a pass by the seat that leads."},
	{"open_with_lowest", "boolean?", "The first play of the game must contain the lowest card of the seat that makes it."},
	{"open_why", "string?", "The refusal of an opening play without it (%s is the card)."},
	{"open_with", "rulerun.CardsDecl?", "The seat dealt one of these cards makes the first play of the game, which must contain it (when the seat that makes it holds one)."},
	{"open_say", "string?", "Narrates who makes the first play for open_with, a line about that seat."},
	{"rank_plurals", "table<string, string>?", "Ranks in the plural, by code, where the engine's words (\"8s\", \"10s\", \"jacks\") will not do."},
	{"classes", "string[]?", "Kinds of play ranked against each other, lowest first: a play of a later kind beats a play of an earlier one with as many cards, whatever its cards. Cards that fit several kinds are of the latest of them."},
	{"why", "table<string, string>?", "The refusals of plays that do not beat the play to beat: lower (of its kind, not higher), class (of a lower class), follow (of another kind); a kind's own why wins for plays laid on it. {play} and {cur} are the play and the play to beat in words, {kind} and {cur_kind} their kinds."},
	{"rejoin", "boolean?", "A seat that passed may play again in the same trick: the trick ends when every other seat has passed since the last play."},
	{"articles", "boolean?", "Narrates plays with an article: \"a pair of 7s\"."},
	{"won_say", "string?", "Narrates the end of a trick, a line about its winner."},
	{"last_card", "rulerun.LastCardDecl?", "The rule of a seat left one card: it binds the seat before it."},
}

var lastCardDecl = []Field{
	{"rule", "string?", "The rule code the refusals cite."},
	{"say", "string?", "Announces a seat left one card, a line about it."},
	{"why", "table<string, string>?", "The refusals, by what is wrong: follow (a single that is not the highest card, on a single), pass (a pass while the highest card beats the single), lead (a single led when a play of several cards can be), lead_high (a single led that is not the highest card); {one} is the seat left one card, {card} the highest card."},
}

var kindDecl = []Field{
	{"name", "string", "The kind's name, such as \"pair\" or \"sequence\"."},
	{"set", "integer?", "The kind is this many cards of one rank."},
	{"per_rank", "integer?", "The kind is a run of consecutive ranks with this many cards each (1 a sequence, 2 a double sequence)."},
	{"min", "integer?", "The fewest ranks of a run."},
	{"high", "string?", "The highest rank a run may hold."},
	{"by_rank", "boolean?", "Plays of the kind compare by rank alone (triples, quads), not by their highest card."},
	{"or_more", "boolean?", "With set: set cards of one rank, or more."},
	{"max", "integer?", "The most ranks of a run."},
	{"flush", "integer?", "The kind is this many cards of one suit, of any ranks."},
	{"groups", "integer[]?", "The kind is groups of cards of one rank each, of these sizes, largest first, each of its own rank: {3, 2} is a full house."},
	{"suits", "(\"any\"|\"same\"|\"mixed\")?", "The suits of a run: any (the default), all the same, or not all the same."},
	{"compare", "(\"high\"|\"rank\"|\"ranks\"|\"groups\")?", "How two plays of the kind compare: by their highest card, then the next (high, the default); by the rank of their largest group (rank); by every rank from the highest down before any suit (ranks: flushes); by the groups' ranks, then their cards group by group (groups: full houses)."},
	{"by_size", "boolean?", "A play of the kind with more cards beats one with fewer, whatever its ranks (with or_more)."},
	{"why", "table<string, string>?", "Refusals of cards that are nearly of the kind: short (a run of too few ranks), long (too many), high (a run or flush above high), where %s is the cards; and, for plays laid on one of the kind, lower and follow (as game.trick.why)."},
}

var bombDecl = []Field{
	{"kind", "string", "The kind of the bomb."},
	{"length", "integer?", "For a run: how many ranks it must have (0 for any)."},
	{"or_longer", "boolean?", "A longer run is a bomb too."},
	{"on", "string?", "The kind of play it beats; any kind but its own when absent."},
	{"on_ranks", "string|string[]?", "The ranks the play beaten must be of, such as \"2\"."},
	{"say", "string?", "The bomb's name in refusals (the engine's words by default, such as \"a double sequence of exactly 3 pairs\")."},
}

func init() {
	Classes = append(Classes, []Class{
		{"rulerun.TrickDecl", "game.trick: a climbing game's trick; a verb with does = \"trick\" plays to it and one with does = \"pass\" passes.", trickDecl},
		{"rulerun.DutyDecl", "An entry of game.duties: an obligation a seat may owe.", dutyDecl},
		{"rulerun.RoundsDecl", "game.match: a match of rounds to a target total.", roundsDecl},
		{"rulerun.KindDecl", "A kind of play of game.trick.", kindDecl},
		{"rulerun.BombDecl", "A bomb of game.trick.", bombDecl},
		{"rulerun.LimitDecl", "game.limit: a cap on the game's moves, as a rule of the game.", limitDecl},
		{"rulerun.TakeDecl", "A verb's take: the verb takes cards from a pile into the hand.", takeDecl},
		{"rulerun.MeldsDecl", "game.melds: a game of melds laid in a shared area every seat builds on (a rummy); verbs with does = \"meld\", \"add\" or \"layout\" lay them.", meldsDecl},
		{"rulerun.LastCardDecl", "game.trick.last_card: the rule of a seat left one card in a climbing game.", lastCardDecl},
		{"rulerun.BandDecl", "A line of game.match.by_count.", bandDecl},
		{"rulerun.ExchangeDecl", "game.match.exchange: the exchange of cards between rounds.", exchangeDecl},
	}...)
}
