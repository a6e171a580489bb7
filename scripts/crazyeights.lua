-- Crazy Eights, with the common house rule of stacking twos.
--
-- Rules: pagat.com/eights/crazy8s.html. Where common rules differ, the
-- points C8-1 .. C8-9 of docs/rules/crazyeights.md say which way this
-- script goes; each is cited where it is implemented. The file reads in the
-- rulebook's order: the cards and the deal, a turn (what a discard must
-- match, the eights, drawing), the twos, and winning. It declares the
-- game's structure and rulerun runs it (docs/writing-a-game.md).
--
-- Seats are numbered 1..n clockwise. Cards are codes such as "8H", "TS".

---@type rulerun.Game
local game = {
  name = "Crazy Eights",
  description = "Discard all your cards: match the top card's suit or rank. Eights are wild and name a suit; " ..
    "a two makes the next player draw two, unless they pass the total on with a two of their own.",
  -- C8-1: two to seven players.
  seats = { min = 2, max = 7, default = 4 },

  moves = {
    "play <card> [call <suit>]",
    "draw",
    "pass",
  },

  piles = {
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },

  -- C8-1: one 52-card pack.
  deck = { preset = "french52" },
}

---------------------------------------------------------------------------
-- The deal (C8-2, C8-3): seven cards each, five with five or more players;
-- the next card is turned up to start the discard pile, and an eight turned
-- up is buried in the stock and another card turned up. The player to the
-- dealer's left begins.
---------------------------------------------------------------------------

function game.deal(options, seats)
  local hand = seats >= 5 and 5 or 7
  return {
    rule = "C8-2, C8-3", -- the deal and the start card: applied at each deal
    dealer = 0, -- at random
    hand = hand,
    say = "{seat} {deal|deals} " .. hand .. " cards to each player.",
    turn_up = "discard",
    turn_up_again = { ranks = "8" },
    turn_up_back = true,
    turn_up_back_say = "C8-3: %s goes back into the stock, which is shuffled.",
  }
end

-- C8-7: an empty stock is refilled with the discards but the top card; when
-- there are none, a player who cannot play passes.
game.stock = {
  pile = "stock",
  refill = "discard",
  refill_say = "C8-7: the discards but the top card are shuffled into a new stock.",
}

---------------------------------------------------------------------------
-- A turn: discard one card that matches, or draw
---------------------------------------------------------------------------

local verbs = {}
game.verbs = verbs

-- play <card> [call <suit>]: the card matches the top card's suit or rank,
-- or the suit an eight called (C8-4); an eight may be played on anything
-- and names a suit (C8-5).
verbs.play = {
  play = {
    to = "discard",
    cards = "card",
    match = { pile = "discard", suit = true, rank = true, rule = "C8-4", named_rule = "C8-5",
      wild = { ranks = "8" } },
    name = "call",
    name_with = { ranks = "8" },
    name_how = "C8-5: an eight names a suit: add call <suit>, as in play 8H call spades",
    name_not = "C8-5: only an eight names a suit",
    hold_why = "C8-4: you do not hold {card}",
  },
}

-- draw: a player who cannot or will not play draws until they draw a card
-- they can play; they may then play it, or keep it and pass (C8-6).
verbs.draw = {
  draw = 1,
  play_drawn = true,
  until_playable = true,
  why = {
    drawn = "C8-6: after drawing you may play only the card you drew, %s, or pass",
    nothing = "C8-6: you drew no card you can play: pass",
    again = "C8-6: you have drawn already: play the card you drew, or pass",
    pass = "C8-6: you may pass only after drawing",
    ["until"] = "until one can be played",
  },
}

-- pass: keep the card drawn and end the turn (C8-6).
verbs.pass = { does = "pass" }

---------------------------------------------------------------------------
-- Stacking twos (C8-8): a two makes the next player draw two and lose their
-- turn, unless they play a two of their own, which passes the total on.
---------------------------------------------------------------------------

game.effects = {
  { ranks = "8", name = true },
  { ranks = "2", next_draws = 2, skip = 1, stack = true, why = "a two was played",
    stack_why = "C8-8: %s are held against you: play a two to pass them on, or draw them",
    stack_say = "{seat} must draw %s, or pass them on with a two." },
}

---------------------------------------------------------------------------
-- Winning (C8-9): the first player out of cards wins.
---------------------------------------------------------------------------

game.win = { empty_hand = true, reason = "{seat} discarded all their cards (C8-9)" }

return game
