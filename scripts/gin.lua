-- Gin Rummy: two players, ten cards each. Draw from the stock or take the
-- top discard, then discard; arrange your hand into sets and runs, and
-- knock when your unmatched cards (deadwood) count ten or less. The lower
-- deadwood scores the difference; gin and an undercut score a bonus. The
-- first to reach 100 points wins the match.
--
-- Rules: the standard game (https://www.pagat.com/rummy/ginrummy.html);
-- the points GIN-1 .. GIN-9 of docs/rules/gin.md say each reading and each
-- choice where common rules differ, and are cited where implemented. The
-- file reads in the rulebook's order: the players and cards, the deal, the
-- turn, melds and deadwood, the knock, the showdown and the scoring, a
-- drawn hand, the match. It declares the game's structure and rulerun runs
-- it (docs/writing-a-game.md): no hook, no variable.
--
-- Seats are numbered 1 and 2. Cards are codes such as "AS", "TD", "KH".

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = {
  name = "Gin Rummy",
  description = "Draw or take the top discard, then discard; knock when your deadwood (cards in no set or run) " ..
    "counts 10 or less, or go gin with none. The lower deadwood scores the difference; the first to 100 wins.",
  seats = { min = 2, max = 2, default = 2 }, -- GIN-1

  options = {
    target = { default = 100, help = "GIN-9: the score that wins the match" },
  },

  moves = {
    "draw",
    "take",
    "discard <card>",
    "knock <card> [with <melds>]",
  },

  piles = {
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },
}

---------------------------------------------------------------------------
-- The players and the cards (GIN-1): one 52-card pack, aces low; an ace
-- counts 1, a two to ten its number, a jack, queen or king 10.
---------------------------------------------------------------------------

game.deck = {
  preset = "french52",
  ranks = {
    { code = "A", points = 1 }, { code = "2", points = 2 }, { code = "3", points = 3 },
    { code = "4", points = 4 }, { code = "5", points = 5 }, { code = "6", points = 6 },
    { code = "7", points = 7 }, { code = "8", points = 8 }, { code = "9", points = 9 },
    { code = "T", points = 10 }, { code = "J", points = 10 }, { code = "Q", points = 10 },
    { code = "K", points = 10 },
  },
}

---------------------------------------------------------------------------
-- The deal (GIN-2): ten cards each by a dealer drawn at random, the next
-- card turned up to start the discard pile, the rest the stock. The
-- non-dealer plays first; the deal alternates (game.match).
---------------------------------------------------------------------------

game.deal = {
  dealer = 0, hand = 10, sort = true, turn_up = "discard",
  say = "Hand {round}: {seat} {deal|deals} 10 cards to each player and {turn|turns} up the next (GIN-2).",
}
game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- The turn (GIN-3): draw the top card of the stock or take the top
-- discard, then discard one card, not the card just taken; or knock with
-- the discard (GIN-5).
---------------------------------------------------------------------------

game.turn = {
  open = { "draw", "take" },
  open_why = "GIN-3: draw first: draw from the stock or take the top discard",
  opened_why = "GIN-3: you have drawn this turn already",
}

local verbs = {}
game.verbs = verbs

verbs.draw = { draw = 1 }
verbs.take = { take = { from = "discard", say = "{seat} {take|takes} {cards} from the discard pile (GIN-3)." } }

-- The discard, and the knock (below), a discard that ends the hand.
local function discard(say)
  return {
    to = "discard", cards = "card", say = say,
    hold_why = "GIN-3: you do not hold {card}",
    not_taken = true,
    not_taken_why = "GIN-3: you may not discard the card you took from the discard pile this turn",
  }
end

verbs.discard = { play = discard("{seat} {discard|discards} {cards}.") }

---------------------------------------------------------------------------
-- Melds and deadwood (GIN-4), the knock (GIN-5), the showdown (GIN-6) and
-- the scoring (GIN-7), declared as game.knocking and run by the engine.
-- The engine arranges each hand into sets (3 or 4 cards of a rank) and
-- runs (3 or more of a suit in sequence, the ace low: ace, two, three, but
-- never queen, king, ace) that share no card, with the least deadwood; the
-- knocker may type its own melds instead (GIN-10: knock 2C with AS 2S 3S /
-- 9C 9D 9H), the cards in none being its deadwood. knock <card> discards that
-- card when the deadwood left counts 10 or less; both hands are shown; the
-- other player lays off what they can onto the knocker's melds (not after
-- gin). The knocker scores the difference in deadwood; if the other's is
-- equal or less they undercut and score the difference and 25; gin (no
-- deadwood) scores 25 and the other's deadwood. A discard that leaves two
-- cards in the stock draws the hand (GIN-8).
---------------------------------------------------------------------------

verbs.knock = { does = "knock", play = discard("{seat} {knock|knocks}, discarding {cards} face down (GIN-5).") }

game.knocking = {
  limit = 10, meld = 3, clean_bonus = 25, undercut_bonus = 25, drawn_at = 2,
  rule = "GIN-5",
  limit_why = "GIN-5: your deadwood (GIN-4) would count {deadwood}: you may knock with 10 or less",
  card_why = "GIN-10: {card} is not in your hand once you discard, or is in two melds",
  meld_why = "GIN-10: {meld} is not a meld (GIN-4): a set of 3 or 4 cards of one rank, or a run of 3 or more of one suit",
  knock_say = "GIN-6: {seat} {show|shows} {melds}; deadwood {deadwood} ({points}).",
  clean_say = "GIN-7: {seat} {go|goes} gin: {melds}.",
  show_say = "GIN-6: {seat} {show|shows} {melds}; deadwood {deadwood} ({points}).",
  lay_off_say = "GIN-6: {seat} {lay|lays} off {cards} onto the knocker's melds.",
  score_say = "GIN-7: {seat} {score|scores} {points}.",
  undercut_say = "GIN-7: {seat} {undercut|undercuts} the knocker and {score|scores} {points}.",
  drawn_say = "GIN-8: only two cards are left in the stock: the hand is drawn, and the same dealer deals again.",
}

---------------------------------------------------------------------------
-- The match (GIN-9): hands are played until a total reaches the target,
-- 100 by default; the highest total wins. No box or game bonuses.
---------------------------------------------------------------------------

function game.match(options)
  return {
    target = options.target,
    wins = "highest",
    won_say = "A total of {target} is reached (GIN-9): {seat} {win|wins} the match with {total}.",
  }
end

return game
