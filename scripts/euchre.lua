-- Euchre: four players in two partnerships (seats 1 and 3 against seats 2
-- and 4), 24 cards (nine to ace), five each; the next card is turned up.
-- Trumps are made before the play: in turn from the dealer's left each
-- may order the turned card's suit up (the dealer takes the card up and
-- discards one) or pass; if all pass, each in turn may name another suit
-- or pass; if all pass again the hand is thrown in. The maker may play
-- alone, its partner sitting out. The jack of trumps (right bower) and
-- the jack of the same colour (left bower, a trump) rank highest. Follow
-- suit. Makers taking 3 or 4 tricks score 1, all 5 score 2 (4 alone);
-- taking fewer they are euchred and the defenders score 2. The first side
-- to 10 points wins.
--
-- Rules: the standard game (https://www.pagat.com/euchre/euchre.html);
-- the points EU-1 .. EU-10 of docs/rules/euchre.md say each reading and
-- each choice where common rules differ, and are cited where implemented.
-- The file reads in the rulebook's order: the players and cards, the
-- deal, the making of trumps, the play, the scoring, the end of the match.
-- It declares the game's structure and rulerun runs it
-- (docs/writing-a-game.md).

-- The type is for editors (docs/lua-api.md, "Editor support").
---@type rulerun.Game
local game = {
  name = "Euchre",
  description = "Two partnerships make trumps before the play: order up the turned card or name another suit; " ..
    "the jacks of trumps and of its colour rank highest. Makers need 3 of the 5 tricks: 1 point, 2 for all five, " ..
    "4 alone; euchred, the defenders score 2. First side to the target (option target, 10) wins.",
  seats = { min = 4, max = 4, default = 4, teams = { { 1, 3 }, { 2, 4 } } }, -- EU-1

  options = {
    target = { default = 10, help = "EU-10: the points that win the match" },
  },

  moves = {
    "order",
    "pass",
    "name <suit>",
    "alone",
    "discard <card>",
    "play <card>",
  },

  start = "stock",
  piles = {
    stock = "hidden", -- every card, before the deal; the three left under the turned card
    up = "public", -- the card turned up (EU-2)
    kitty = "hidden", -- the dealer's discard (EU-4)
    trick = "public", -- the trick under way
    hand = { per_seat = true, visibility = "owner" },
    won = { per_seat = true, visibility = "public" }, -- the cards of the tricks a player took
  },
}

---------------------------------------------------------------------------
-- The players and the cards (EU-1), the deal (EU-2)
---------------------------------------------------------------------------

-- EU-1: 24 cards, nine to ace of each suit. EU-2: the first dealer is
-- drawn at random and the deal passes to the left; five cards each, one
-- at a time; the next card is turned up.
game.deck = { preset = "french52", ranks = { "9", "T", "J", "Q", "K", "A" } }
game.deal = {
  dealer = 0, hand = 5, sort = true, rule = "EU-2",
  say = "Hand {round}: {seat} {deal|deals} five cards to each player (EU-2).",
  turn_up = "up", turn_up_say = "Turned up: %s (EU-2).",
}
game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- Making trumps (EU-3 .. EU-6)
---------------------------------------------------------------------------

game.phases = {
  rule = "EU-3",
  wait_why = "EU-3: trumps are made before the first lead",
  turn_why = "EU-3: wait for your turn: the hand is in its phase %s",
  thrown_say = "Everyone passed twice: the hand is thrown in and the deal passes to the left (EU-5).",
  sequence = {
    -- EU-3: in turn from the dealer's left, each orders the turned card's
    -- suit up as trumps, or passes.
    { name = "order up", verbs = { "order", "pass" }, ends = "order", trumps = "turn_up",
      says = { order = "{seat} {order|orders} it up: {suit} are trumps (EU-3).", pass = "{seat} {pass|passes}." } },
    -- EU-5: if all passed, each in turn names another suit, or passes;
    -- all passing again, the hand is thrown in.
    { name = "name trumps", verbs = { "name", "pass" }, ends = "name", trumps = "other", unless = "order up",
      says = { name = "{seat} {name|names} {suit} trumps (EU-5).", pass = "{seat} {pass|passes}." } },
    -- EU-6: the maker plays alone, its partner sitting out, or passes.
    { name = "alone", acts = "maker", verbs = { "alone", "pass" }, alone = "alone",
      says = { alone = "{seat} {go|goes} alone: the partner sits out (EU-6).", pass = "{seat} {play|plays} with a partner." } },
    -- EU-4: ordered up, the dealer takes the card up and discards one.
    { name = "take up", acts = "dealer", verbs = { "discard" }, after = "order up", takes = "up", discards = "kitty",
      says = { discard = "{seat} {take|takes} the card up and {discard|discards} one (EU-4)." } },
  },
}

---------------------------------------------------------------------------
-- The play (EU-7, EU-8)
---------------------------------------------------------------------------

game.tricks = {
  won = "won",
  rule = "EU-7", -- a card played is one the player holds
  -- EU-7: the dealer's left leads first (the next seat playing when it
  -- sits out); follow the suit led if you can, the left bower a trump.
  follow_why = "EU-7: follow %s: you hold one",
  -- EU-8: the right bower, the left bower, then A K Q 10 9 of trumps win;
  -- else the highest card of the suit led; its winner leads the next.
  trumps = "named",
  bowers = { rank = "J", pairs = { S = "C", H = "D" } },
  won_say = "{seat} {take|takes} the trick ({cards}).",
  -- EU-9: makers taking 3 or 4 tricks score 1, all 5 score 2, all 5
  -- alone 4; taking fewer they are euchred: the defenders score 2.
  makers = {
    need = 3, points = 1, all = 2, alone_all = 4, set = 2,
    say = "{team} made trumps and took {tricks} (EU-9): {points}.",
    set_say = "{team} made trumps and took {tricks}: euchred, the defenders score {points} (EU-9).",
  },
}

game.verbs = {
  order = { does = "phase" },
  pass = { does = "phase" },
  name = { does = "phase", example = "name H" },
  alone = { does = "phase" },
  discard = { does = "phase", example = "discard 9C" },
  play = { does = "follow" },
}

---------------------------------------------------------------------------
-- The end of the match (EU-10)
---------------------------------------------------------------------------

-- EU-10: the first side to the target wins, partners sharing it.
function game.match(options)
  return {
    target = options.target,
    wins = "highest",
    won_say = "A side reached {target} (EU-10): {seat} {win|wins} with {total}.",
    shared_say = "A side reached {target} (EU-10): {winners} share the win with {total}.",
  }
end

return game
