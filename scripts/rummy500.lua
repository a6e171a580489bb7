-- Rummy 500 (500 Rum): each player lays sets and runs in front of
-- themselves and lays off onto anyone's; a card may be taken from deep in
-- the discard pile, with every card above it, if it is melded at once.
-- Each round, every player scores the cards they laid less the cards left
-- in their hand; the first to 500 wins.
--
-- Rules: the standard game (pagat.com/rummy/500rum.html). Where common
-- rules differ, the points R500-1 .. R500-10 of docs/rules/rummy500.md say
-- which way this script goes; each is cited where it is implemented. The
-- file reads in the rulebook's order: the players and cards, the deal, the
-- turn (draw, meld and lay off, discard), melds, the end of a round and
-- its scoring, the match. It declares the game's structure and rulerun
-- runs it (docs/writing-a-game.md): no hook, no variable.
--
-- Cards are codes such as "AS", "TD", "KH". Meld n lies in pile meldn,
-- numbered in the order laid, whoever laid it.

---@type rulerun.Game
local game = {
  name = "Rummy 500",
  description = "Draw, or take any card of the discard pile with every card above it and meld it at once; " ..
    "lay sets and runs and lay off onto anyone's melds; discard. Score your melds less your hand; 500 wins.",
  seats = { min = 2, max = 6, default = 3 }, -- R500-1

  options = {
    target = { default = 500, help = "R500-10: the score that wins the match" },
    floor = { default = 500, help = "R500-10: the match also ends, the highest total winning, when a total falls to minus this (0: never)" },
  },

  moves = {
    "draw",
    "take",
    "dig <card> <cards> [on <n>]",
    "meld <cards>",
    "add <n> <cards>",
    "discard <card>",
  },

  piles = {
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },
}

---------------------------------------------------------------------------
-- The players and the cards (R500-1, R500-8): one 52-card pack, no
-- jokers; an ace counts 15, a picture 10, any other card its number.
---------------------------------------------------------------------------

game.deck = {
  preset = "french52",
  ranks = {
    { code = "A", points = 15 }, { code = "2", points = 2 }, { code = "3", points = 3 },
    { code = "4", points = 4 }, { code = "5", points = 5 }, { code = "6", points = 6 },
    { code = "7", points = 7 }, { code = "8", points = 8 }, { code = "9", points = 9 },
    { code = "T", points = 10 }, { code = "J", points = 10 }, { code = "Q", points = 10 },
    { code = "K", points = 10 },
  },
}

---------------------------------------------------------------------------
-- The deal (R500-2): seven cards each, thirteen with two players; the next
-- card turned up starts the discard pile, the rest is the stock. The deal
-- passes to the left (game.match).
---------------------------------------------------------------------------

function game.deal(_, seats)
  local n = seats == 2 and 13 or 7
  return { dealer = 0, hand = n, sort = true, turn_up = "discard",
    say = "Round {round}: {seat} {deal|deals} " .. n .. " cards to each player and {turn|turns} up the next (R500-2)." }
end
game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- The turn (R500-3 .. R500-6): draw the top card of the stock, take the
-- top discard, or dig: take any card of the discard pile with every card
-- above it, laying that card at once, in a new meld or onto a meld; then
-- meld and lay off as you like; then discard, or go out by laying your
-- last card.
---------------------------------------------------------------------------

game.turn = {
  open = { "draw", "take", "dig" },
  open_why = "R500-3: draw first: draw, take the top discard, or dig into the discard pile",
  opened_why = "R500-3: you have drawn this turn already",
}

local verbs = {}
game.verbs = verbs

verbs.draw = { draw = 1 }
verbs.take = { take = { from = "discard", empty_why = "R500-3: the discard pile is empty",
  say = "{seat} {take|takes} {cards} from the discard pile (R500-3)." } }

-- dig <card> <cards> [on <n>]: <card> and every card above it; <card>
-- laid at once in the meld <cards> (from the hand and the cards taken), or
-- laid off with them onto meld n (R500-4).
verbs.dig = { does = "dig", why = {
  absent = "R500-4: %s is not in the discard pile",
  lay = "R500-4: you must lay %s, the deepest card you take, at once, in a meld or onto one",
} }

verbs.meld = { does = "meld" }
verbs.add = { does = "add" }

verbs.discard = { play = { to = "discard", cards = "card", say = "{seat} {discard|discards} {cards}.",
  hold_why = "R500-6: you do not hold {card}" } }

---------------------------------------------------------------------------
-- Melds (R500-5, R500-7): sets of three or four cards of a rank and runs of
-- three or more of a suit, the ace low or high but never both (A 2 3 and
-- Q K A, never K A 2). Each meld is its layer's, and every card laid, in a
-- meld or onto anyone's, scores for whoever lays it. A round ends when a
-- player lays or discards their last card (R500-6), or when a turn ends
-- with the stock empty (R500-9); each player then scores the cards they laid
-- less the cards in their hand (R500-8).
---------------------------------------------------------------------------

game.melds = {
  min = 3, max_wilds = 0, either_end = "A", owned = true, score_laid = true, stock_ends = true,
  dig_from = "discard",
  rule = "R500-7",
  codes = { size = "R500-7", set = "R500-7", run = "R500-7", kind = "R500-7", wrap = "R500-7" },
  turn_rule = "R500-5",
  lay_say = "{seat} {lay|lays} meld {n}: {meld}.",
  add_say = "{seat} {lay|lays} off {cards} onto meld {n}: {meld} (R500-5).",
  dig_say = "{seat} {take|takes} {cards} from the discard pile (R500-4).",
  score_say = "R500-8: {seat} {score|scores} {points} ({laid} laid less {held} in hand), {total} in all.",
  stock_ends_say = "R500-9: the stock is empty: the round ends.",
}

game.win = { empty_hand = true, say = "R500-6: {seat} {go|goes} out." }

---------------------------------------------------------------------------
-- The match (R500-10): rounds are played until a total reaches the
-- target, 500 by default; the highest total wins.
---------------------------------------------------------------------------

function game.match(options)
  return {
    target = options.target, floor = options.floor, wins = "highest",
    won_say = "R500-10: {seat} {reach|reaches} {target} and {win|wins} the match with {total}.",
  }
end

return game
