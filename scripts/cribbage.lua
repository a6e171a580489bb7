-- Cribbage: two players, 52 cards, six each. Each lays two cards away to
-- the dealer's crib; a starter is turned up; the players play their cards
-- in turn to a running count that may not pass 31, scoring as they go;
-- then each hand, and the crib for the dealer, is counted with the
-- starter. The first to 121 points wins, at once, even in mid-hand.
--
-- Rules: the two-player six-card game (https://www.pagat.com/adders/crib6.html);
-- the points CRIB-1 .. CRIB-9 of docs/rules/cribbage.md say each reading
-- and each choice where common rules differ, and are cited where
-- implemented. The file reads in the rulebook's order: the players and
-- cards, the deal, the crib, the starter, the play, the show, the end. It
-- declares the game's structure and rulerun runs it (docs/writing-a-game.md).

---@type rulerun.Game
local game = {
  name = "Cribbage",
  description = "Lay two cards away to the dealer's crib, then play in turn to a running count up to 31, " ..
    "scoring fifteens, pairs, runs and the last card; then count your hand with the starter. " ..
    "The first to the target (option target, 121 by default) wins at once.",
  seats = { min = 2, max = 2, default = 2 }, -- CRIB-1

  options = {
    target = { default = 121, help = "CRIB-9: the total that wins the game at once" },
  },

  moves = {
    "crib <cards>",
    "play <card>",
  },

  start = "stock",
  piles = {
    stock = "hidden",   -- every card, before the deal
    starter = "public", -- the card turned up after the crib is laid
    crib = "hidden",    -- the dealer's crib, until the show
    laying = { per_seat = true, visibility = "owner" }, -- the two cards a player lays away, until both have
    hand = { per_seat = true, visibility = "owner" },
    played = { per_seat = true, visibility = "public" }, -- the cards a player has played, until the show
  },
}

---------------------------------------------------------------------------
-- The players and the cards (CRIB-1)
---------------------------------------------------------------------------

-- A standard 52-card pack; aces are low (A, 2 .. K, for runs).
game.deck = { preset = "french52", ranks = { "A", "2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K" } }

---------------------------------------------------------------------------
-- The deal (CRIB-2)
---------------------------------------------------------------------------

-- Six cards each, by a first dealer drawn at random; the deal alternates.
game.deal = { dealer = 0, hand = 6, sort = true, say = "Hand {round}: {seat} {deal|deals} six cards to each player (CRIB-2)." }
game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- The crib (CRIB-3)
---------------------------------------------------------------------------

-- Each player lays two cards away, unseen, in any order; together they
-- are the crib, which counts for the dealer. Nobody plays before both have.
game.choice = {
  cards = 2,
  pile = "laying",
  to = { "crib" },
  rule = "CRIB-3",
  count_why = "lay exactly %s cards away to the crib",
  done_why = "you have laid your cards away this hand",
  wait_why = "CRIB-3: both players lay two cards away before the play",
  say = "{seat} {lay|lays} {n} cards away to the crib (CRIB-3).",
}

---------------------------------------------------------------------------
-- The starter (CRIB-4), the play (CRIB-5 .. CRIB-7), the show (CRIB-8)
-- and the end (CRIB-9), declared as game.count and run by the engine.
---------------------------------------------------------------------------

function game.count(options)
  return {
    played = "played",
    -- CRIB-4: once the crib is laid the starter is turned up from the
    -- stock; a jack scores the dealer 2, his heels.
    starter = "starter",
    starter_rule = "CRIB-4",
    jack = "J",
    heels = 2,
    -- CRIB-5: the dealer's opponent plays first, then each in turn, a card
    -- face up; the running count may not pass 31. Tens and court cards
    -- count ten, an ace one, any other card its number.
    cap = 31,
    values = { T = 10, J = 10, Q = 10, K = 10 },
    rule = "CRIB-5",
    cap_why = "the count may not pass %s",
    -- CRIB-6: a player who cannot play says go, and the other plays on
    -- while they can; the last card of a count below 31 scores 1; the count
    -- begins again with the player after the one who played last.
    last = 1,
    go_rule = "CRIB-6",
    -- CRIB-7: a count of 15 or 31 scores 2; two, three or four cards of
    -- a rank in a row 2, 6 or 12; a run of three or more among the last
    -- cards played, in any order, a point a card.
    sums = { 15, 31 },
    sum_points = 2,
    pairs = { 2, 6, 12 },
    run = 3,
    play_rule = "CRIB-7",
    -- CRIB-8: the show: the dealer's opponent's hand, the dealer's, then
    -- the crib for the dealer, each with the starter: 2 for each set of
    -- cards making 15, 2 a pair, a point a card for each run of three or
    -- more (a double run of three scores 6 for its runs), 4 for a hand of
    -- one suit (5 with the starter; the crib only 5, with it), 1 for the
    -- jack of the starter's suit (his nobs).
    crib = "crib",
    show_sum = 15,
    show_sum_points = 2,
    flush = 4,
    crib_flush = 5,
    nobs = 1,
    show_rule = "CRIB-8",
    -- CRIB-9: the first to reach the target wins at once, even in play or
    -- in the middle of the show.
    target = options.target,
    won_rule = "CRIB-9",
  }
end

game.verbs = {
  crib = { does = "choose", example = "crib 5H KS" },
  play = { does = "count" },
}

return game
