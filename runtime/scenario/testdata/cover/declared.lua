-- Declared: a small declared game for the coverage tests (TestCoverage...):
-- match the top card by suit or rank, or draw. Kings go again and queens
-- reverse; the scenarios play a king and never a queen, and never draw.
-- Four players are refused by the deal (DC-4).
local game = {
  name = "Declared",
  seats = { min = 2, max = 4, default = 2 },
  moves = { "play <card>", "draw" },
  deck = { preset = "french52" },
  piles = {
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },
}

-- The deal refuses four players, so that a scenario can expect a game
-- refused under a rule code (DC-4).
function game.deal(options, seats)
  if seats > 3 then
    error("DC-4: at most three players are dealt to", 0)
  end
  return { hand = 3, turn_up = "discard" }
end

game.stock = { pile = "stock", when_out = "draw", out_reason = "the stock ran out (DC-3)" }

game.verbs = {
  play = {
    play = { to = "discard", cards = "card", match = { pile = "discard", suit = true, rank = true, rule = "DC-1" } },
  },
  draw = { draw = 1 },
}

game.effects = {
  { ranks = "K", again = true, say = "{seat} {go|goes} again (DC-2)." },
  { ranks = "Q", reverse = true },
}

game.win = { empty_hand = true, reason = "{seat} played all their cards (DC-5)" }

return game
