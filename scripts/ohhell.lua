-- Oh Hell: three to seven players, 52 cards. One card each in the first
-- deal, one more each deal up to the top (option top, 7 by default), then
-- one fewer each deal back down to one. The next card of the stock turned
-- up gives trumps (none when no card is left). Every player in turn bids
-- the tricks they will take, the dealer last, who may not make the bids
-- total the tricks of the hand (the hook). Follow suit; the highest trump,
-- else the highest card of the suit led, wins. A bid met exactly scores 10
-- and a point a trick; a bid missed scores nothing. After the last deal
-- the highest total wins.
--
-- Rules: the standard game (https://www.pagat.com/exact/ohhell.html); the
-- points OH-1 .. OH-9 of docs/rules/ohhell.md say each reading and each
-- choice where common rules differ, and are cited where implemented. The
-- file reads in the rulebook's order: the players and cards, the deal, the
-- trumps, the bidding, the play, the scoring, the end of the match. It
-- declares the game's structure and rulerun runs it
-- (docs/writing-a-game.md).

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = {
  name = "Oh Hell",
  description = "Bid exactly the tricks you will take: one card each in the first deal, one more each deal up " ..
    "to the top (option top, 7 by default) and back down; the card turned up gives trumps; the dealer may not " ..
    "make the bids total the tricks. A bid met exactly scores 10 + the bid; after the last deal the highest total wins.",
  seats = { min = 3, max = 7, default = 4 }, -- OH-1

  options = {
    top = { default = 7, help = "OH-2: the most cards dealt to each player, in the middle deal of the match" },
  },

  moves = {
    "bid <n>",
    "play <card>",
  },

  start = "stock",
  piles = {
    stock = "hidden", -- every card, before the deal; what is left after it
    trump = "public", -- the card turned up (OH-3)
    trick = "public", -- the trick under way
    hand = { per_seat = true, visibility = "owner" },
    won = { per_seat = true, visibility = "public" }, -- the cards of the tricks a player took
  },
}

---------------------------------------------------------------------------
-- The players and the cards (OH-1), the deal (OH-2)
---------------------------------------------------------------------------

-- A standard 52-card deck, aces high. The first dealer is drawn at random;
-- the deal passes to the left. OH-2: one card each in the first deal, one
-- more each deal up to the top, then one fewer each deal down to one (never
-- more than the pack deals to every player).
game.deck = { preset = "french52" }
function game.deal(options)
  local top = options.top
  return {
    dealer = 0, sort = true, rule = "OH-2, OH-3",
    hand = function(at) return math.min(at.round, 2 * top - at.round, math.floor(at.pack / at.seats)) end,
    say = "Deal {round}: {seat} {deal|deals} {cards} to each player (OH-2).",
    -- OH-3: the next card of the stock is turned up; its suit is trumps.
    turn_up = "trump",
    turn_up_say = "Turned up: %s, its suit trumps (OH-3).",
  }
end
game.stock = { pile = "stock", out_say = "No card is left to turn up: no trumps this deal (OH-3)." }

---------------------------------------------------------------------------
-- The bidding (OH-4, OH-5)
---------------------------------------------------------------------------

-- OH-4: each player in turn from the dealer's left bids once, 0 up to the
-- cards they hold, for all to hear; nobody plays before the last bid.
-- OH-5: the dealer, bidding last, may not make the bids total the tricks
-- of the hand (the hook).
game.bidding = {
  min = 0,
  rule = "OH-4",
  range_why = "bid %s tricks",
  turn_why = "wait for your turn to bid: each player bids once, in turn from the dealer's left",
  wait_why = "every player bids before the first lead",
  say = "{seat} {bid|bids} {n} (OH-4).",
  hook = true,
  hook_why = "OH-5: the bids may not total the tricks of the hand: the dealer may not bid %s",
  -- OH-8: a bid met exactly scores 10 + the bid; a bid missed nothing.
  exact = 10,
  per_trick = 1,
  score_say = "{team} bid {bid} and took {tricks} (OH-8): {points}.",
}

---------------------------------------------------------------------------
-- The play (OH-6, OH-7)
---------------------------------------------------------------------------

game.tricks = {
  won = "won",
  rule = "OH-6", -- a card played is one the player holds
  -- OH-6: the player on the dealer's left leads first, any card; follow
  -- suit if you can, else play any card.
  follow_why = "OH-6: follow %s: you hold one",
  -- OH-7: the highest trump wins the trick, or else the highest card of
  -- the suit led; its winner leads the next.
  trumps = "turn_up",
  won_say = "{seat} {take|takes} the trick ({cards}).",
}

game.verbs = {
  bid = { does = "bid", example = "bid 1" },
  play = { does = "follow" },
}

---------------------------------------------------------------------------
-- The scoring and the end of the match (OH-8, OH-9)
---------------------------------------------------------------------------

-- OH-8: game.bidding scores each bid. OH-9: the match is one deal for each
-- hand size, up and down (2 * top - 1 deals); then the highest total wins.
function game.match(options)
  return {
    rounds = 2 * options.top - 1,
    wins = "highest",
    won_say = "The last of {rounds} deals is played (OH-9): {seat} {win|wins} with {total}.",
    shared_say = "The last of {rounds} deals is played (OH-9): {winners} share the win with {total}.",
  }
end

return game
