-- Egyptian Ratscrew.
--
-- Rules: pagat.com/slap/ratscrew.html. Where common rules differ, the
-- points ERS-1 .. ERS-8 of docs/rules/ratscrew.md say which way this
-- script goes; each is cited where it is implemented. The file reads in
-- the rulebook's order: the cards and the deal, a turn (flipping), the
-- challenge of face cards, slaps, wrong slaps, running out, and the end.
-- It declares the game's structure and rulerun runs it
-- (docs/writing-a-game.md): no hook, no variable.
--
-- Seats are numbered 1..n clockwise. Cards are codes such as "8H", "TS".

---@type rulerun.Game
local game = {
  name = "Egyptian Ratscrew",
  description = "Flip your top card onto the pile; face cards challenge the next player to answer with a face card; " ..
    "slap a pair or a sandwich first to take the pile. Win every card.",
  -- ERS-1: two to six players.
  seats = { min = 2, max = 6, default = 4 },

  moves = { "flip", "slap" },

  piles = {
    stock = "hidden",
    -- ERS-2: each player's cards are a face-down packet nobody looks at.
    hand = { per_seat = true, visibility = "hidden" },
    pile = "public",
  },

  -- ERS-1: one 52-card pack.
  deck = { preset = "french52" },
}

---------------------------------------------------------------------------
-- The deal (ERS-2): every card, one at a time from the dealer's left, face
-- down; some players may have one card more. The player to the dealer's
-- left begins.
---------------------------------------------------------------------------

game.deal = {
  dealer = 0, -- at random
  all = true,
  say = "{seat} {deal|deals} out the whole pack, face down.",
}

game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- A turn (ERS-3): flip the top card of your packet face up onto the pile.
-- A face card or an ace is a challenge (ERS-4): the next player who holds
-- cards flips up to 4 (ace), 3 (king), 2 (queen) or 1 (jack) cards, until
-- one of them is a face card or an ace (the challenge passes on to the
-- player after); if none is, or they run out, the challenger wins the
-- pile and puts it under their packet at their next turn, which they
-- begin (ERS-5). A player with no cards is passed over (ERS-8).
---------------------------------------------------------------------------

game.flipping = {
  pile = "pile",
  challenge = { A = 4, K = 3, Q = 2, J = 1 },
  rule = "ERS-3",
  challenge_rule = "ERS-4",
  hand_why = "you have no card to flip",
  challenge_say = "ERS-4: {seat} must answer {card} with a face card or an ace within {n} cards.",
  won_say = "ERS-5: {seat} {win|wins} the challenge and the pile.",
  take_say = "ERS-5: {seat} {put|puts} the pile ({n} cards) under their packet.",
  end_say = "ERS-8: {seat} {hold|holds} every card still in play and {win|wins}.",
  reason = "one player holds every card (ERS-8)",
}

---------------------------------------------------------------------------
-- Slaps (ERS-6): when the top two cards are a pair, or the top card and
-- the third are of one rank (a sandwich), any player may slap the pile,
-- out of turn, even one with no cards (who is back in); the first to slap
-- takes the pile under their packet and flips next, and any challenge
-- ends. A wrong slap (ERS-7) costs the slapper their top card to the
-- bottom of the pile, once a card; the player to flip and a player with
-- no card cannot slap wrongly. The last player holding cards wins (ERS-8).
---------------------------------------------------------------------------

game.slaps = {
  pile = "pile",
  on = { "pair", "sandwich" },
  burn = 1,
  rule = "ERS-6",
  burn_rule = "ERS-7",
  empty_why = "there is no pile to slap",
  broke_why = "you have no card to pay for a wrong slap",
  again_why = "you have slapped wrongly on this card already",
  turn_why = "nothing to slap: flip your card",
  say = "ERS-6: {seat} {slap|slaps} first and {take|takes} the pile ({n} cards).",
  burn_say = "ERS-7: {seat} {slap|slaps} wrongly and {pay|pays} {cards} under the pile.",
}

game.verbs = {
  flip = { does = "flip" },
  slap = { does = "slap" },
}

return game
