-- Spades: four players in two partnerships (seats 1 and 3 against seats 2
-- and 4), 52 cards, thirteen each. Before each hand every player bids the
-- tricks they will take, in turn from the dealer's left; a bid of 0 is
-- nil. Follow suit; spades are always trumps and may not be led until one
-- has been played. A partnership that takes its contract (the sum of the
-- partners' bids) scores 10 a trick bid and 1 an overtrick (a bag); short,
-- it loses 10 a trick bid; every 10 bags cost 100; a nil scores 100 made
-- and loses 100 failed. The match ends when a side reaches 500, or falls
-- to -200; the highest total wins.
--
-- Rules: the standard partnership game
-- (https://www.pagat.com/auctionwhist/spades.html); the points SPD-1 ..
-- SPD-10 of docs/rules/spades.md say each reading and each choice where
-- common rules differ, and are cited where implemented. The file reads in
-- the rulebook's order: the players and cards, the deal, the bidding, the
-- play, the scoring, the end of the match. It declares the game's
-- structure and rulerun runs it (docs/writing-a-game.md).

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = {
  name = "Spades",
  description = "Two partnerships bid the tricks they will take, then play thirteen tricks: follow suit, spades " ..
    "always trumps. Make your side's contract for 10 a trick and 1 a bag; every 10 bags cost 100; nil scores 100. " ..
    "The match ends when a side reaches the target (option target, 500 by default) or falls to -200.",
  -- SPD-1: four players, partners sitting opposite.
  seats = { min = 4, max = 4, default = 4, teams = { { 1, 3 }, { 2, 4 } } },

  options = {
    target = { default = 500, help = "SPD-10: the total that ends the match (the highest total wins)" },
  },

  moves = {
    "bid <n>",
    "play <card>",
  },

  start = "stock",
  piles = {
    stock = "hidden", -- every card, before the deal
    trick = "public", -- the trick under way
    hand = { per_seat = true, visibility = "owner" }, -- SPD-1: not even a partner sees it
    won = { per_seat = true, visibility = "public" }, -- the cards of the tricks a player took
  },
}

---------------------------------------------------------------------------
-- The players and the cards (SPD-1), the deal (SPD-2)
---------------------------------------------------------------------------

-- A standard 52-card deck, aces high. The whole pack is dealt, thirteen
-- cards each, by a first dealer drawn at random; the deal passes to the
-- left.
game.deck = { preset = "french52" }
game.deal = { dealer = 0, hand = 13, sort = true, say = "Hand {round}: {seat} {deal|deals} 13 cards to each player (SPD-2)." }
game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- The bidding (SPD-3, SPD-4)
---------------------------------------------------------------------------

-- SPD-3: each player in turn from the dealer's left bids once, 0 to 13
-- tricks, for all to hear; nobody plays before the last bid. SPD-4: a bid
-- of 0 is nil, the bidder's own; the tricks a failed nil takes count as
-- bags for its side, not toward the partner's bid.
game.bidding = {
  min = 0,
  max = 13,
  rule = "SPD-3",
  range_why = "bid %s tricks",
  turn_why = "wait for your turn to bid: each player bids once, in turn from the dealer's left",
  wait_why = "every player bids before the first lead",
  say = "{seat} {bid|bids} {n} (SPD-3).",
  ["nil"] = true,
  nil_say = "{seat} {bid|bids} nil (SPD-4).",
  nil_points = 100,
  nil_tricks = "bags",
  -- SPD-8, SPD-9: the scoring of a hand.
  per_trick = 10,
  per_bag = 1,
  bags = 10,
  bag_penalty = 100,
  score_say = "{team} bid {bid} and took {tricks} (SPD-8): {points}, {bags} bags (SPD-9).",
}

---------------------------------------------------------------------------
-- The play (SPD-5 .. SPD-7)
---------------------------------------------------------------------------

game.tricks = {
  won = "won",
  rule = "SPD-6", -- a card played is one the player holds
  -- SPD-5: the player on the dealer's left leads first; any card but a
  -- spade until spades are broken, unless the leader holds only spades.
  broken = "S",
  broken_why = "SPD-5: you may not lead %s until one has been played",
  -- SPD-6: follow suit if you can.
  follow_why = "SPD-6: follow %s: you hold one",
  -- SPD-7: spades are always trumps: the highest spade wins the trick, or
  -- else the highest card of the suit led; its winner leads the next.
  trumps = "S",
  won_say = "{seat} {take|takes} the trick ({cards}).",
}

game.verbs = {
  bid = { does = "bid", example = "bid 4" },
  play = { does = "follow" },
}

---------------------------------------------------------------------------
-- The scoring and the end of the match (SPD-8 .. SPD-10)
---------------------------------------------------------------------------

-- SPD-8, SPD-9: game.bidding scores each side's contract. SPD-10: the match
-- ends when a side reaches the target, or falls to -200; the highest
-- total wins, partners sharing it.
function game.match(options)
  return {
    target = options.target,
    floor = 200, -- a total of -200 or less
    wins = "highest",
    won_say = "A side reached {target} or fell to -200 (SPD-10): {seat} {win|wins} with {total}.",
    shared_say = "A side reached {target} or fell to -200 (SPD-10): {winners} share the win with {total}.",
  }
end

return game
