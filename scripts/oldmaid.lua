-- Old Maid, a children's game.
--
-- Rules: pagat.com/childrens/oldmaid.html. Where common rules differ, the
-- points OLDMAID-1 .. OLDMAID-8 of docs/rules/oldmaid.md say which way this
-- script goes; each is cited where it is implemented. The file reads in
-- the rulebook's order: the pack, the deal, the pairs, a draw, and the
-- end. It declares the game's structure and rulerun runs it
-- (docs/writing-a-game.md): no hook, no variable.
--
-- Cards are codes such as "8H", "TS".

---@type rulerun.Game
local game = {
  name = "Old Maid",
  description = "Discard your pairs, then draw a card blind from your right-hand neighbour in turn; " ..
    "whoever is left holding the odd queen, the old maid, loses.",
  -- OLDMAID-2: two to eight players.
  seats = { min = 2, max = 8, default = 4 },

  -- OLDMAID-5: draw <n> draws the n-th card of the hand drawn from, as it lies.
  moves = { "draw <n:at>" },

  piles = {
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },

  -- OLDMAID-1: one 52-card pack with the queen of clubs taken out: 51
  -- cards, one queen without a partner, the old maid.
  deck = { preset = "french52", without = { "QC" } },
}

---------------------------------------------------------------------------
-- The deal (OLDMAID-3): every card is dealt, one at a time; some players
-- may hold a card more. The player to the dealer's left draws first.
---------------------------------------------------------------------------

game.deal = {
  rule = "OLDMAID-1, OLDMAID-3",
  dealer = 0,
  all = true,
  say = "{seat} {deal|deals} out every card.",
}

game.stock = { pile = "stock" }

---------------------------------------------------------------------------
-- The play, declared as game.moving and run by the engine. OLDMAID-4: a
-- player discards every pair of its hand, face up, after the deal and as
-- soon as a draw makes one (of three of a kind, a pair alone).
-- OLDMAID-5: in turn, each player draws one card blind from the hand of
-- the player to its right, the last seat before it still holding cards.
-- OLDMAID-6: a player whose hand is empty is out, safe. OLDMAID-7: the
-- player left holding the odd queen loses; nobody wins (OLDMAID-8).
---------------------------------------------------------------------------

game.moving = {
  moves = {
    { verb = "draw", from = { "hand.previous" }, to = { "hand" }, take = "blind", rule = "OLDMAID-5",
      why = { at = "OLDMAID-5: there is no card %s in the hand you draw from" },
      say = "OLDMAID-5: from {from}" },
  },
  sets = { from = "hand", to = "discard", count = 2, say = "OLDMAID-4: {seat} {discard|discards} the pair {cards}." },
  out = { empty = { "hand" }, say = "OLDMAID-6: {seat} {have|has} no cards left and {are|is} safe." },
  lost = { last = true, say = "OLDMAID-7: {seat} {are|is} left holding the old maid.",
    reason = "left holding the old maid (OLDMAID-7, OLDMAID-8)" },
}

game.verbs = {
  draw = { does = "move" },
}

return game
