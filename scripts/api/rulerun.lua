---@meta rulerun
-- The rulerun Lua API, for lua-language-server. Written by
-- "rulerun api --lua-ls"; do not edit. Reference: docs/lua-api.md.
-- Start a script with:  ---@type rulerun.Game
--                       local game = { ... }

---The table a script returns: the game's declarations and hooks.
---@class rulerun.Game
---@field name string The game's name (required).
---@field description string? One or two sentences shown to players.
---@field seats {min: integer, max: integer, default: integer, teams: integer[][]?}? How many seats the game takes, at most 64; teams, in a game of one number of seats, lists the partnerships, such as {{1, 3}, {2, 4}}: partners score together (each seat of a team gets its points), share a win, and stand alike for the bots, while each sees only its own hand.
---@field options table<string, rulerun.OptionDecl>? The game's options, read as g.options.name; players set them with --opt name=value.
---@field moves string[]? The notation: one pattern per verb, such as "play <cards> [call <suit>]", in the order moves are listed.
---@field verbs table<string, rulerun.Verb> For each verb of moves, the functions that are its rules (required).
---@field piles table<string, string|rulerun.PileDecl>? The piles every game starts with: name = visibility, or a table.
---@field start string? The pile that holds every card, unshuffled, before setup; the first declared pile by default.
---@field deck table|fun(options: table<string, any>, seats: integer): table The deck, or a function of the options and the number of seats returning one.
---@field rules table? Your own table of rule functions, so that a variant can replace one.
---@field hand string? Declared games: the per-seat pile a seat plays from and draws into; "hand" by default.
---@field deal rulerun.DealDecl|fun(options: table<string, any>, seats: integer): rulerun.DealDecl Declares the game's structure (the engine runs it): how a round is dealt. With it, setup and to_act are optional.
---@field stock rulerun.StockDecl|fun(options: table<string, any>, seats: integer): rulerun.StockDecl Declared games: the pile cards are drawn from, and what happens when it runs out.
---@field turn rulerun.TurnDecl|fun(options: table<string, any>, seats: integer): rulerun.TurnDecl Declared games: how the turn passes.
---@field effects rulerun.EffectDecl[]|fun(options: table<string, any>, seats: integer): rulerun.EffectDecl[] Declared games: what cards do when played, in the order they take effect: the one place each card's effect lives.
---@field win rulerun.WinDecl|fun(options: table<string, any>, seats: integer): rulerun.WinDecl Declared games: how the game is won.
---@field trick rulerun.TrickDecl|fun(options: table<string, any>, seats: integer): rulerun.TrickDecl Declared games: a climbing game's trick: the kinds of play, how they beat each other, passing, and going out in places.
---@field duties table<string, rulerun.DutyDecl>|fun(options: table<string, any>, seats: integer): table<string, rulerun.DutyDecl> Declared games: the obligations a seat may owe, by name: until it answers with one of the duty's verbs it may make no other move (but a catch); an answer is refused when the duty is not owed. An effect's duty, or g:impose, imposes one; a duty with a pile is owed while the pile of the seat to act holds a card.
---@field match rulerun.RoundsDecl|fun(options: table<string, any>, seats: integer): rulerun.RoundsDecl Declared games: a match of rounds. The win of game.win ends the round, which is scored; the next round is dealt at once (game.deal, then after_deal), the deal passing to the left, until a total reaches the target or the match's rounds are played.
---@field melds rulerun.MeldsDecl|fun(options: table<string, any>, seats: integer): rulerun.MeldsDecl Declared games: a game of melds (a rummy): what a meld is, and the melds laid in a shared area that every seat builds on, one public pile each; verbs with does = "meld", "add" or "layout" lay them.
---@field limit rulerun.LimitDecl|fun(options: table<string, any>, seats: integer): rulerun.LimitDecl Declared games: a cap on the game's length, as a rule of the game: after that many moves it ends, drawn, or in a match won by the best total.
---@field asking rulerun.AskingDecl|fun(options: table<string, any>, seats: integer): rulerun.AskingDecl Declared games: a game of asking: verbs with does = "ask" ask a <seat> for a <rank> the asker holds; a seat that has some gives them all and the asker asks again, else the asker fishes from the stock. Sets of a rank are laid at once as books; when no seat holds a card the most books win.
---@field beating rulerun.BeatingDecl|fun(options: table<string, any>, seats: integer): rulerun.BeatingDecl Declared games: the bout of a beating game: verbs with does = "beat" attack, beat the card attacking (a higher card of its suit, or a trump), pick up the table, or pass; cards of a rank on the table are thrown in within limits; the seats draw up to a hand size; trumps are the card turned up; the last seat holding cards loses.
---@field banking rulerun.BankingDecl|fun(options: table<string, any>, seats: integer): rulerun.BankingDecl Declared games: a banking game: each seat bets (does = "bet"), then plays its own hand against a house that is no seat, drawing (does = "hit"), standing (does = "stand"), doubling its bet for one card more (does = "double") or splitting a pair into two hands (does = "split", with split); the house reveals its card face down and draws by its policy; bets are settled in chips, kept in the score.
---@field bidding rulerun.BiddingDecl|fun(options: table<string, any>, seats: integer): rulerun.BiddingDecl Declared games: a bidding round before each hand of tricks (game.tricks): a verb with does = "bid" bids its <n> tricks, each seat in turn from the dealer's left; a team's contract is the sum of its seats' bids, scored at the hand's end (game.match) as made or set, with overtricks as bags and nil as the bidder's own bid of 0. Or an auction (auction = "rising" or "once"): bids must rise or pass, the high bidder declares, names trumps and leads, and its team's contract is scored made or set.
---@field call rulerun.CallDecl|fun(options: table<string, any>, seats: integer): rulerun.CallDecl Declared games: the call a seat makes when it will hold one card ("uno"), and the catching of a seat that did not.
---@field capturing rulerun.CapturingDecl|fun(options: table<string, any>, seats: integer): rulerun.CapturingDecl Declared games: the capture of a fishing game: verbs with does = "capture" play a card from the hand to the table, taking a card of its rank or cards whose values add up to its own; sweeps, the hands dealt again, the table's last cards to the last capturer, and the round scored by awards.
---@field choice rulerun.ChoiceDecl|fun(options: table<string, any>, seats: integer): rulerun.ChoiceDecl Declared games: a secret choice every seat makes at once after each deal (a pass of cards): a verb with does = "choose" chooses its <cards>; when every seat has chosen, the cards go where the round's direction says (to = {"left", "right", "across", "none"}, in turn).
---@field count rulerun.CountDecl|fun(options: table<string, any>, seats: integer): rulerun.CountDecl Declared games: a running count (verbs with does = "count" play one card to it): each card adds its value, the count may not pass the cap, a seat that cannot play says go; sums, cards of a rank and runs score as they happen, then each hand is counted with a starter (the show) and the first total to reach the target wins at once.
---@field places rulerun.PlacesDecl|fun(options: table<string, any>, seats: integer): rulerun.PlacesDecl Declared games: the places of a climbing game's match (a round ends when one seat is left holding cards, or at the first empty hand with game.win = {empty_hand = true}): points by place, the place that leads the next hand, and the cards places exchange before it (gives = "highest" or "any", the latter given with a verb of does = "exchange"); "most cards" is the place of the seat that held the most cards.
---@field flipping rulerun.FlippingDecl|fun(options: table<string, any>, seats: integer): rulerun.FlippingDecl Declared games: a game of flipping: a verb with does = "flip" flips the player's top card, unseen, onto the shared pile; a challenge card makes the next player pay up to its number of cards until one is a challenge card too, else the challenger wins the pile. The last player holding cards wins.
---@field tricks rulerun.TricksDecl|fun(options: table<string, any>, seats: integer): rulerun.TricksDecl Declared games: a game of tricks taken (such as Whist): verbs with does = "follow" play one card to the trick, following the suit led when able; the highest trump, or else the highest card of the suit led, takes it, and its winner leads the next.
---@field knocking rulerun.KnockingDecl|fun(options: table<string, any>, seats: integer): rulerun.KnockingDecl Declared games: private melds and a knock: verbs with does = "knock" (a play of one card) discard a card and end the hand when the deadwood left, in the engine's least-deadwood arrangement of sets and runs (or the melds the knocker types, when the knock's form has an optional <melds> slot: "knock <card> [with <melds>]"), is no more than the limit; the other seats lay off onto the knocker's melds (not after a clean knock); the lower deadwood scores the difference, with bonuses for a clean knock (no deadwood) and an undercut.
---@field moving rulerun.MovingDecl|fun(options: table<string, any>, seats: integer): rulerun.MovingDecl Declared games: moves between piles: verbs with does = "move" take the top card of a pile to another, when it fits the top card there (a rank one up or down, the same suit...); the game is won when declared piles are empty, and lost when nothing can be moved.
---@field phases rulerun.PhasesDecl|fun(options: table<string, any>, seats: integer): rulerun.PhasesDecl Declared games: a round in phases before its play: verbs with does = "phase" are made in the phases of game.phases.sequence, in order, by the seats each phase says (in turn, the dealer, the maker, all), until each has acted or a verb ends it; a phase may be skipped after or unless another was ended; an ending verb may make trumps and its seat the maker, a verb may have the seat play alone, a phase may take up a pile and discard.
---@field slaps rulerun.SlapsDecl|fun(options: table<string, any>, seats: integer): rulerun.SlapsDecl Declared games: a race: a verb with does = "slap" may be made by any player, out of turn, while the top cards of the pile make a declared pattern (on = {"pair", "sandwich"}); the first to slap takes the pile and the turn. A wrong slap costs burn cards to the bottom of the pile, or is refused.
---@field first_dealer (fun(g: rulerun.G): integer)? Declared games: chooses the first dealer before the first deal, instead of deal.dealer (by drawing cards for it, say, which it puts back): returns the seat.
---@field after_deal (fun(g: rulerun.G))? Declared games: runs after the deal of every round (setup runs only after the first), for what the start of a round adds, such as the rules of the card turned up.
---@field setup fun(g: rulerun.G) Deals and sets who starts (required unless deal is declared; then it runs after the deal, for what the game adds).
---@field to_act fun(g: rulerun.G): integer?, integer[]? Returns the seat that must decide, and optionally the seats that may act out of turn now (required unless deal is declared).
---@field status (fun(g: rulerun.G, seat: integer): string?)? A one-line summary of the table shown to players.
---@field standing (fun(g: rulerun.G, seat: integer): number)? How well seat stands, for the bots: a number of 0 or more, more is better. The search bot shares a win among the seats in proportion when it judges a game still going, and greedy plays the move after which its seat's share is largest. Without it, a seat stands 1/(1+cards held)^2.

---A verb's entry in game.verbs. A verb may also have a rule for each optional part of its form, named after the part: fun(g, seat, move): true (must have it), false (must not) or nil (may), and the reason.
---@class rulerun.Verb
---@field check (fun(g: rulerun.G, seat: integer, move: rulerun.Move): string|boolean|nil, string?)? Whether seat may make move now: nothing when it may, the reason (naming the rule) when it may not.
---@field apply fun(g: rulerun.G, seat: integer, move: rulerun.Move) What the move does (required); it runs only after check accepted the move.
---@field generate (fun(g: rulerun.G, seat: integer, out: rulerun.Out))? Proposes the moves of this verb that may be legal now, with out:add and out:each.
---@field sample (fun(g: rulerun.G, seat: integer, out: rulerun.Out))? For an open verb: proposes some of its moves, which bots choose among.
---@field open boolean? True for a verb whose legal moves are too many to list; it has sample instead of generate.
---@field example string? For an open verb: an example move the terminal shows with its form.
---@field out_of_turn boolean? True for a verb that the seats to_act lists besides the one to decide may make.
---@field does ("add"|"ask"|"beat"|"bet"|"bid"|"call"|"capture"|"catch"|"choose"|"code"|"count"|"dig"|"double"|"draw"|"exchange"|"flip"|"follow"|"hit"|"knock"|"layout"|"meld"|"move"|"name"|"pass"|"phase"|"play"|"slap"|"split"|"stand"|"take"|"trick")? Declared games: "call" makes the verb the call of game.call, said before a play; "catch" makes it the catching of a seat that did not make it, out of turn; "trick" makes it a play to game.trick (its cards in the slot <cards>); "pass" makes it the pass of a trick or, without one, ends the turn after a draw with play_drawn or in a turn in steps (game.turn.open); "name" names the suit of its <suit> slot as the suit to follow; "meld" lays a new meld of game.melds from its <cards>, "add" adds its <cards> to meld <n>, and "layout" rearranges every meld as its <melds> say, with cards from the hand (an open verb: the engine proposes some to bots); "dig" takes its <card> from deep in game.melds.dig_from with every card above it and lays it at once, in a new meld of its <cards> or, with its optional <n> ([on <n>]), added with them to meld n; "give" gives the card of its <card> slot, for every seat to see, to the seat whose move imposed the duty it answers (its say narrates it after: {card} is the card, {to} that seat); "follow" plays its <card> to game.tricks; "choose" makes its <cards> the secret choice of game.choice, made by every seat that owes one, in any order (an open verb: the engine proposes some to bots, which also draw any at random); "bid" bids its <n> tricks, as game.bidding says, each seat in turn from the dealer's left before the first lead; "knock" discards its <card> (its play) and ends the hand of game.knocking, when the deadwood left is within the limit; "count" plays its <card> to the running count of game.count.
---@field play rulerun.PlayDecl|fun(options: table<string, any>, seats: integer): rulerun.PlayDecl Declared games: the verb plays cards from the hand; the engine lists, checks and plays them.
---@field draw integer? Declared games: the verb draws this many cards from the stock, which ends the turn (unless play_drawn).
---@field play_drawn boolean? Declared games: the draw keeps the turn; the seat may then play only the card it drew (if it matches), or pass (the verb with does = "pass").
---@field why rulerun.Refusals? Declared games: the verb's refusals, by what is wrong. For a draw with play_drawn: drawn (a play of another card than the one drawn; %s is that card), nothing (a play after a draw that brought no card), again (a second draw), pass (a pass before drawing), must (a pass after drawing a card that can be played, with must_play; %s is that card), stuck (a draw while holding a card that can be played, with must_play; %s is that card); until, the reason narrated with a draw until playable. For a dig (does = "dig"): absent (the card named is not in the pile; %s is that card), lay (the card taken deepest is not among the cards laid at once; %s is that card).
---@field say rulerun.Narration? Declared games: narrates the move before what it does, a line about the seat; %s is the suit the move names. For does = "give" it narrates the gift after it: {card} is the card, {to} the seat given it.
---@field take rulerun.TakeDecl|fun(options: table<string, any>, seats: integer): rulerun.TakeDecl Declared games: the verb takes cards from a pile into the hand.
---@field until_playable boolean? Declared games, with play_drawn: the draw draws one card at a time until it draws a card the seat can play, or the stock has none left (refilled or run out as game.stock says).
---@field must_play boolean? Declared games, with play_drawn: a seat that can play must: it may not draw while it holds a card it can play, nor pass after drawing one.

---@class rulerun.OptionDecl
---@field default boolean|number|string The option's default; its type is the option's type.
---@field help string? What the option does.
---@field choices (string|number)[]? The values a string or number option may take, of its type; the default is one of them.

---@class rulerun.PileDecl
---@field visibility string? hidden, public, owner, top or others.
---@field per_seat boolean? One pile for each seat, g.piles.name[seat].

---A refusal: why a move is refused, shown to the player who tried it. Start it with the code of the rule it applies ("R-7: a run needs three cards"), which the coverage report and the rule tally count. Where its field says so, %s or {names} are filled in; a {name} its field does not fill is refused when the script loads. Without it the engine's words refuse the move.
---@alias rulerun.Refusal string

---Refusals by what is wrong: a table of refusals by the keys its field lists, such as why = {suit = "...", keep = "..."}. A key left out keeps the engine's words.
---@alias rulerun.Refusals table<string, string>

---A narration: a line of the game's log, a template about a seat: {seat} is the seat, and {verb|verbs} agrees with it ("{seat} {play|plays} 8H."). Where its field says so, %s or {names} are filled in; a {name} its field does not fill is refused when the script loads. Without it the engine's words narrate.
---@alias rulerun.Narration string

---A reason: what a result, or the cards a seat draws, are put down to, in the log and the game's result ("the stock ran out (R-13)").
---@alias rulerun.Reason string

---A selection of cards: a card is selected when one of its fields is listed.
---@class rulerun.CardsDecl
---@field ranks string|string[]? The ranks selected, such as {"8", "Q"}.
---@field suits string|string[]? The suits selected.
---@field kinds string|string[]? The kinds selected, such as "wild".
---@field codes string|string[]? The cards selected by code.

---game.deal: how a round is dealt.
---@class rulerun.DealDecl
---@field rule string? The rule codes the deal applies, such as "ABC-3, ABC-4" (the deck, the dealer, the cards dealt, the card turned up): the designer's report counts them as applied at each deal.
---@field dealer (integer|fun(at: rulerun.At): integer)? The first dealer's seat, or 0 to pick one at random; the seat after the dealer starts. Without it the game has no dealer and seat 1 starts (setup may say otherwise). Or a function(at) returning it, called once as the game starts, before the first dealer is chosen: its answer holds for the whole game (rulerun.At).
---@field piles string|string[]? Shared piles dealt pile_cards cards each, face as the pile is seen, one card to each pile in turn, before the hands: the columns of a patience, such as {"column1", "column2"}.
---@field pile_cards integer? How many cards each of piles is dealt.
---@field hand (integer|fun(at: rulerun.At): integer)? How many cards each seat is dealt, one at a time, from the stock after it is shuffled; as a function, such as function(at) return math.min(at.round, 14 - at.round) end, the round's hand size. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field all boolean? Deals the whole stock out, one card at a time from the seat after the dealer (after the hand cards each, if any): some seats may hold one card more.
---@field rest string? The pile the cards left after the deal go to, such as "out"; they stay in the stock without it.
---@field sort boolean? Sorts every hand in deck order after the deal.
---@field say rulerun.Narration? Narrates the deal: a line about the dealer, such as "{seat} {deal|deals} seven cards to each player."; {round} is the number of the round, {direction} the direction of play ("clockwise" or "counterclockwise"), {cards} the cards dealt to each ("3 cards").
---@field first_say rulerun.Narration? Narrates the first round's deal instead of say; {round}, {direction} and {cards} as there.
---@field turn_up string? The pile the top stock card is turned up onto to start play on, such as "discard".
---@field turn_up_again rulerun.CardsDecl? Cards play may not start on: another card is turned up onto them.
---@field turn_up_say rulerun.Narration? Narrates each card turned up; %s is the card ("Turned up: %s." by default).
---@field turn_up_back boolean? A card of turn_up_again goes back into the stock, which is shuffled, before the next is turned up (it stays on the pile without it).
---@field turn_up_back_say rulerun.Narration? Narrates a card put back; %s is the card.

---game.stock: where cards are drawn from and what happens when it runs out.
---@class rulerun.StockDecl
---@field pile string The pile cards are drawn from, such as "stock".
---@field refill string? A pile whose cards but its top one are shuffled into the empty stock so that a draw goes on, such as "discard".
---@field refill_say rulerun.Narration? Narrates a refill.
---@field when_out ("skip"|"draw")? When the stock is empty even after a refill: "skip" the rest of the draw (the default), or "draw": the game ends drawn.
---@field out_say rulerun.Narration? Narrates running out.
---@field out_reason rulerun.Reason? The reason given for a game drawn by running out, citing the rule.
---@field drawn_when_empty boolean? The game ends drawn as soon as the stock is empty, not when a card is next wanted.
---@field empty_say rulerun.Narration? Narrates that.
---@field empty_reason rulerun.Reason? The reason given for that draw.
---@field no_refill_why rulerun.Refusal? In a turn opened by a draw (game.turn.open): the refusal of a draw from an empty stock that the refill pile cannot refill while it holds its one top card (take it instead). Without it such a draw finds nothing, and out_say narrates it.

---game.turn: how the turn passes.
---@class rulerun.TurnDecl
---@field owed_why rulerun.Reason? The reason given with cards a seat draws when the turn passes to it owing cards (effects' owe), such as "a two was played".
---@field again_say rulerun.Narration? Narrates a seat playing again ("{seat} {play|plays} again." by default).
---@field lose_say rulerun.Narration? Narrates a seat losing its turn ("{seat} {lose|loses} a turn." by default).
---@field open string|string[]? The verbs one of which opens each turn, before anything else (such as {"draw", "take"}): the turn is in steps. A draw among them keeps the turn; the turn then goes on until a play or the verb with does = "pass" ends it.
---@field open_why rulerun.Refusal? The refusal of another verb before the turn is opened.
---@field opened_why rulerun.Refusal? The refusal of a second opening in a turn.

---An entry of game.effects: what the cards it selects do when played.
---@class rulerun.EffectDecl
---@field ranks string|string[]? The ranks selected, such as {"8", "Q"}.
---@field suits string|string[]? The suits selected.
---@field kinds string|string[]? The kinds selected, such as "wild".
---@field codes string|string[]? The cards selected by code.
---@field reverse boolean? The direction of play reverses.
---@field skip integer? That many seats lose their turn when it passes.
---@field lose_say rulerun.Narration? Narrates a seat losing its turn to this effect, a line about that seat: a seat it skips, or one that draws a total it stacked (game.turn.lose_say by default). A variant that words one effect's lost turn leaves the others' as they were.
---@field again boolean? The seat takes another turn after this one.
---@field owe integer? The next seat draws that many cards when the turn passes to it; they add up.
---@field name boolean? The suit the play names (its play.name part) is the suit to follow.
---@field turn_up boolean? The top stock card is turned up onto the play's pile (again while it is one of deal.turn_up_again) and becomes the card to match.
---@field open_turn boolean? Starts an open turn (a free reign): the seat plays on, one card at a time, until it draws or plays another of these cards, which ends the turn.
---@field in_open_turn boolean? The effect still counts during an open turn; the others do not.
---@field say rulerun.Narration? Narrates the effect: a line about the seat.
---@field rule string? The rule code of the effect, such as "ABC-11": the designer's report counts the rule as happening each time the effect fires.
---@field next_draws integer? The next seat draws that many cards at once (add skip = 1 for it to lose its turn too); unlike owe, they do not wait for its turn.
---@field why rulerun.Reason? The reason given with the cards of next_draws or owe, such as "Draw Two" (for owe, game.turn.owed_why by default).
---@field duty string? The next seat owes this duty of game.duties: the turn passes to it at once, and it must answer first. g:flow().duty tells what the play left: the suit to follow before it and how many cards its player held.
---@field stack boolean? Stacking: the cards of next_draws or owe are not drawn at once but held against the seat the turn passes to (skip does not skip it), which plays a card of a stacking effect to add to them and pass the total on, or draws the total with its draw verb (losing its turn when the effect has skip). g:flow().stack is the total held.
---@field stack_why rulerun.Refusal? The refusal of another play while a total is held; %s is the cards ("4 cards").
---@field stack_say rulerun.Narration? Narrates the total held, a line about the seat that holds it; %s is the cards ("{seat} must draw %s, or pass them on." by default).
---@field hands ("swap"|"pass")? Moves hands: "swap" exchanges the player's hand with that of the seat the play names (its play.seat part); "pass" gives every hand to the next seat in the direction of play. say replaces the engine's words.
---@field last_card boolean? The effect is that of a card that empties the hand: it takes effect (next_draws, say, apply) just before the game or round ends, and never otherwise; the other effects do not count for a last card.
---@field apply (fun(g: rulerun.G, seat: integer, move: rulerun.Move))? Anything else the cards do, after the declared parts of the effect.

---game.win: how the game is won.
---@class rulerun.WinDecl
---@field empty_hand boolean? The first seat whose hand is empty after its play wins at once.
---@field say (rulerun.Narration|false)? Narrates the win: a line about the winner, where {round} is the number of the round; false narrates nothing (the match's score_say says it).
---@field reason rulerun.Reason? The result's reason: a line about the winner.

---A verb's play: the verb plays cards from the hand.
---@class rulerun.PlayDecl
---@field to string The pile the cards are played onto.
---@field cards string? The slot of the form that holds the cards ("cards" by default).
---@field match rulerun.MatchDecl? What a card played alone must match; without it any card may be played.
---@field shapes (string|{run: rulerun.RunDecl})[]? The sets of cards that may be played together: "single" (the default) and {run = {...}}.
---@field name string? The optional part of the form by which a play names a suit, such as "call".
---@field name_with rulerun.CardsDecl? The cards whose play must name a suit; no other play may.
---@field name_how rulerun.Refusal? The refusal of a play that must name a suit and does not.
---@field name_not rulerun.Refusal? The refusal of a play that names a suit and may not.
---@field not_last rulerun.CardsDecl? Cards a seat may not play as its last card.
---@field not_last_why rulerun.Refusal? The refusal of one.
---@field say rulerun.Narration? Narrates the play, a line about the seat where {cards} is the cards (the engine's words by default: "{seat} {play|plays} 8H.").
---@field hold_why rulerun.Refusal? The refusal of cards the seat does not hold; {card} is the first missing ("you do not hold {card}" by default).
---@field not_taken boolean? The card the seat took from a pile this turn (a verb's take) may not be played.
---@field not_taken_why rulerun.Refusal? The refusal of it.
---@field name_say rulerun.Narration? Narrates the suit a play names, after its cards; %s is the suit (" and {call|calls} %s" by default).
---@field jump_in boolean? After a play that passes the turn, any other seat may play a card identical to the card on top, out of turn, until the next action; the jumper takes the turn and play goes on from it. Seats racing to jump are offered the move in the engine's seeded order.
---@field jump_why rulerun.Refusal? The refusal of a play out of turn with another card; %s is the card to jump in with.
---@field jump_say rulerun.Narration? Narrates a jump, a line about the jumper ("{seat} {jump|jumps} in." by default).
---@field seat string? The optional part of the form by which a play names a seat, such as "seat" in "[with <seat>]".
---@field seat_with rulerun.CardsDecl? The cards whose play must name another seat; no other play may.
---@field seat_how rulerun.Refusal? The refusal of a play that must name another seat and does not (or names its player).
---@field seat_not rulerun.Refusal? The refusal of a play that names a seat and may not.

---What a card played alone must match.
---@class rulerun.MatchDecl
---@field pile string The pile whose top card is matched.
---@field suit boolean? A card of the top card's suit matches (or of the suit named after a play named one).
---@field rank boolean? A card of the top card's rank matches.
---@field wild rulerun.CardsDecl? Cards that may be played on anything.
---@field any rulerun.CardsDecl? Top cards on which any card may be played; any card may also be played on an empty pile.
---@field rule string? The rule code a refusal cites.
---@field named_rule string? The rule code a refusal cites after a play named the suit to follow, such as the rule of the wild card that named it (rule by default).
---@field why rulerun.Refusal? The refusal of a card that does not match: {card} is the card, {suit} the suit to follow, {top} the top card (the engine's words by default).
---@field named_why rulerun.Refusal? The refusal after a play named the suit to follow (why by default); {card}, {suit} and {top} as in why.

---Runs: consecutive ranks of the suit to follow.
---@class rulerun.RunDecl
---@field min integer? The fewest cards of a run (2 by default).
---@field keep integer? How many cards the seat must keep in hand after it.
---@field in_open_turn boolean? Runs are allowed during an open turn.
---@field rule string? The rule code the refusals cite.
---@field why rulerun.Refusals? The refusals, by what is wrong: suit (%s is the suit), consecutive, keep, short, open.

---game.trick: a climbing game's trick; a verb with does = "trick" plays to it and one with does = "pass" passes.
---@class rulerun.TrickDecl
---@field table string The pile plays go to; the play to beat is on top.
---@field played string The pile a finished trick goes to.
---@field kinds rulerun.KindDecl[] The kinds of play, in the order moves are listed.
---@field bombs rulerun.BombDecl[]? Plays of one kind that beat plays of another.
---@field rule string? The rule code of refusals that a play does not beat the one on the table, or is not a play.
---@field bomb_rule string? The rule code of refusals about bombs, also cited when one is laid.
---@field lead_rule string? The rule code cited when the winner of a trick has gone out and the next seat leads.
---@field not_a_play rulerun.Refusal? The refusal of cards that are no play of any kind.
---@field lead_why rulerun.Refusal? The refusal of a pass by the seat that leads.
---@field open_with_lowest boolean? The first play of the game must contain the lowest card of the seat that makes it.
---@field open_why rulerun.Refusal? The refusal of an opening play without it (%s is the card).
---@field rank_plurals table<string, string>? Ranks in the plural, by code, where the engine's words ("8s", "10s", "jacks") will not do.
---@field classes string|string[]? Kinds of play ranked against each other, lowest first: a play of a later kind beats a play of an earlier one with as many cards, whatever its cards. Cards that fit several kinds are of the latest of them.
---@field why rulerun.Refusals? The refusals of plays that do not beat the play to beat: lower (of its kind, not higher), class (of a lower class), follow (of another kind); a kind's own why wins for plays laid on it. {play} and {cur} are the play and the play to beat in words, {kind} and {cur_kind} their kinds.
---@field rejoin boolean? A seat that passed may play again in the same trick: the trick ends when every other seat has passed since the last play.
---@field articles boolean? Narrates plays with an article: "a pair of 7s".
---@field won_say rulerun.Narration? Narrates the end of a trick, a line about its winner.
---@field open_with rulerun.CardsDecl? The seat dealt one of these cards makes the first play of the game, which must contain it (when the seat that makes it holds one).
---@field open_say rulerun.Narration? Narrates who makes the first play for open_with, a line about that seat.
---@field last_card rulerun.LastCardDecl? The rule of a seat left one card: it binds the seat before it.
---@field beats (fun(at: rulerun.At, play: string[], on: string[]): boolean)? What beats what, as a function(at, play, on) returning true when play (a list of its cards' codes, in the deck's order) beats on, the play to beat, in place of the declared rule (a higher play of its kind and size, a higher class, a bomb): a play is still of a declared kind, of any kind once the function decides; asked about each play that could be laid (in the listing and the check), never kept; the refusal is why's lower, else the engine's words.

---An entry of game.duties: an obligation a seat may owe.
---@class rulerun.DutyDecl
---@field answers string|string[] The verbs that answer the duty.
---@field pile string? A per-seat pile: the seat whose turn it is owes the duty while its pile holds a card (such a duty is never imposed).
---@field why rulerun.Refusal? The refusal of any other move while the duty is owed.
---@field none_why rulerun.Refusal? The refusal of an answer when the duty is not owed.
---@field say rulerun.Narration? Narrates the duty when it is imposed: a line about the seat that owes it.
---@field retry_why rulerun.Refusal? With a pile, for answers that name a suit: an answer that leaves the same card on top of the pile failed (a wrong guess; g:flow().tried records its suit until an answer takes the card), and naming that suit again is refused with this (%s is the suit), and not listed.

---game.match: a match of rounds to a target total, or of a number of rounds.
---@class rulerun.RoundsDecl
---@field rule string? The rule codes of the scoring, such as "UC-17": the designer's report counts them as applied at each round scored.
---@field score ("others"|"own")? How a round is scored: its winner scores the points of the cards the others hold ("others", the default), or each seat adds the points of its own ("own").
---@field piles string|string[]? The per-seat piles whose cards count ({hand} by default).
---@field target (integer|fun(at: rulerun.At): integer)? The total that ends the match (required unless rounds says how many rounds it lasts). Or a function(at) returning it, called once as the game starts, before the first dealer is chosen: its answer holds for the whole game (rulerun.At).
---@field rounds (integer|fun(at: rulerun.At): integer)? How many rounds (deals) the match lasts: after the last, the best total wins; a target declared too may end it sooner. Or a function(at) returning it, called once as the game starts, before the first dealer is chosen: its answer holds for the whole game (rulerun.At).
---@field floor integer? The match also ends when a total falls to minus this number or below (floor = 200: -200), the highest total winning; none by default.
---@field wins (("highest"|"lowest")|fun(at: rulerun.At): ("highest"|"lowest"))? Which total wins the match (ties share it): the highest (the default) or the lowest. Or a function(at) returning it, called once as the game starts, before the first dealer is chosen: its answer holds for the whole game (rulerun.At).
---@field next_dealer (("left"|"winner")|fun(at: rulerun.At): ("left"|"winner"))? Who deals the next round: the seat to the dealer's left (the default) or the round's winner. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field winners (fun(at: rulerun.At): integer[])? A function(at) called once as the match ends, its scores final (at.scores), returning the list of its winning seats, such as {1, 3}, or {} for none: they win in place of the best totals (the result's reason stays). An answer that is not a list of distinct seats is refused at the function's line.
---@field losers (fun(at: rulerun.At): integer[])? A function(at) called once as the match ends, its scores final (at.scores), returning the list of its losing seats, such as {2}, or {} for none: they lose the match, beside its winners (the best totals, or those winners names; with winners answering {}, a match lost by some and won by nobody, which is no draw). An answer that is not a list of distinct seats is refused at the function's line.
---@field score_say rulerun.Narration? Narrates the winner's score, a line about the winner; {points} is the points ("6 points"), {total} the winner's total after them.
---@field own_say rulerun.Narration? Narrates each seat's own score (score = "own"); {points} is the points, {cards} the cards held ("2 cards"), {total} the seat's total.
---@field held_say rulerun.Narration? With score = "others": narrates, before the winner's score, what each other seat holds, a line about that seat; {points} is the points.
---@field won_say rulerun.Narration? Narrates the end of the match, a line about its (first) winner; {target} is the target, {rounds} the rounds the match lasts, {total} the winning total (the engine's words by default).
---@field shared_say rulerun.Narration? Narrates the end of a match whose win is shared (won_say by default); {winners} are the winners ("seat 1 and seat 3"), {target} the target, {rounds} the rounds the match lasts, {total} their total.
---@field by_count rulerun.BandDecl[]? With score = "own": each seat scores by how many cards it holds, not their points, by the first line whose max it does not exceed (the last line beyond them all).
---@field direction ("clockwise"|"alternate")? The direction of play of each round: clockwise (the default), or the opposite of the round before ("alternate").
---@field points table<string, integer|fun(at: rulerun.At): integer>? What each card counts, by card code or suit code, such as {H = 1, QS = 13} (a card's own code first; a card named by neither counts 0); the deck's points by default. An entry may be a function(at) of the round, such as {QS = function(at) return 13 * at.round end}, called once as each round starts (rulerun.At).
---@field moon integer? With score = "own": a seat whose cards count this many points in a round (all there are) scores none, and every other seat scores them instead (shooting the moon).
---@field moon_say rulerun.Narration? Narrates it, a line about the seat that took them all; {points} is the points ("26 points").

---A kind of play of game.trick.
---@class rulerun.KindDecl
---@field name string The kind's name, such as "pair" or "sequence".
---@field set integer? The kind is this many cards of one rank.
---@field or_more boolean? With set: set cards of one rank, or more.
---@field per_rank integer? The kind is a run of consecutive ranks with this many cards each (1 a sequence, 2 a double sequence).
---@field min integer? The fewest ranks of a run.
---@field max integer? The most ranks of a run.
---@field flush integer? The kind is this many cards of one suit, of any ranks.
---@field groups integer[]? The kind is groups of cards of one rank each, of these sizes, largest first, each of its own rank: {3, 2} is a full house.
---@field high string? The highest rank a run may hold.
---@field suits ("any"|"same"|"mixed")? The suits of a run: any (the default), all the same, or not all the same.
---@field by_rank boolean? Plays of the kind compare by rank alone (triples, quads), not by their highest card.
---@field compare ("high"|"rank"|"ranks"|"groups")? How two plays of the kind compare: by their highest card, then the next (high, the default); by the rank of their largest group (rank); by every rank from the highest down before any suit (ranks: flushes); by the groups' ranks, then their cards group by group (groups: full houses).
---@field by_size boolean? A play of the kind with more cards beats one with fewer, whatever its ranks (with or_more).
---@field why rulerun.Refusals? Refusals of cards that are nearly of the kind: short (a run of too few ranks), long (too many), high (a run or flush above high), where %s is the cards; and, for plays laid on one of the kind, lower and follow (as game.trick.why, with {play}, {cur}, {kind} and {cur_kind}).

---A bomb of game.trick.
---@class rulerun.BombDecl
---@field kind string The kind of the bomb.
---@field length integer? For a run: how many ranks it must have (0 for any).
---@field or_longer boolean? A longer run is a bomb too.
---@field on string? The kind of play it beats; any kind but its own when absent.
---@field on_ranks string|string[]? The ranks the play beaten must be of, such as "2".
---@field say string? The bomb's name in refusals (the engine's words by default, such as "a double sequence of exactly 3 pairs").

---game.limit: a cap on the game's moves, as a rule of the game.
---@class rulerun.LimitDecl
---@field moves integer The moves after which the game ends: drawn, or in a match (game.match) won by the lowest or highest total as the match says.
---@field say rulerun.Narration? Narrates the end; {moves} is the cap.
---@field reason rulerun.Reason? The result's reason, citing the rule; {moves} is the cap.

---A verb's take: the verb takes cards from a pile into the hand.
---@class rulerun.TakeDecl
---@field from string The pile taken from, such as "discard"; every seat sees the cards taken.
---@field all boolean? Takes the whole pile, not only its top card.
---@field end_with string? The verb the seat must then end its turn with, such as "discard"; the verb with does = "pass" is refused until then.
---@field end_with_why rulerun.Refusal? The refusal of that pass.
---@field empty_why rulerun.Refusal? The refusal of a take from an empty pile.
---@field say rulerun.Narration? Narrates the take, a line about the seat; {cards} is the cards taken.

---game.melds: a game of melds laid in a shared area every seat builds on (a rummy); verbs with does = "meld", "add" or "layout" lay them.
---@class rulerun.MeldsDecl
---@field min integer? The fewest cards of a meld, wilds included (3 by default).
---@field max_wilds integer? The most wilds in one meld (no limit by default).
---@field min_naturals integer? The fewest cards of a meld that are not wild (1 by default).
---@field sets boolean? Sets (cards of one rank) are melds (true by default).
---@field runs boolean? Runs (consecutive ranks) are melds (true by default).
---@field wrap boolean? A run may go on from the highest rank to the lowest.
---@field either_end string? The code of the lowest or the highest rank, which may also stand at the other end of a run, never between two cards: "A" for an ace low or high (A-2-3 and Q-K-A, never K-A-2). Not with wrap.
---@field mixed_suits boolean? The cards of a run may differ in suit.
---@field set_suits boolean? The cards of a set must differ in suit.
---@field wild string? The kind of the wild cards ("wild" by default).
---@field prefix string? The name of meld n's pile is prefix .. n ("meld" by default: meld1, meld2...); the piles are public and made when needed.
---@field group string? The group of those piles ("melds" by default; g:group reads them).
---@field own_first boolean? A seat may add to or rearrange the melds only after laying one of its own this round; the verb's why.own is the refusal.
---@field first_no_wild boolean? A seat's first meld of the round may hold no wild.
---@field first_no_wild_why rulerun.Refusal? The refusal of one.
---@field rule string? The rule code a refusal of a meld cites.
---@field codes table<string, string>? The rule code cited for each problem: size, naturals, wilds, kind, set, run, wrap, wild, missing, extra.
---@field turn_rule string? The rule code of "you do not hold" and "there is no meld".
---@field set_wild_why rulerun.Refusal? Refuses a wild written as a card in a set (W=P6), which stands for none; %s is the card as written. Without it a set's wild may be written either way.
---@field add_moved_why rulerun.Refusal? Added to the refusal of an add that would need a wild already laid to move.
---@field no_meld_why rulerun.Refusal? The refusal of an add to a meld that does not exist: {n} is the number asked, {count} how many melds there are.
---@field lay_say rulerun.Narration? Narrates a new meld, a line about the seat: {n} is its number, {meld} its cards, {first} first_say on the seat's first meld.
---@field add_say rulerun.Narration? Narrates an add: {cards} the cards added, {n} the meld's number, {meld} its cards now.
---@field layout_say rulerun.Narration? Narrates a rearrangement: {melds} every meld numbered ("1: R3 R4 R5 / 2: B6 P6 G6"), {from_hand} from_hand_say when the hand gave cards.
---@field first_say rulerun.Narration? Put in lay_say's {first} on a seat's first meld of the round.
---@field from_hand_say rulerun.Narration? Put in layout_say's {from_hand}: {cards} the hand's cards.
---@field samples integer? The most rearrangements offered to bots at one decision (12 by default).
---@field owned boolean? Each meld belongs to the seat that laid it, and the points of every card laid (in a new meld, or added to anyone's meld) are credited to the seat that lays it. Not with a verb that rearranges the melds (does = "layout").
---@field score_laid boolean? Each round of the match (game.match) is scored by the melds: each seat scores the points of the cards it laid this round (owned) less the points of the cards left in its hand, which may be below 0.
---@field score_say rulerun.Narration? Narrates a seat's score of the round: {laid} the points it laid, {held} those it holds, {points} the difference, {total} its total.
---@field stock_ends boolean? The round ends, scored as when a seat goes out, when a turn ends with the stock (game.stock) empty.
---@field stock_ends_say rulerun.Narration? Narrates that end.
---@field dig_from string? The pile a verb with does = "dig" takes from (a discard pile kept spread): a card of it, named by the verb's <card>, with every card above it, the card named laid at once in the same move, in a new meld of its <cards> or, with its <n>, added with them to meld n.
---@field dig_say rulerun.Narration? Narrates the take, a line about the seat; {cards} is the cards taken.

---game.trick.last_card: the rule of a seat left one card in a climbing game.
---@class rulerun.LastCardDecl
---@field rule string? The rule code the refusals cite.
---@field say rulerun.Narration? Announces a seat left one card, a line about it.
---@field why rulerun.Refusals? The refusals, by what is wrong: follow (a single that is not the highest card, on a single), pass (a pass while the highest card beats the single), lead (a single led when a play of several cards can be), lead_high (a single led that is not the highest card); {one} is the seat left one card, {card} the highest card.

---A line of game.match.by_count.
---@class rulerun.BandDecl
---@field max integer The most cards a seat holds for this line to count.
---@field each integer? The points per card.
---@field points integer? The points in all, whatever the number of cards.

---game.asking: Declared games: a game of asking: verbs with does = "ask" ask a <seat> for a <rank> the asker holds; a seat that has some gives them all and the asker asks again, else the asker fishes from the stock. Sets of a rank are laid at once as books; when no seat holds a card the most books win.
---@class rulerun.AskingDecl
---@field books string The per-seat pile the books a seat lays go to.
---@field book integer? How many cards of one rank make a book, laid at once (4 by default).
---@field fish_again boolean? A seat that draws the rank it asked for shows it and asks again.
---@field to_asked boolean? After an ask that gets nothing, the turn passes to the seat asked (the next that holds a card from it), not to the asker's left.
---@field rule string? The rule code the refusals cite, such as "GF-4".
---@field self_why rulerun.Refusal? The refusal of an ask of oneself.
---@field empty_why rulerun.Refusal? The refusal of an ask of a seat that holds no card; %s is the seat.
---@field rank_why rulerun.Refusal? The refusal of an ask for a rank the asker does not hold; %s is the rank.
---@field ask_say rulerun.Narration? Narrates an ask, about the asker: {to} is the seat asked, {rank} the rank in the plural.
---@field give_say rulerun.Narration? Narrates the cards given, about the seat asked: {to} is the asker, {cards} the cards.
---@field fish_say rulerun.Narration? Narrates a seat that has none, about it: {to} is the asker, {rank} the rank.
---@field fish_reason rulerun.Reason? The reason narrated with the card drawn from the stock when the seat asked has none.
---@field catch_say rulerun.Narration? Narrates a fishing draw of the rank asked, about the asker: {card} is the card.
---@field book_say rulerun.Narration? Narrates a book laid, about its seat: {rank} is the rank in the plural, {cards} the cards.
---@field out_say rulerun.Narration? Narrates a seat out of cards with the stock empty, about it.
---@field reason rulerun.Reason? The result's reason: the game ends when no seat holds a card, won by the most books.

---game.beating: Declared games: the bout of a beating game: verbs with does = "beat" attack, beat the card attacking (a higher card of its suit, or a trump), pick up the table, or pass; cards of a rank on the table are thrown in within limits; the seats draw up to a hand size; trumps are the card turned up; the last seat holding cards loses.
---@class rulerun.BeatingDecl
---@field attack string The verb (form "<verb> <card>") that attacks: the attacker's first card of a bout, any card; then a card thrown in, by the attacker or another seat in turn, of a rank already on the table.
---@field defend string The verb (form "<verb> <card>") the defender beats the card attacking with.
---@field pick_up string The verb (no part) the defender picks up every card on the table with, ending the bout.
---@field pass string The verb (no part) a seat throws nothing in with; once every seat that could has passed, the bout is beaten off.
---@field table string The shared pile the bout is played on: each card attacking, then the card that beats it.
---@field discard string The pile the cards of a bout beaten off go to.
---@field trumps string The pile the deal turns a card up to (game.deal.turn_up): its suit is trumps for the game, and it is the stock's last card, drawn after the stock.
---@field hand (integer|fun(at: rulerun.At): integer)? The hand size each seat draws up to after a bout, the attacker first, then the other seats in turn, the defender last. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field attacks (integer|fun(at: rulerun.At): integer)? The most cards attacking in one bout (never more than the defender held as it began); no limit but that when 0. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field beats (fun(at: rulerun.At, card: string, on: string): boolean)? What beats what, as a function(at, card, on) returning true when card (its code) beats on, the card attacking, in place of the declared rule (a higher card of its suit, or a trump on a card that is none): asked about each card the defender might beat it with, at.trumps the suit of the card turned up; never kept.
---@field rule string? The rule code the bout's moves are made under and its refusals cite, such as "B-5".
---@field why rulerun.Refusals? The refusals, by what is wrong: held (the card is not in the hand; %s is the card), beat (it does not beat the card attacking; %s is that card), rank (no card of its rank is on the table; %s is the card), limit (the bout holds as many attacks as it may; %s is how many), wait (a card attacking is still to be beaten; %s is that card), nothing (no card is attacking), open (the first card of a bout must be played: no pass).
---@field say table<string, string>? Narration, by what happens, about the seat that acts: attack ({card}), throw (a card thrown in, {card}), beat ({card} beats {on}), pick_up ({n} cards, {cards} the same in words: "1 card", "3 cards"), pass, beaten (the bout beaten off), draw ({n}, {cards}: as pick_up), trumps (after the deal, {card} the card turned up), out (a seat out, safe), lost (the loser).
---@field reason rulerun.Reason? The result's reason when the last seat left holding cards loses, such as "left holding cards (B-9)".

---game.banking: Declared games: a banking game: each seat bets (does = "bet"), then plays its own hand against a house that is no seat, drawing (does = "hit"), standing (does = "stand"), doubling its bet for one card more (does = "double") or splitting a pair into two hands (does = "split", with split); the house reveals its card face down and draws by its policy; bets are settled in chips, kept in the score.
---@class rulerun.BankingDecl
---@field values table<string, integer|fun(at: rulerun.At): integer>? What each card counts, by rank code, such as {A = 1, T = 10, J = 10, Q = 10, K = 10}; a rank of digits not named counts its number. An entry may be a function(at) of the round, such as {K = function(at) return 9 + at.round % 2 end}, called once as each round starts (rulerun.At).
---@field high table<string, integer|fun(at: rulerun.At): integer>? The flexible cards, by rank code, and what each may count instead, such as {A = 11}: one of them counts high while the hand's total stays within limit (the hand is soft). An entry may be a function(at) of the round, as values'.
---@field limit (integer|fun(at: rulerun.At): integer)? The best total a hand may reach, such as 21: a hand over it is bust (21 by default; a function's answer of 0 too). Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field cards (integer|fun(at: rulerun.At): integer)? How many cards each seat that bet is dealt, face up, once every bet is made, one at a time (2 by default); the house is dealt as many, its last face down. A function's answer of 0 deals 2. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field split string? The pile, declared per seat, that holds a seat's second hand once it splits a pair (does = "split"): the pair's second card goes there with a bet equal to the first, each hand is dealt one card more, and the seat plays its first hand out, then its second.
---@field rounds (integer|fun(at: rulerun.At): integer)? How many rounds the match lasts; it ends sooner when no seat has the chips to bet. The seats with the most chips win. Or a function(at) returning it, called once as the game starts, before the first dealer is chosen: its answer holds for the whole game (rulerun.At).
---@field house rulerun.HouseDecl The house: its hand, a card of it face down until it plays, and the policy it draws by.
---@field stakes rulerun.StakesDecl The chips each seat starts with, the bounds of a bet and what each outcome pays.
---@field rule string? The rule code a card drawn or a hand stood is played under, such as "BJ-6".
---@field why rulerun.Refusals? The refusals, by what is wrong: bet (a bet out of bounds; %s is the bounds), chips (a bet or a double the chips do not cover; %s is the chips), bets (a card drawn before the deal), dealt (a bet after it), double (a double after a hand's first cards), split (a split of two cards that are no pair, or a second split).
---@field hit_say rulerun.Narration? Narrates a card drawn, about the seat: {card} is the card, {total} the hand's total after it.
---@field stand_say rulerun.Narration? Narrates a hand stood, about the seat: {total} is its total.
---@field double_say rulerun.Narration? Narrates a bet doubled, about the seat: {card} is the one card drawn, {bet} the bet, {total} the hand's total.
---@field deal_say rulerun.Narration? Narrates a seat's hand once dealt, about the seat: {cards} are its cards, {total} their total.
---@field split_say rulerun.Narration? Narrates a pair split, about the seat: {cards} are its first hand's cards and {total} their total, {second} the second hand's cards and total.

---game.banking.house: the house's hand and the policy it draws by.
---@class rulerun.HouseDecl
---@field pile string The house's public pile: its cards face up.
---@field hole string The pile its card face down lies in, hidden from every seat until the house plays: then it is turned up onto pile.
---@field stands (integer|fun(at: rulerun.At): integer)? The house draws while its best total is under this, and stands on it or more. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field hits_soft (boolean|fun(at: rulerun.At): boolean)? The house draws to a soft total of stands too (one whose flexible card counts high), as some tables play; it stands on it by default. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field peeks (boolean|fun(at: rulerun.At): boolean)? The house looks at its card face down as soon as it is dealt: with a natural (limit in the first cards), it turns it up at once and the round is settled before any seat plays. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field rule string? The rule code of the house's play, such as "BJ-8".
---@field up_say rulerun.Narration? Narrates the house's card face up after the deal: {card} is the card.
---@field reveal_say rulerun.Narration? Narrates the card face down turned up: {card} is the card, {total} the house's total.
---@field draw_say rulerun.Narration? Narrates a card the house draws: {card} is the card, {total} its total after it.
---@field stand_say rulerun.Narration? Narrates the house standing: {total} is its total.
---@field bust_say rulerun.Narration? Narrates the house going bust: {total} is its total.

---game.banking.stakes: the chips, the bounds of a bet and what each outcome pays.
---@class rulerun.StakesDecl
---@field bankroll integer The chips each seat starts the match with; a seat's chips are its bankroll and its total (the score), shown beside it.
---@field min (integer|fun(at: rulerun.At): integer)? The least bet (1 by default); a seat with fewer chips sits out the round. A function's answer under 1 counts as 1. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field max (integer|fun(at: rulerun.At): integer)? The most a seat may bet, and never more than its chips. A function's answer under min counts as min. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field win (integer|fun(at: rulerun.At): integer)[]? What a hand that beats the house wins, as {chips, for a bet of}: {1, 1} (even money) by default; its chips may be a function(at) of the round, such as {function(at) return at.round end, 1}, called once as each round starts (rulerun.At).
---@field natural (integer|fun(at: rulerun.At): integer)[]? What a natural wins (limit in the first cards) unless the house has one too, as {chips, for a bet of}, rounded down, such as {3, 2}; as win without it; its chips may be a function(at) of the round, as win's.
---@field rule string? The rule code the bets are settled under, such as "BJ-9".
---@field bet_say rulerun.Narration? Narrates a bet, about the seat: {bet} is the bet, {chips} the chips it holds; the rule codes it cites are the bet's (rule's without them).
---@field win_say rulerun.Narration? Narrates a hand that beats the house, about its seat: {chips} are the chips won, {total} the hand's total.
---@field natural_say rulerun.Narration? Narrates a natural paid, about its seat: {chips} are the chips won.
---@field lose_say rulerun.Narration? Narrates a hand that loses to the house, about its seat: {chips} are the chips lost, {total} the hand's total.
---@field bust_say rulerun.Narration? Narrates a hand gone bust, about its seat: {chips} are the chips lost, {total} the hand's total.
---@field push_say rulerun.Narration? Narrates a hand that ties the house (a push), about its seat: the bet is returned.
---@field out_say rulerun.Narration? Narrates a seat that sits out a round, its chips under the least bet.
---@field end_say rulerun.Narration? The result's reason: {chips} are the winners' chips, {rounds} the rounds played.

---game.bidding: Declared games: a bidding round before each hand of tricks (game.tricks): a verb with does = "bid" bids its <n> tricks, each seat in turn from the dealer's left; a team's contract is the sum of its seats' bids, scored at the hand's end (game.match) as made or set, with overtricks as bags and nil as the bidder's own bid of 0. Or an auction (auction = "rising" or "once"): bids must rise or pass, the high bidder declares, names trumps and leads, and its team's contract is scored made or set.
---@class rulerun.BiddingDecl
---@field min (integer|fun(at: rulerun.At): integer)? The lowest bid; 0 by default. A function's answer above the highest bid counts as the highest. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field max (integer|fun(at: rulerun.At): integer)? The highest bid; without it, the tricks of the hand (the cards each seat holds), which may change from deal to deal. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field hook boolean? The last seat to bid (the dealer) may not bid so that the bids total the tricks of the hand (the cards each seat holds): someone must fail (the hook).
---@field hook_why rulerun.Refusal? The refusal of the bid the hook forbids; %s is that bid.
---@field exact (integer|fun(at: rulerun.At): integer)? A bid scores only when met exactly, this many points and per_trick for each trick bid (exact = 10, per_trick = 1: 10 + the bid); a bid missed scores nothing, or loses missed points for each trick it is off by. No bags. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field missed (integer|fun(at: rulerun.At): integer)? With exact: what a bid missed loses for each trick it is off by; nothing by default. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field nil boolean? A bid of 0 is nil: the bidder's alone, out of its team's contract; made when it takes no trick, scoring nil_points, else losing them.
---@field nil_points integer? What a nil made scores, and a nil failed loses; 100 by default.
---@field nil_tricks ("none"|"bags")? What a nil bidder's tricks count for: nothing ("none", the default), or bags for its team ("bags").
---@field per_trick (integer|fun(at: rulerun.At): integer)? What each trick of a contract made scores, and of a contract set loses; 10 by default. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field per_bag (integer|fun(at: rulerun.At): integer)? What each overtrick (a bag) scores; 1 by default. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field bags integer? How many bags a team accumulates before it loses bag_penalty points, the count going down by as many; no penalty by default.
---@field bag_penalty (integer|fun(at: rulerun.At): integer)? What a team loses for every bags bags; 100 by default. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field rule string? The rule code the refusals cite.
---@field range_why rulerun.Refusal? The refusal of a bid out of range; %s is the range ("0 to 13").
---@field turn_why rulerun.Refusal? The refusal of a bid by a seat whose turn to bid it is not (or once every seat has bid).
---@field wait_why rulerun.Refusal? The refusal of any other move while a seat still owes its bid.
---@field auction ("each"|"rising"|"once")? "each" (the default): every seat bids once, and every bid counts. Or an auction for one contract: "rising", each seat in turn bids more than the last bid or passes (a verb with does = "bid" and no <n>, such as "pass"), a seat that passed being out, until all but one have passed; "once", each seat in turn bids more or passes, once. The high bidder is the declarer: its team's contract is its bid, it names trumps (game.tricks.trumps = "named") and leads. When every other seat passed without a bid, the last may not pass.
---@field leads (("declarer"|"left")|fun(at: rulerun.At): ("declarer"|"left"))? After an auction: who leads the first trick, the declarer ("declarer", the default) or the seat to its left ("left"). Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field defend_per_trick integer? After an auction: what each trick the declarer's opponents take scores them; 0 by default.
---@field raise_why rulerun.Refusal? In an auction: the refusal of a bid not above the last; %s is the bid to beat.
---@field stuck_why rulerun.Refusal? In an auction: the refusal of a pass by the last seat when every other seat passed without a bid.
---@field name_why rulerun.Refusal? After an auction: the refusal of trumps named by a seat that is not the declarer.
---@field pass_say rulerun.Narration? Narrates a pass, a line about the seat.
---@field contract_say rulerun.Narration? Narrates the contract an auction made, a line about the declarer; {n} is its bid.
---@field say rulerun.Narration? Narrates a bid, a line about the bidder; {n} is the bid.
---@field nil_say rulerun.Narration? Narrates a nil bid, a line about the bidder.
---@field score_say rulerun.Narration? Narrates a team's score for the hand: {team} are its seats ("seat 1 and seat 3"), {bid} its contract, {tricks} the tricks it took toward it, {points} what it scores, {bags} its bags after the hand.

---game.call: Declared games: the call a seat makes when it will hold one card ("uno"), and the catching of a seat that did not.
---@class rulerun.CallDecl
---@field word string The word said, such as "uno".
---@field part string? The optional flag of a play's form by which the call is made with the play, such as "uno" in "play <card> [uno]".
---@field penalty (integer|fun(at: rulerun.At): integer)[]? The cards a caught seat draws for its first, second... offence; the last is repeated ({2} by default). An entry may be a function(at) of the round, called once as each round starts (rulerun.At).
---@field per_seat boolean? Counts offences for each seat apart, not over the game.
---@field rule string? The rule code the refusals cite.
---@field part_why rulerun.Refusal? The refusal of a call made with a play that may not have it.
---@field verb_why rulerun.Refusal? The refusal of the call made alone when no play would leave one card.
---@field closes ("next_seat"|"action")? When the window to catch a seat closes: when another seat begins to act ("next_seat", the default), or at any action of a turn, the seat's own included ("action": any verb but the call and the catch).

---game.capturing: Declared games: the capture of a fishing game: verbs with does = "capture" play a card from the hand to the table, taking a card of its rank or cards whose values add up to its own; sweeps, the hands dealt again, the table's last cards to the last capturer, and the round scored by awards.
---@class rulerun.CapturingDecl
---@field pile string The shared pile a card is played to and captures from (the table).
---@field won string The pile declared per seat that each capture goes to: the cards taken and the card that took them.
---@field values table<string, integer|fun(at: rulerun.At): integer>? What each rank counts in a sum, by rank code, such as {A = 1, J = 8, Q = 9, K = 10}; a rank's place in the deck's order (from 1) when not declared. An entry may be a function(at) of the round, such as {J = function(at) return 7 + at.round % 2 end}, called once as each round starts (rulerun.At).
---@field by string|string[]? The ways a card captures, in order of preference: "rank", one card of its own rank; "sum", two or more cards whose values add up to its value. A card that can capture a way may capture no later way; {"rank", "sum"} by default.
---@field may_lay (boolean|fun(at: rulerun.At): boolean)? A card that could capture may be laid on the table instead (a capture is compulsory without it). Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field deal_again (integer|fun(at: rulerun.At): integer)? When every hand is empty and the stock still holds cards, the dealer deals each seat this many more, one at a time from the dealer's left; without it the round ends when the hands are empty. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field deal_again_say rulerun.Narration? Narrates the hands dealt again, a line about the dealer.
---@field rest_to_last (boolean|fun(at: rulerun.At): boolean)? At the round's end the cards left on the table go to the last seat that captured. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field rest_say rulerun.Narration? Narrates it, a line about that seat; {cards} are the cards.
---@field sweep rulerun.SweepDecl? A capture that clears the table scores a sweep.
---@field awards rulerun.AwardDecl[]? How the round is scored at its end, once the table's cards are given: a list of awards, each scored by the seat that wins it (by most cards, a card held, a best total).
---@field rule string? The rule code a play is made under, such as "SCO-3".
---@field rank_rule string? The rule code a capture by rank is made under, besides rule.
---@field sum_rule string? The rule code a capture by sum is made under, besides rule.
---@field why rulerun.Refusals? The refusals, by what is wrong: hand (the card is not in the hand; %s is the card), table (a card taken is not on the table; %s is that card), rank (a card of the played card's rank is on the table, one of them must be taken alone; %s is the card played), sum (the cards taken are no capture of the card; %s is the card played), must (the card can capture, so must; %s is the card).
---@field say rulerun.Narration? Narrates a capture, about the player: {card} is the card played, {cards} the cards taken.
---@field lay_say rulerun.Narration? Narrates a card laid on the table that captures nothing, about the player: {card} is the card.

---game.capturing.sweep: what a capture that clears the table scores.
---@class rulerun.SweepDecl
---@field points (integer|fun(at: rulerun.At): integer)? The points of a sweep. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field last (boolean|fun(at: rulerun.At): boolean)? The round's last play scores a sweep too (it does not by default). Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field rule string? The rule code of the sweep, counted each time one is scored.
---@field say rulerun.Narration? Narrates the sweep, about the player; {points} is the points.

---An entry of game.capturing.awards: a point of a round's scoring, won by one seat.
---@class rulerun.AwardDecl
---@field by ("most"|"holds"|"best")? How the award is won: "most" (the default), the most cards in the pile won (of cards, when declared); "holds", a card of cards in the pile won; "best", the highest total of the best card of every suit in the pile won, by values (a seat that won no card of some suit cannot win it). A tie wins it for nobody.
---@field cards rulerun.CardsDecl? The cards counted (by = "most": every card when not declared) or held (by = "holds"), such as {suits = {"D"}} or {codes = {"7D"}}.
---@field values table<string, integer|fun(at: rulerun.At): integer>? With by = "best": what each card counts, by rank code, such as {["7"] = 21, ["6"] = 18}; a rank not named counts 0. An entry may be a function(at) of the round, as the capture's values.
---@field points (integer|fun(at: rulerun.At): integer)? The points of the award. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field rule string? The rule code of the award, counted each time it is scored.
---@field say rulerun.Narration? Narrates the award, about its winner; {n} is the count or total that won it, {points} the points.

---game.choice: Declared games: a secret choice every seat makes at once after each deal (a pass of cards): a verb with does = "choose" chooses its <cards>; when every seat has chosen, the cards go where the round's direction says (to = {"left", "right", "across", "none"}, in turn).
---@class rulerun.ChoiceDecl
---@field cards integer How many cards each seat chooses.
---@field pile string The per-seat pile, seen by its owner alone, where the chosen cards wait until every seat has chosen.
---@field to string|string[]? Where each seat's chosen cards go, round after round in turn: "left", "right", "across", "reveal" (back to its hand, shown to every seat), "none" (no choice that round) or a declared pile every seat's cards go to unseen (the dealer's, when it is a pile per seat: a crib); {"left"} by default.
---@field rule string? The rule code the refusals cite.
---@field count_why rulerun.Refusal? The refusal of a choice of another number of cards; %s is the number.
---@field done_why rulerun.Refusal? The refusal of a choice by a seat that owes none (it has chosen, or the round has no choice).
---@field wait_why rulerun.Refusal? The refusal of any other move while a seat still owes its choice.
---@field say rulerun.Narration? Narrates a choice, for every seat to read: a line about the seat; {n} is the number of cards.
---@field given_say rulerun.Narration? Narrates to a seat alone the cards it receives: a line about it; {cards} are the cards, {from} the seat that chose them.

---game.count: Declared games: a running count (verbs with does = "count" play one card to it): each card adds its value, the count may not pass the cap, a seat that cannot play says go; sums, cards of a rank and runs score as they happen, then each hand is counted with a starter (the show) and the first total to reach the target wins at once.
---@class rulerun.CountDecl
---@field played string The per-seat pile, seen by every seat, where a seat's cards played to the count lie until the show.
---@field cap integer The most the count may reach.
---@field values table<string, integer|fun(at: rulerun.At): integer>? What a card adds to the count and to a sum, by rank code, such as {T = 10, J = 10, Q = 10, K = 10}; a rank not named adds its place in the rank order (1 for the lowest). An entry may be a function(at) of the round, such as {K = function(at) return 10 + at.round % 2 end}, called once as each round starts (rulerun.At).
---@field sums (integer|fun(at: rulerun.At): integer)[]? The counts that score when a play reaches them, such as {15, 31}. An entry may be a function(at) of the round, such as {15, function(at) return 30 + at.round % 2 end}, called once as each round starts (rulerun.At).
---@field sum_points (integer|fun(at: rulerun.At): integer)? What reaching one of those counts scores. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field pairs (integer|fun(at: rulerun.At): integer)[]? What 2, 3, 4 ... cards of one rank played in a row score, such as {2, 6, 12}; in the show each pair held scores the first. An entry may be a function(at) of the round, as sums'.
---@field run (integer|fun(at: rulerun.At): integer)? The fewest cards of a run, in the last cards played (in any order) or in a hand counted, each scoring a point a card; 0 for none. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field last (integer|fun(at: rulerun.At): integer)? What the seat that played the last card of a count that did not reach the cap scores. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field starter string The pile, seen by every seat, the starter is turned up onto from the stock once every choice is made.
---@field jack string? The rank code of the starter that scores the dealer heels points, and of the card of the starter's suit that scores nobs in a hand counted, such as "J".
---@field heels (integer|fun(at: rulerun.At): integer)? What the dealer scores when the starter is of rank jack. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field nobs (integer|fun(at: rulerun.At): integer)? What a hand counted scores for its card of rank jack of the starter's suit. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field crib string? The pile laid away for the dealer (a choice whose to names it), counted for the dealer after the hands.
---@field show_sum (integer|fun(at: rulerun.At): integer)? In the show: every set of a hand's cards and the starter whose values make this sum scores show_sum_points, such as 15. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field show_sum_points (integer|fun(at: rulerun.At): integer)? What each such set scores. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field flush (integer|fun(at: rulerun.At): integer)? In the show: a hand whose cards, this many or more, are all of one suit scores a point a card, one more with the starter of that suit; 0 for none. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field crib_flush (integer|fun(at: rulerun.At): integer)? In the show: the crib scores a flush only when it and the starter, this many cards, are all of one suit. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field target (integer|fun(at: rulerun.At): integer)? The total that wins the game at once, even in the middle of a hand. Or a function(at) returning it, called once as the game starts, before the first dealer is chosen: its answer holds for the whole game (rulerun.At).
---@field rule string? The rule code the refusals cite.
---@field cap_why rulerun.Refusal? The refusal of a card that would take the count past the cap; %s is the cap.
---@field play_rule string? The rule code narrated with the scores made in play.
---@field go_rule string? The rule code narrated with a go and the last card point.
---@field show_rule string? The rule code narrated with the show.
---@field starter_rule string? The rule code narrated with the starter turned up and heels.
---@field won_rule string? The rule code the win at the target cites.

---game.places: Declared games: the places of a climbing game's match (a round ends when one seat is left holding cards, or at the first empty hand with game.win = {empty_hand = true}): points by place, the place that leads the next hand, and the cards places exchange before it (gives = "highest" or "any", the latter given with a verb of does = "exchange"); "most cards" is the place of the seat that held the most cards.
---@class rulerun.PlacesDecl
---@field points (integer|fun(at: rulerun.At): integer)[]? What each place scores at the end of a round, first place first, such as {2, 1}; the places beyond them score none. Without points, rounds are scored as game.match declares (its score, by_count...). An entry may be a function(at) of the round, such as {function(at) return at.round end, 1}, called once as each round starts (rulerun.At).
---@field leads string? The place of the last round that leads each hand after the first, such as "1st" or "last" (the seat after the dealer by default).
---@field exchange table[]? The cards places give each other before each hand after the first: the highest cards are given first, then every seat that gives cards of its choice (a verb with does = "exchange") chooses them, at once.
---@field rule string? The rule code the refusals of the exchange cite.
---@field titles string|string[]? The names of the places from the first, such as {"Chief", "Deputy"}.
---@field last_titles string|string[]? The names of the places from the last, such as {"Loser", "Next-to-last"} (the last place first).
---@field keep_order boolean? Keeps each hand in the order its cards came: the cards given go on top of the hand that receives them, not sorted in as the deal sorts hands (deal.sort), and a gift of one card of choice is listed in the order of the giver's hand (by default, in the deck's order).
---@field most_title string? The name of the place "most cards" (the seat that held the most cards when the round ended), such as "the Loser".
---@field score_say rulerun.Narration? Narrates each seat's place at the end of a round, a line about the seat: {place} is its place (its title when it has one), {points} the points it scores, {total} its total.
---@field give_say rulerun.Narration? Narrates a gift, a line about the giver: {cards} are the cards given (the highest, shown to every seat), or their number ("2 cards") for cards of the giver's choice, which only the two seats see; {to} is the seat given them, {place} and {to_place} the two places.
---@field count_why rulerun.Refusal? The refusal of a gift of another number of cards; %s is the number.
---@field held_why rulerun.Refusal? The refusal of a gift of a card the giver does not hold; %s is the card ("you do not hold %s" by default).
---@field done_why rulerun.Refusal? The refusal of a gift by a seat that owes none.
---@field wait_why rulerun.Refusal? The refusal of any other move while a gift is owed.

---game.flipping: Declared games: a game of flipping: a verb with does = "flip" flips the player's top card, unseen, onto the shared pile; a challenge card makes the next player pay up to its number of cards until one is a challenge card too, else the challenger wins the pile. The last player holding cards wins.
---@class rulerun.FlippingDecl
---@field pile string The shared pile the cards are flipped onto, face up.
---@field challenge table<string, integer>? The challenge cards by rank code, each with how many cards the next player must flip to answer it, such as {A = 4, K = 3, Q = 2, J = 1}.
---@field rule string? The rule code a flip is played under, such as "ERS-3".
---@field challenge_rule string? The rule code of a challenge and its payment, such as "ERS-4".
---@field hand_why rulerun.Refusal? The refusal of a flip by a player who holds no card.
---@field say rulerun.Narration? Narrates a flip, about the player: {card} is the card.
---@field challenge_say rulerun.Narration? Narrates a challenge, about the player who must pay: {n} is the number of cards, {card} the challenge card.
---@field won_say rulerun.Narration? Narrates a challenge won, about the challenger.
---@field take_say rulerun.Narration? Narrates a pile put under its winner's cards, about the winner: {n} is the number of cards.
---@field end_say rulerun.Narration? Narrates the end, about the winner, the one player who holds cards.
---@field reason rulerun.Reason? The result's reason: one player alone holds cards.

---game.tricks: Declared games: a game of tricks taken (such as Whist): verbs with does = "follow" play one card to the trick, following the suit led when able; the highest trump, or else the highest card of the suit led, takes it, and its winner leads the next.
---@class rulerun.TricksDecl
---@field table string? The pile the trick is played to.
---@field won string The per-seat pile the cards of the tricks a seat takes go to.
---@field trumps (string|fun(at: rulerun.At): string)? The code of the trump suit, such as "S"; "turn_up": the suit of the card the deal turns up (deal.turn_up), a new one each round; or "named": the suit named, by the seat to lead a round's first trick with a verb of does = "name" (trumps_why refuses a play before it), or made trumps in a phase before the play (game.phases); none by default. As a function, the round's trumps: the code of a suit of the deck, or "none" for none (not "turn_up" nor "named"); any other answer is refused at the function's line. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field trumps_why rulerun.Refusal? With trumps = "named": the refusal of a play before trumps are named.
---@field broken string? The code of a suit that may not be led until a card of it has been played, unless the seat holds nothing else.
---@field broken_why rulerun.Refusal? The refusal of a lead of that suit before it is broken; %s is the suit.
---@field first_lead string? The code of the card that leads each hand's first trick, such as "2C": its holder leads, with it.
---@field first_lead_why rulerun.Refusal? The refusal of another first lead; %s is the card.
---@field first_trick rulerun.CardsDecl? Cards that may not be played to a hand's first trick unless they follow the suit led or the seat holds nothing else, such as {suits = {"H"}, codes = {"QS"}}.
---@field first_trick_why rulerun.Refusal? The refusal of one of those cards on the first trick; %s is the card.
---@field rule string? The rule code the refusals cite, such as "W-2".
---@field follow_why rulerun.Refusal? The refusal of a card that does not follow the suit led when the seat holds one; %s is the suit.
---@field bowers table? Bowers: the card of a rank in trumps (the right bower) is the highest trump, the card of that rank in the suit of the same colour (the left bower) the next, a trump and not of its printed suit: it follows, leads and wins as a trump. Such as {rank = "J", pairs = {S = "C", H = "D"}}.
---@field suits (table<string, string>|fun(at: rulerun.At): table<string, string>)? Cards that count as a suit not their own in the trick, by card, such as {JD = "H"}: the card follows, leads, is followed and wins as a card of that suit (a trump when it is trumps). The declared shorthand of bowers is written with it and high (see writing-a-game). Or a function(at) returning it, called as each round starts, before its deal, once with each suit of the deck as at.trumps and once with at.trumps nil (no trumps): the answer for the round's trumps holds for the round, once they are made (rulerun.At).
---@field high (string|string[]|fun(at: rulerun.At): string|string[])? Cards that rank above every other card of the suit they count as (suits), highest first, such as {"JH", "JD"}. Or a function(at) returning it, called as each round starts, before its deal, once with each suit of the deck as at.trumps and once with at.trumps nil (no trumps): the answer for the round's trumps holds for the round, once they are made (rulerun.At).
---@field beats (fun(at: rulerun.At, card: string, on: string): boolean)? What beats what, as a function(at, card, best) returning true when card (its code) beats best, the card winning the trick so far, in place of the declared rule (the highest trump, else the highest card of the suit led): asked about each card played after the lead, at.trumps the round's trumps; never kept.
---@field makers rulerun.MakersDecl? Scores each round by the tricks of the side of its maker (the seat that made trumps in a phase before the play: game.phases), such as {need = 3, points = 1, all = 2, alone_all = 4, set = 2}.
---@field won_say rulerun.Narration? Narrates a trick taken, about its winner; {cards} are the trick's cards.

---game.tricks.makers: a round scored on the makers' tricks, the contract made or set.
---@class rulerun.MakersDecl
---@field need (integer|fun(at: rulerun.At): integer)? The tricks the makers' side needs to make its contract, such as 3. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field points (integer|fun(at: rulerun.At): integer)? What the makers score for need tricks or more, but not all. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field all (integer|fun(at: rulerun.At): integer)? What the makers score for all the tricks (a march). Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field alone_all (integer|fun(at: rulerun.At): integer)? What the makers score for all the tricks taken with a partner sitting out (alone); all's points by default. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field set (integer|fun(at: rulerun.At): integer)? What every other side scores when the makers take fewer than need (the makers are set). Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field say rulerun.Narration? Narrates a contract made: {team} are the makers' seats, {tricks} their tricks (3 tricks), {points} what they score.
---@field set_say rulerun.Narration? Narrates a contract set: {team} are the makers' seats, {tricks} their tricks (3 tricks), {points} what each other side scores.

---game.knocking: Declared games: private melds and a knock: verbs with does = "knock" (a play of one card) discard a card and end the hand when the deadwood left, in the engine's least-deadwood arrangement of sets and runs (or the melds the knocker types, when the knock's form has an optional <melds> slot: "knock <card> [with <melds>]"), is no more than the limit; the other seats lay off onto the knocker's melds (not after a clean knock); the lower deadwood scores the difference, with bonuses for a clean knock (no deadwood) and an undercut.
---@class rulerun.KnockingDecl
---@field limit (integer|fun(at: rulerun.At): integer)? The most deadwood a seat may knock with (10 by default). Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field meld integer? The fewest cards of a meld, set or run (3 by default).
---@field clean_bonus (integer|fun(at: rulerun.At): integer)? What a knock with no deadwood (a clean knock) scores on top of the other seats' deadwood. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field undercut_bonus (integer|fun(at: rulerun.At): integer)? What a seat that undercuts the knocker (deadwood no more than the knocker's) scores on top of the difference. Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field drawn_at (integer|fun(at: rulerun.At): integer)? The hand is drawn, nobody scoring and the same dealer dealing again, when a turn ends with this many cards or fewer in the stock (0: never). Or a function(at) returning it, called once as each round starts, before its deal: its answer holds for the round (rulerun.At).
---@field rule string? The rule code the refusal of a knock cites, such as "KN-5".
---@field limit_why rulerun.Refusal? The refusal of a knock with too much deadwood; {deadwood} is the deadwood it would leave, {limit} the limit.
---@field card_why rulerun.Refusal? The refusal of a typed arrangement (a knock whose form has a <melds> slot) naming a card not in the hand once the knocker discards, or twice; {card} is the card.
---@field meld_why rulerun.Refusal? The refusal of a typed arrangement with a group that is no meld; {meld} is the group, {size} the fewest cards of a meld.
---@field knock_say rulerun.Narration? Narrates the knocker's hand shown, about it: {melds}, {deadwood} and {points} (its deadwood's points).
---@field clean_say rulerun.Narration? Narrates a clean knock, one with no deadwood, about the knocker: {melds}.
---@field show_say rulerun.Narration? Narrates another seat's hand shown, about it: {melds}, {deadwood} and {points} (after its lay-offs).
---@field lay_off_say rulerun.Narration? Narrates the cards a seat lays off onto the knocker's melds, about it: {cards}.
---@field score_say rulerun.Narration? Narrates the knocker's score, about it: {points}.
---@field undercut_say rulerun.Narration? Narrates an undercut, about the seat that makes it: {points} is its score.
---@field drawn_say rulerun.Narration? Narrates a drawn hand.
---@field reason rulerun.Reason? The result's reason when the game is a single hand (no game.match).

---game.moving: Declared games: moves between piles: verbs with does = "move" take the top card of a pile to another, when it fits the top card there (a rank one up or down, the same suit...); the game is won when declared piles are empty, and lost when nothing can be moved.
---@class rulerun.MovingDecl
---@field moves table[] The verbs with does = "move", one table each: the piles a card is taken from and goes to, and what it must fit there: verb, from, to, rank, wrap, suit, colour ("alternate": red on black), empty, closed, take, run, whole (a run moved whole), count and redeals (a stock turned n at a time, turned back over n times), when (a predicate function(at, move) returning true to allow, asked only about the candidates the declared conditions pass: a Lua call for each), again, rule, why, say, redeal_say (docs/writing-a-game.md section 16).
---@field won table? When the game is won: by the player whose move leaves every pile of empty empty.
---@field stuck table? When the game is lost: the seat to act can make none of these moves (nothing to move, nothing to draw); the game ends won by nobody (a patience is lost), and with lose = true lost by that seat (the result's losers).
---@field score string|string[]? The piles whose cards count at the end: each seat scores a point for each card left in them (in its own, for a pile declared per seat).
---@field sets table? The sets a seat discards as soon as its pile holds one: count cards of the same rank (a pair), from the pile to another, face up; every seat's after the deal, the receiving seat's after each move.
---@field out table? A seat whose piles named are empty is out: safe, skipped by the turn and by every move from "name.next" or "name.previous".
---@field lost table? When the game is lost, by one seat and won by nobody: the last seat not out (Out) loses once every other seat is out.
---@field turn_up table? Face-down cards turned up: a pile of face-down cards (hidden) lies under each pile of face-up cards, and when the face-up pile is empty after a move (or after the deal) the top face-down card is turned up onto it, as a patience's tableau turns up the card a move uncovers.
---@field red rulerun.CardsDecl? The cards of one colour (red), the others being of the other (black), for a move's colour: such as {suits = {"D", "H"}}, which is what it is by default in a deck with diamonds and hearts.

---game.phases: Declared games: a round in phases before its play: verbs with does = "phase" are made in the phases of game.phases.sequence, in order, by the seats each phase says (in turn, the dealer, the maker, all), until each has acted or a verb ends it; a phase may be skipped after or unless another was ended; an ending verb may make trumps and its seat the maker, a verb may have the seat play alone, a phase may take up a pile and discard.
---@class rulerun.PhasesDecl
---@field sequence table[] The phases of each round before the play, in order: each a table of name, verbs, acts, ends, after, unless, trumps, alone, takes, discards, forced.
---@field rule string? The rule code the refusals cite.
---@field wait_why rulerun.Refusal? The refusal of a move of a verb of no phase (the play) while a phase is under way.
---@field turn_why rulerun.Refusal? The refusal of a move by a seat that does not act now; %s is the phase under way.
---@field thrown_say rulerun.Narration? Narrates a round thrown in: every phase over and nobody made trumps, the deal passes to the left.

---game.slaps: Declared games: a race: a verb with does = "slap" may be made by any player, out of turn, while the top cards of the pile make a declared pattern (on = {"pair", "sandwich"}); the first to slap takes the pile and the turn. A wrong slap costs burn cards to the bottom of the pile, or is refused.
---@class rulerun.SlapsDecl
---@field pile string The shared pile that is slapped.
---@field on string|string[]? The patterns of the top cards that may be slapped: "pair" (the top two cards of one rank), "sandwich" (the top card and the third of one rank, one card between); {"pair"} by default.
---@field burn integer? How many of the slapper's top cards a wrong slap costs, to the bottom of the pile; 0 refuses a wrong slap.
---@field rule string? The rule code of a slap, such as "ERS-6".
---@field burn_rule string? The rule code of a wrong slap, such as "ERS-7".
---@field empty_why rulerun.Refusal? The refusal of a slap on an empty pile.
---@field wrong_why rulerun.Refusal? The refusal of a wrong slap, when a wrong slap costs nothing declared.
---@field broke_why rulerun.Refusal? The refusal of a wrong slap by a player who holds no card to pay it.
---@field again_why rulerun.Refusal? The refusal of a second wrong slap by a player on the same card.
---@field turn_why rulerun.Refusal? The refusal of a wrong slap by the player to act, who plays their turn instead.
---@field react_min integer? At a table run by arrival (rulerun play): the quickest a bot slaps after a pattern comes up, in milliseconds; 250 by default.
---@field react_max integer? The slowest a bot slaps, in milliseconds; 750 by default. A bot's delay is drawn between react_min and react_max each time; a bot that would not slap never does.
---@field say rulerun.Narration? Narrates a slap that takes the pile, about the slapper: {n} is the number of cards.
---@field burn_say rulerun.Narration? Narrates a wrong slap, about the slapper: {cards} are the cards it pays.

---Read-only facts of a card: g.cards[code] or g:card(code).
---@class rulerun.Card
---@field code string The card's code, such as "8H".
---@field suit string Its suit's code, or "" for a card without one.
---@field rank string Its rank's code, or "" for a card without one.
---@field kind string Its kind, such as "wild", or "".
---@field points number Its points, for scoring.
---@field rank_index integer The rank's position in the deck's rank order, from 1.
---@field suit_index integer The suit's position in the deck's suit order, from 1.
---@field order integer The card's position in deck order, from 1.

---What g:shape(cards) says of a set of cards.
---@class rulerun.Shape
---@field size integer How many cards.
---@field counts integer[] The sizes of the rank groups, largest first.
---@field ranks string[] The rank of each group, in the order of counts.
---@field per_rank integer Cards per rank when every group has the same size, otherwise 0.
---@field unranked integer How many cards have no rank.
---@field same_suit boolean Whether every card has one suit.
---@field suit string? That suit, when same_suit.
---@field consecutive boolean Whether the ranks are consecutive.
---@field low string? The lowest rank, when the cards have ranks.
---@field high string? The highest rank.
---@field low_index integer? The lowest rank's position in rank order, from 1.
---@field high_index integer? The highest rank's position.
---@field top string? The highest card, in deck order.

---The context of a function declared in place of a value, such as deal.hand = function(at) ... end: where the game stands when the engine needs the value: called once as each round starts (before its deal), once as the game starts, or once as the match ends (its winners), as the field says, its answer kept as long; or asked whenever the engine needs it (a move's when, what beats what), its answer never kept. The fields that take one are listed in docs/lua-api.md ("Fields that take a function").
---@class rulerun.At
---@field round integer The number of the round about to be played (or, for a function of the game, the first), from 1.
---@field played integer The number of rounds (deals) of the match played before this one: 0 in the first.
---@field seats integer The number of seats.
---@field pack integer The number of cards in the deck.
---@field dealer integer? The dealer's seat of the round, from 1; nil in a game without a dealer, and for a function of the game (called before the first dealer is chosen).
---@field scores integer[] Each seat's total so far, by seat from 1: at.scores[1] is seat 1's (all 0 as the game starts).
---@field trumps string? The code of the trump suit, such as "H", where the function is asked about a round's trumps: a function of the round and its trumps (tricks.suits, tricks.high: each suit in turn, nil for none), or of what beats what (tricks.beats, beating.beats: the round's trumps, nil for none); nil for every other function.

---A move given to check, apply and part rules: its values by slot name, such as move.cards, move.call, move.seat.
---@class rulerun.Move
---@field verb string The move's verb.
---@field [string] any

---The g every hook receives.
---@class rulerun.G
---@field seats integer The number of seats.
---@field options table<string, any> The option values in effect.
---@field vars table<string, any> The script's own game state, saved with the game: numbers, strings, booleans and tables of them.
---@field piles table<string, rulerun.Pile|rulerun.Pile[]> The declared piles by name; a per-seat pile is a list by seat.
---@field cards table<string, rulerun.Card> Every card's facts by code.
local G = {}

---The pile with that name; with a seat, that seat's pile of a per-seat declaration (g:pile("hand", 2) is hand.2).
---@param name string
---@param seat? integer
---@return rulerun.Pile
function G:pile(name, seat) end

---Creates an empty pile during play, for example a meld in a group "melds".
---@param name string
---@param opts? table
---@return rulerun.Pile
function G:new_pile(name, opts) end

---The piles created in a group, oldest first.
---@param name string
---@return rulerun.Pile[]
function G:group(name) end

---Read-only facts of a card: code, suit, rank, kind, points, rank_index, suit_index, order (indexes count from 1, lowest first).
---@param code string
---@return rulerun.Card
function G:card(code) end

---Whether the card matches any of the field, value pairs, as p:any_of filters a pile (fields: suit, rank, kind, code; a nil value is skipped): g:matches("8H", "suit", "S", "rank", "8") is true. A rule written once as pairs serves both a check and a generator.
---@param code string
---@param field string
---@param value any
---@param ... any
---@return boolean
function G:matches(code, field, value, ...) end

---The seat whose turn it is.
---@return integer
function G:current() end

---Makes it seat's turn.
---@param seat integer
function G:set_current(seat) end

---The seat steps places after from (default: the current seat, 1 step) in the direction of play, skipping seats that are out.
---@param from? integer
---@param steps? integer
---@return integer
function G:next_seat(from, steps) end

---Passes the turn on steps seats (default 1) and returns the new current seat.
---@param steps? integer
---@return integer
function G:advance(steps) end

---Turns the direction of play around.
function G:reverse() end

---1 when play goes clockwise (increasing seat numbers), -1 otherwise.
---@return integer
function G:direction() end

---Sets the direction of play: 1 clockwise, -1 counterclockwise.
---@param dir integer
function G:set_direction(dir) end

---The dealer's seat.
---@return integer
function G:dealer() end

---Records the dealer's seat.
---@param seat integer
function G:set_dealer(seat) end

---Marks seat as having passed in the current trick.
---@param seat integer
function G:pass(seat) end

---Whether seat has passed in the current trick.
---@param seat integer
---@return boolean
function G:has_passed(seat) end

---Starts a new trick: nobody has passed.
function G:clear_passes() end

---The next seat after from that has neither passed nor gone out.
---@param from integer
---@return integer?
function G:next_active(from) end

---Takes seat out of play with the next finishing place (1 for first).
---@param seat integer
---@return integer
function G:finish(seat) end

---Whether seat has finished.
---@param seat integer
---@return boolean
function G:is_out(seat) end

---The seats that have finished, first place first.
---@return integer[]
function G:finishing_order() end

---How many seats have not finished.
---@return integer
function G:active_seats() end

---Adds n (default 1) to the game's counter name, such as g:count("a two was played"): rulerun simulate sums each counter over its games and compares them between variants. Counters are part of the saved state.
---@param name string
---@param n? integer
function G:count(name, n) end

---Adds points (may be negative) to seat's round and total score.
---@param seat integer
---@param points number
function G:add_score(seat, points) end

---Seat's total score over the match.
---@param seat integer
---@return number
function G:score(seat) end

---Seat's score in the current round.
---@param seat integer
---@return number
function G:round_score(seat) end

---Closes the round's scores; the next round starts at zero.
function G:end_round() end

---Starts the next round of a match: closes the round's scores (as g:end_round does), gathers every card back into the start pile in deck order, removes the piles created during play, gives every declared pile back its declared visibility, and clears passes, the finishing order and what seats were shown. The dealer, the direction, the current seat and g.vars stay; deal next.
function G:new_round() end

---Ends the game when a seat's total score has reached target, won by the seats with the lowest (or highest) total, sharing the win on a tie; returns whether it ended. Call it when a round is scored, before g:new_round.
---@param target number
---@param order "lowest"|"highest"
---@return boolean
function G:match_over(target, order) end

---The number of the current round, 1 for the first.
---@return integer
function G:round() end

---Ends the game with these winners.
---@param winners integer|integer[]
---@param reason? string
function G:win(winners, reason) end

---Ends the game without a winner.
---@param reason? string
function G:draw_game(reason) end

---Whether the game has ended.
---@return boolean
function G:is_over() end

---Adds a line to the log that every seat reads. With a seat, the line is about that seat and each reader reads it in their own words: {seat} is "you" to that seat and "seat 2" to the others, and {a|b} is a to that seat and b to the others: g:say("{seat} {play|plays} 8H.", 2) reads "You play 8H." to seat 2.
---@param text string
---@param seat? integer
function G:say(text, seat) end

---Adds a line to the log that only seat reads.
---@param seat integer
---@param text string
function G:tell(seat, text) end

---Adds a line to the log that every seat except seat reads.
---@param seat integer
---@param text string
function G:tell_others(seat, text) end

---Shows cards to seats (one seat, a list, or every seat when left out): they know these cards from now on, wherever the cards go, though no pile's visibility changes. cards is a code, a list of codes or a pile. Use it for a hand shown to one challenger or cards shown as they change hands; then g:tell the seats what they saw. rulerun validate's leak audit accepts a card a seat was shown. A card a seat saw where it lay (face up on the table, in its own hand) is known to that seat without g:reveal, wherever it then goes, until the next round.
---@param cards string[]|rulerun.Pile
---@param seats? integer[]
function G:reveal(cards, seats) end

---A random whole number from the game's seeded generator (math.random uses it too).
---@param n integer
---@return integer
function G:random(n) end

---What a set of cards is made of, to recognise a play: a table with size (number of cards), counts (the size of each group of cards of one rank, largest first, equal sizes higher rank first: {3, 2} for a full house, {1, 1, 1} for a three-card run, {2, 2, 2} for a double run), ranks (the rank code of each group, in the order of counts), per_rank (the common size of every group, or 0 when they differ: 1 for a run, 2 for a double run), unranked (cards without a rank), same_suit and suit (the suit code all the cards share, or nil), consecutive (every card has a rank and the distinct ranks follow each other in the deck's rank order, without wrapping from the highest to the lowest), low and high (the lowest and highest rank code), low_index and high_index (their places in the rank order, 1 for the lowest rank) and top (the code of the highest card in deck order: rank, then suit). cards is a list of codes such as {"7C", "7H"}, or a single code. Given field names after the cards, it returns the values of those fields alone, in that order, and builds no table (a table of a dozen fields costs more than the few a check reads): local size, per_rank, high = g:shape(cards, "size", "per_rank", "high"); a field the table would not have is nil, and groups is the number of groups (#shape.counts).
---@param cards string[]|rulerun.Pile
---@param ... any
---@return rulerun.Shape|any
---@return any ...
function G:shape(cards, ...) end

---Compares two plays card by card from the top, in deck order (rank, then suit): their highest cards, then, if those are equal, the next highest, and so on; -1 when a is lower, 1 when a is higher. When one play's cards are the top of the other's, the play with more cards is higher. Use it for plays beaten by their highest card: singles, pairs, runs. a and b are lists of codes, or single codes.
---@param a string[]
---@param b string[]
---@return integer
function G:compare(a, b) end

---Compares two plays by the rank of their largest group of one rank, then of the next groups (the order of shape.ranks), ignoring suits: for triples, quads and full houses. 0 when every group rank is equal, a tie that g:compare may break.
---@param a string[]
---@param b string[]
---@return integer
function G:compare_rank(a, b) end

---Compares two plays by the ranks of their cards from the highest down, ignoring suits (the highest ranks, then the next highest, as poker compares flushes); only when every rank is equal are the cards compared as g:compare does, so that suits decide last. When one play's ranks are the top of the other's, the play with more cards is higher.
---@param a string[]
---@param b string[]
---@return integer
function G:compare_ranks(a, b) end

---Compares two plays group by group, in the order of shape.ranks: first the rank of every group, as g:compare_rank does; then, when those are all equal, the cards of each group in that order, each group from its highest card down (rank, then suit). For full houses whose suits break a tie, the triple before the pair.
---@param a string[]
---@param b string[]
---@return integer
function G:compare_groups(a, b) end

---The plays of the list (each a list of codes) that are higher than the play than, keeping their order: by = "high" (the default) compares as g:compare does, by = "rank" as g:compare_rank does, by = "ranks" as g:compare_ranks does and by = "groups" as g:compare_groups does. The plays returned are the tables given, not copies. The cheap way to keep, from p:sets or p:runs, the plays that beat the one on the table: g:higher(hand:sets(2), {"7C", "7H"}).
---@param plays string[][]
---@param than string[]
---@param by? string
---@return string[][]
function G:higher(plays, than, by) end

---A new list of the cards in deck order (by rank, then suit), lowest first: the order every combination function lists its cards in.
---@param cards string[]|rulerun.Pile
---@return string[]
function G:sort_cards(cards) end

---Whether the cards (codes; a wild standing for a card written "W=P6") form one valid meld under the rules, and what it is: {kind = "set" or "run", cards = {code...}, text = "R3 W=R4 R5", low =, high = (rank codes), suit = (a run's suit code), wilds = n}. A run's cards come back in ascending order, each wild written as the card it stands for: a wild standing for nothing fills the one missing rank, or extends the run below when written before every other card, above otherwise (at the other end where the ranks stop). rules: {min = 3, max_wilds = (no limit), min_naturals = 1, sets = true, runs = true, wrap = false, mixed_suits = false (a run's cards may differ in suit), set_suits = false (a set's cards must differ in suit), wild = "wild" (the kind of wild cards)}. code names the problem: size, naturals, wilds, kind, set, run, wrap or wild.
---@param cards string[]|rulerun.Pile
---@param rules? table
---@return table?
---@return string?
---@return string?
function G:check_meld(cards, rules) end

---Whether melds (a list of melds, each a list of codes as for g:check_meld) are a valid arrangement of every card on the table plus cards from the hand: each meld valid under the rules, each table card in exactly one meld, every other card held. table and hand are piles, lists of piles (a group) or lists of codes. Returns {melds = {meld...}, from_hand = {code...}}, the melds as g:check_meld gives them and the hand's cards the layout uses; or nil, the reason (naming every meld at fault, numbered as listed), a code (those of g:check_meld, or missing: a table card left out, extra: a card neither on the table nor in the hand) and the index of the first meld at fault (nil for a card left out). For a rearrangement of the melds on the table in one move.
---@param melds string[][]
---@param table rulerun.Pile|rulerun.Pile[]|string[]
---@param hand rulerun.Pile|rulerun.Pile[]|string[]
---@param rules? table
---@return table?
---@return string?
---@return string?
---@return integer?
function G:check_layout(melds, table, hand, rules) end

---Every meld the hand (a pile, a list of piles or a list of codes) can lay under the rules (as g:check_meld takes them): each set (naturals of one rank, then wilds written W) and each run (consecutive ranks, a wild written as the card it stands for, W=R5, and also bare, W, where g:check_meld reads it the same; a wild may stand for a card the hand holds). Every meld listed is one g:check_meld accepts, and every meld of the hand's cards it accepts is listed: a generator that lists these lists what its check allows.
---@param hand rulerun.Pile|rulerun.Pile[]|string[]
---@param rules? table
---@return string[][]
function G:melds(hand, rules) end

---Every way to add cards from the hand to a valid meld on the table (a list of codes, as g:check_meld takes it) so that it stays valid under the rules: to a set, cards of its rank and wilds; to a run, cards that lengthen it at either end, a wild standing for a place. A wild already in the meld keeps its place.
---@param meld string[]
---@param hand rulerun.Pile|rulerun.Pile[]|string[]
---@param rules? table
---@return string[][]
function G:extensions(meld, hand, rules) end

---Declared games: where the round stands, as the engine keeps it: moves, the number of moves made in the game; named, the suit a play named (a code, or nil); reign, the seat holding an open turn (or nil); owed, the cards the next seat draws when the turn passes; stack, the cards a stacked draw penalty holds against the seat to act (effects with stack); skips, the seats that lose their turn then; again, whether the seat to act plays again; missed, the seat that may be caught for a missed call (or nil); trick, the play to beat in a climbing game, {kind=, text=, seat=} (nil when the seat to act leads); duty, the duty the seat to act owes, {name=, seat=, by=, suit=, held=} (by, suit and held when it was imposed: the seat whose move imposed it, the suit to follow before that move, the cards that seat held after it), or nil; drew, the draws the seat to act made this turn (in a turn in steps, a take or an opening of code counts too); melds, the melds of game.melds laid, in order, each as text with each wild's card ("R3 W=R4 R5"); melded, by seat, whether it has laid a meld of its own this round; end_with, the verb the seat to act must end its turn with after a take (or nil); tried, by seat, the suits its failed answers named (wrong guesses, as codes such as "RB"), or nil; gives, the gifts of their choice seats owe in the exchange between places of game.places, each {seat=, to=, cards=} (nil when none).
---@return {named: string?, reign: integer?, owed: integer, stack: integer, skips: integer, again: boolean, missed: integer?, trick: {kind: string, text: string, seat: integer}?, moves: integer, duty: {name: string, seat: integer, by: integer?, suit: string?, held: integer?}?, drew: integer, melds: string[], melded: boolean[], end_with: string?, tried: table<integer, string>?, gives: {seat: integer, to: integer, cards: integer}[]?}
function G:flow() end

---Declared games: draws n cards from the declared stock onto pile, a seat's pile (a hand, a card set aside), refilling the stock as game.stock says and narrating the draw with why; returns the cards drawn (fewer when the stock ran out).
---@param pile rulerun.Pile
---@param n integer
---@param why? string
---@return string[]
function G:draw(pile, n, why) end

---Declared games: ends the turn of the seat whose turn it is, as a play does: the turn passes on in the direction of play, and what belonged to the turn (the call made, the card drawn) is cleared. For a verb's apply (an effect's turn ends by itself).
function G:end_turn() end

---Declared games: seat owes the duty of game.duties of that name: the decision goes to it, and it must answer before anything else.
---@param duty string
---@param seat integer
function G:impose(duty, seat) end

---A pile of cards: g.piles.name, g.piles.name[seat] or g:pile(name).
---@class rulerun.Pile
local Pile = {}

---The pile's name, such as "discard" or "hand.2".
---@return string
function Pile:name() end

---The seat that owns the pile.
---@return integer?
function Pile:owner() end

---How many cards the pile holds.
---@return integer
function Pile:count() end

---Whether the pile holds no card.
---@return boolean
function Pile:is_empty() end

---The top card.
---@return string?
function Pile:top() end

---The bottom card.
---@return string?
function Pile:bottom() end

---Every card, bottom first.
---@return string[]
function Pile:cards() end

---The top n cards, top first.
---@param n integer
---@return string[]
function Pile:peek(n) end

---Whether the pile holds a card with that code.
---@param code string
---@return boolean
function Pile:has(code) end

---The position (1 = bottom) of the topmost copy of a card.
---@param code string
---@return integer?
function Pile:find(code) end

---How many copies of the card the pile holds.
---@param code string
---@return integer
function Pile:count_of(code) end

---The cards matching every field given, bottom first; unique=true lists each code once. {any = {{suit="H"}, {rank="8"}}} matches any of the alternatives.
---@param opts table
---@return string[]
function Pile:filter(opts) end

---The cards matching any of the pairs (fields: suit, rank, kind, code), each code once, bottom first. A nil value is skipped. The cheapest filter: hand:any_of("suit", "H", "rank", "8").
---@param field string
---@param value any
---@param ... any
---@return string[]
function Pile:any_of(field, value, ...) end

---Every run the pile's cards can make: min to max consecutive ranks (between ranks low and high), per_rank cards of each rank, one suit if same_suit; filter fields limit the cards used. Each run is listed once, lowest first.
---@param opts table
---@return string[][]
function Pile:runs(opts) end

---Every n cards of one rank (pairs, triples...), each combination once.
---@param n integer
---@param filter? table
---@return string[][]
function Pile:sets(n, filter) end

---Moves the topmost copy of a card to the top (or bottom) of pile to; an error if p has no such card.
---@param code string
---@param to rulerun.Pile
---@param where? "bottom"
function Pile:move(code, to, where) end

---Moves the top card to pile to, returning it (nil when p is empty).
---@param to rulerun.Pile
---@param where? "bottom"
---@return string?
function Pile:move_top(to, where) end

---Moves the card at a position (1 = bottom) to pile to.
---@param position integer
---@param to rulerun.Pile
---@param where? "bottom"
---@return string
function Pile:move_at(position, to, where) end

---Moves up to n cards one by one from the top of p onto to; returns those moved (fewer when p runs out). When to belongs to a seat, rulerun tells the game: that seat reads "You draw 7C 9H (why).", the others "seat 2 draws 2 cards (why)." (the cards are named to whoever sees pile to).
---@param n integer
---@param to rulerun.Pile
---@param why? string
---@return string[]
function Pile:draw(n, to, why) end

---Deals n cards to each pile in turn, one at a time; an error, changing nothing, if p has too few.
---@param n integer
---@param piles rulerun.Pile[]
function Pile:deal(n, piles) end

---Moves every card onto pile to, keeping their order.
---@param to rulerun.Pile
function Pile:move_all(to) end

---Shuffles the pile with the game's seeded generator.
function Pile:shuffle() end

---Sorts the pile in the deck's order (by rank, then suit), lowest at the bottom.
function Pile:sort() end

---Who sees the cards: hidden, public, owner, top or others.
---@return string
function Pile:visibility() end

---Changes who sees the cards (hidden, public, owner, top, others).
---@param visibility string
function Pile:set_visibility(visibility) end

---Lets one more seat see every card of the pile (a hand shown to a challenger).
---@param seat integer
function Pile:show_to(seat) end

---Undoes show_to for seat, or for every seat.
---@param seat? integer
function Pile:hide_from(seat) end

---Whether the pile holds every card of the list, a code named twice needing two copies; when it does not, also the first code it is short of: local ok, missing = hand:holds(move.cards).
---@param cards string[]|rulerun.Pile
---@return boolean
---@return string?
function Pile:holds(cards) end

---Moves the topmost copy of each card of the list, in the list's order, onto the top (or bottom) of pile to; an error, moving nothing, when p does not hold them all.
---@param cards string[]|rulerun.Pile
---@param to rulerun.Pile
---@param where? "bottom"
function Pile:move_cards(cards, to, where) end

---The pile's cards grouped by rank, one group per rank present, lowest rank first, each group's cards in deck order; cards without a rank form a first group with rank nil. filter fields (suit=, rank=, kind=, any=) limit the cards grouped. The sizes of the groups are the pairs, triples and quads a hand holds.
---@param filter? table
---@return {rank: string, cards: string[]}[]
function Pile:groups(filter) end

---Every combination of groups of one rank with the given sizes, each group of a different rank: p:patterns(3, 2) lists the full houses, p:patterns(2, 2) the two pairs, p:patterns(4, 1) four of a kind with an odd card. Each combination once, in deck order, smallest first.
---@param n integer
---@param ... any
---@return string[][]
function Pile:patterns(n, ...) end

---Every full house the pile's cards can make: three cards of one rank and two of another (p:patterns(3, 2)).
---@return string[][]
function Pile:full_houses() end

---Every way to take n cards of one suit, with ranks between low and high (rank codes; default all), ranks may repeat; filter fields limit the cards used. The list grows fast: 16 cards of a suit make 4368 five-card flushes.
---@param n integer
---@param opts? table
---@return string[][]
function Pile:flushes(n, opts) end

---What a verb's generate (or an open verb's sample) proposes moves to.
---@class rulerun.Out
local Out = {}

---Proposes one move of the verb. move is a table of the form's values by name ({cards = {"8H", "9H"}, seat = 2}), or, when the form has one required value, that value alone (out:add("8H"), out:add({"8H", "9H"}), out:add(2)). A seat, suit or rank left out of the table is filled in by rulerun with every value, and so is an optional part, which is also tried absent; give an optional part as false to leave it out. Every proposed move is then checked with the verb's check, so a generator may propose more than is legal, never less.
---@param move table|string|integer
function Out:add(move) end

---Proposes one move for each entry of a list, as out:add would: out:each(hand:any_of("suit", "H")) proposes one move per heart, out:each(hand:runs{min = 3}) one per run.
---@param list table
function Out:each(list) end

---Refuses the move under way with a reason that names the rule it breaks.
---@param reason string
function reject(reason) end

---Loads another script of the same folder (a base game a variant builds on).
---@param name string
---@return rulerun.Game
function require(name) end

---Writes to the debug output (rulerun --debug), with the file and line.
---@param ... any
function print(...) end
