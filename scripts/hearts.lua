-- Hearts: four players, 52 cards, thirteen each. Before each hand every
-- player passes three cards (left, right, across, then none, in turn); the
-- two of clubs leads; follow suit; no trumps. Each heart taken costs a
-- point and the queen of spades thirteen, unless one player takes them all
-- (shooting the moon): then every other player scores 26. The match ends
-- when a total reaches 100; the lowest total wins.
--
-- Rules: the standard game (https://www.pagat.com/reverse/hearts.html);
-- the points HRT-1 .. HRT-10 of docs/rules/hearts.md say each reading and
-- each choice where common rules differ, and are cited where implemented.
-- The file reads in the rulebook's order: the players and cards, the deal,
-- the pass, the play, the scoring, the end of the match. It declares the
-- game's structure and rulerun runs it (docs/writing-a-game.md).

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = {
  name = "Hearts",
  description = "Pass three cards, then play thirteen tricks: follow suit, no trumps. Each heart taken costs a point " ..
    "and the queen of spades 13, unless you take them all (shooting the moon). " ..
    "The match ends when a total reaches the target (option target, 100 by default); the lowest total wins.",
  seats = { min = 4, max = 4, default = 4 }, -- HRT-1

  options = {
    target = { default = 100, help = "HRT-10: the total that ends the match (the lowest total wins)" },
  },

  moves = {
    "pass <cards>",
    "play <card>",
  },

  start = "stock",
  piles = {
    stock = "hidden",  -- every card, before the deal
    trick = "public",  -- the trick under way
    passing = { per_seat = true, visibility = "owner" }, -- the cards a player passes, until all have
    hand = { per_seat = true, visibility = "owner" },
    won = { per_seat = true, visibility = "public" }, -- the cards of the tricks a player took
  },
}

---------------------------------------------------------------------------
-- The players and the cards (HRT-1)
---------------------------------------------------------------------------

-- A standard 52-card deck, aces high, no trumps.
game.deck = { preset = "french52" }

---------------------------------------------------------------------------
-- The deal (HRT-2)
---------------------------------------------------------------------------

-- The whole pack is dealt, thirteen cards each, by a first dealer drawn at
-- random; the deal passes to the left.
game.deal = { dealer = 0, hand = 13, sort = true, say = "Hand {round}: {seat} {deal|deals} 13 cards to each player (HRT-2)." }
game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- The pass (HRT-3, HRT-4)
---------------------------------------------------------------------------

-- HRT-3: every player chooses three cards, unseen by the others, in any
-- order; once all have, they are passed: to the left in the first hand, to
-- the right in the second, across in the third, and not at all in the
-- fourth, and so on in turn. HRT-4: nobody plays until every pass is made.
game.choice = {
  cards = 3,
  pile = "passing",
  to = { "left", "right", "across", "none" },
  rule = "HRT-3",
  count_why = "pass exactly %s cards",
  done_why = "you have passed your cards this hand, or there is no pass this hand",
  wait_why = "HRT-4: every player passes three cards before the first trick",
  say = "{seat} {pass|passes} {n} cards.",
  given_say = "{seat} {receive|receives} {cards} from {from}.",
}

---------------------------------------------------------------------------
-- The play (HRT-5 .. HRT-7)
---------------------------------------------------------------------------

game.tricks = {
  won = "won",
  rule = "HRT-6", -- a card played is one the player holds
  -- HRT-5: the holder of the two of clubs leads it to the first trick.
  first_lead = "2C",
  first_lead_why = "HRT-5: the holder of %s leads it to the first trick",
  -- HRT-6: follow suit if you can; the highest card of the suit led wins
  -- the trick, and its winner leads the next.
  follow_why = "HRT-6: follow %s: you hold one",
  -- HRT-7: no heart nor the queen of spades on the first trick, unless
  -- the hand holds nothing else.
  first_trick = { suits = { "H" }, codes = { "QS" } },
  first_trick_why = "HRT-7: no heart nor the queen of spades (%s) on the first trick while you hold another card",
  -- HRT-8: hearts may not be led until one has been played, unless the
  -- leader holds nothing but hearts.
  broken = "H",
  broken_why = "HRT-8: you may not lead %s until one has been played",
  won_say = "{seat} {take|takes} the trick ({cards}).",
}

game.verbs = {
  pass = { does = "choose", example = "pass QS AH KH" },
  play = { does = "follow" },
}

---------------------------------------------------------------------------
-- The scoring and the end of the match (HRT-9, HRT-10)
---------------------------------------------------------------------------

-- HRT-9: each heart taken scores a point against its taker, the queen of
-- spades 13. A player who took all 26 points scores none, and every other
-- player 26. HRT-10: the match ends when a total reaches the target; the
-- lowest total wins, equal lowest totals sharing the win.
function game.match(options)
  return {
    score = "own",
    piles = { "won" },
    points = { H = 1, QS = 13 },
    moon = 26,
    moon_say = "{seat} shot the moon (HRT-9): {seat} {score|scores} nothing, and every other player {points}.",
    own_say = "{seat} {take|takes} {points} this hand (HRT-9), total {total}.",
    target = options.target,
    wins = "lowest",
    won_say = "A total of {target} is reached (HRT-10): {seat} {win|wins} with the lowest total, {total}.",
    shared_say = "A total of {target} is reached (HRT-10): {winners} share the win with the lowest total, {total}.",
  }
end

return game
