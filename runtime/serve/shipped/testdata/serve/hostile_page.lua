-- A hostile script for the web table (serve_test.go): its log lines and
-- status line, its suits' and ranks' names (drawn on the cards) hold markup
-- and code, which the page must show as text.

local evil = [[<script>alert(1)</script>"><img src=x onerror=alert(2)>]]

local game = {
  name = "Hostile " .. evil,
  seats = { min = 2, max = 2, default = 2 },
  moves = { "play <card>", "draw" },
  deck = {
    suits = { { "H", evil }, { "S", "spades" } },
    ranks = { { code = "1", name = "one " .. evil }, "2", "3", "4", "5", "6", "7" },
    product = { copies = 2 },
  },
  piles = {
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },
}

function game.deal(options, seats)
  return { dealer = seats, hand = 3, say = "{seat} deals. " .. evil, turn_up = "discard" }
end

game.stock = { pile = "stock", when_out = "draw", out_reason = evil }

game.verbs = {
  play = { play = { to = "discard", cards = "card", match = { pile = "discard", suit = true, rank = true } } },
  draw = { draw = 1 },
}

-- HOST-1: a heart may not be played; the refusal cites a rule whose text
-- (the test's rule book) holds markup too.
function game.verbs.play.check(g, seat, m)
  if g.cards[m.card].suit == "H" then return "HOST-1: no hearts " .. evil end
end

game.win = { empty_hand = true, reason = "{seat} won " .. evil }

function game.status(g, seat)
  return evil .. " top " .. g.piles.discard:top()
end

return game
