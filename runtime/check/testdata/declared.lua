-- Declared: a small declared game for validate's coverage test
-- (TestValidateCoverage...): match the top card by suit or rank, or draw.
-- Kings go again and queens reverse; a refusal cites DV-1, a king's
-- narration DV-2, and only the description DV-3.
local game = {
  name = "Declared",
  description = "Match the top card; kings go again, queens reverse (DV-3, cited here only).",
  seats = { min = 2, max = 3, default = 2 },
  moves = { "play <card>", "draw" },
  deck = { preset = "french52" },
  piles = {
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },
}

game.deal = { hand = 5, turn_up = "discard" }

game.stock = { pile = "stock", when_out = "draw", out_reason = "the stock ran out" }

game.verbs = {
  play = {
    play = { to = "discard", cards = "card", match = { pile = "discard", suit = true, rank = true, rule = "DV-1" } },
  },
  draw = { draw = 1 },
}

game.effects = {
  { ranks = "K", again = true, say = "{seat} {go|goes} again (DV-2)." },
  { ranks = "Q", reverse = true },
}

game.win = { empty_hand = true, reason = "{seat} played all their cards" }

return game
