-- Scopa, the Italian fishing game for two.
--
-- Rules: pagat.com/fishing/scopa.html. Where common rules differ, the
-- points SCO-1 .. SCO-10 of docs/rules/scopa.md say which way this script
-- goes; each is cited where it is implemented. The file reads in the
-- rulebook's order: the cards and the deal, the play (a capture by rank or
-- by sum, or a card laid on the table), the sweep, the next hands, the end
-- of the round and its scoring, the match. It declares the game's
-- structure and rulerun runs it (docs/writing-a-game.md): no hook, no
-- variable.
--
-- Cards are codes such as "7D" (the settebello), "KS". Diamonds play coins.

---@type rulerun.Game
local game = {
  name = "Scopa",
  description = "A fishing game for two with a 40-card pack: capture a card of your card's rank, or cards " ..
    "adding up to its value; clear the table for a scopa; most cards, most coins, the seven of coins " ..
    "and the primiera score at the end of each hand. First to 11 wins.",
  -- SCO-1: two players.
  seats = { min = 2, max = 2, default = 2 },

  options = {
    target = { default = 11, help = "SCO-10: the points that win the match" },
  },

  -- SCO-4, SCO-5: the card played, and the cards it takes when it captures.
  moves = { "play <card> [take <cards>]" },

  piles = {
    stock = "hidden",
    table = "public",
    hand = { per_seat = true, visibility = "owner" },
    taken = { per_seat = true, visibility = "public" },
  },

  -- SCO-1: a 40-card pack, a French pack without its eights, nines and
  -- tens: ace to seven count their pips, the jack 8, the queen 9, the king
  -- 10.
  deck = { preset = "french52", ranks = { "A", "2", "3", "4", "5", "6", "7", "J", "Q", "K" } },
}

---------------------------------------------------------------------------
-- The deal (SCO-2): three cards to each player and four face up on the
-- table; the player to the dealer's left plays first.
---------------------------------------------------------------------------

game.deal = {
  rule = "SCO-2",
  dealer = 0,
  piles = { "table" },
  pile_cards = 4,
  hand = 3,
  say = "{seat} {deal|deals} three cards to each player and four face up on the table.",
}

game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- The play (SCO-3 .. SCO-8), declared as game.capturing and run by the
-- engine: a card of the same rank on the table is captured, one of them
-- (SCO-4); else cards whose values add up to the card's (SCO-5); a card
-- that can capture must; one that cannot stays on the table (SCO-3). A
-- capture that clears the table is a scopa, but on the last play (SCO-6).
-- Empty hands are dealt three more cards each (SCO-7); after the last card
-- the table's cards go to the last player who captured (SCO-8), and the
-- hand is scored (SCO-9).
---------------------------------------------------------------------------

game.capturing = {
  pile = "table",
  won = "taken",
  values = { A = 1, J = 8, Q = 9, K = 10 },
  by = { "rank", "sum" },
  rule = "SCO-3", rank_rule = "SCO-4", sum_rule = "SCO-5",
  why = {
    hand = "%s is not in your hand",
    table = "%s is not on the table",
    rank = "SCO-4: a card of the rank of %s is on the table: it takes one of them, alone",
    sum = "SCO-5: those cards do not add up to the value of %s",
    must = "SCO-3: %s can capture, so it must: name the cards it takes",
  },
  say = "{seat} {play|plays} {card} and {take|takes} {cards}.",
  lay_say = "{seat} {lay|lays} {card} on the table.",
  sweep = { points = 1, rule = "SCO-6", say = "Scopa! {seat} {clear|clears} the table (SCO-6): {points}." },
  deal_again = 3,
  deal_again_say = "{seat} {deal|deals} three more cards to each player (SCO-7).",
  rest_to_last = true,
  rest_say = "{seat} {take|takes} the cards left on the table (SCO-8): {cards}.",
  awards = {
    { by = "most", rule = "SCO-9", say = "{seat} {take|takes} the most cards, {n} (SCO-9): {points}." },
    { by = "most", cards = { suits = { "D" } }, rule = "SCO-9",
      say = "{seat} {take|takes} the most coins, {n} (SCO-9): {points}." },
    { by = "holds", cards = { codes = { "7D" } }, rule = "SCO-9",
      say = "{seat} {take|takes} the settebello, the seven of coins (SCO-9): {points}." },
    { by = "best", rule = "SCO-9", say = "{seat} {win|wins} the primiera, {n} (SCO-9): {points}.",
      values = { ["7"] = 21, ["6"] = 18, A = 16, ["5"] = 15, ["4"] = 14, ["3"] = 13, ["2"] = 12, J = 10, Q = 10, K = 10 } },
  },
}

game.verbs = {
  play = { does = "capture", example = "play 7D take 7C" },
}

---------------------------------------------------------------------------
-- The match (SCO-10): hands are played until a total reaches the target at
-- the end of a hand; the highest total wins.
---------------------------------------------------------------------------

function game.match(options)
  return {
    rule = "SCO-9",
    target = options.target,
    won_say = "A total of {target} is reached (SCO-10): {seat} {win|wins} with {total}.",
    shared_say = "A total of {target} is reached (SCO-10): {winners} share the win with {total}.",
  }
end

return game
